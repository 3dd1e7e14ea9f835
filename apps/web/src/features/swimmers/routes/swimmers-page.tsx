import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable } from "../../../components/ListTable.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";
import { useAdvancedSwimmers } from "../api/list-advanced-swimmers.ts";
import { SwimmerFilters } from "../components/SwimmerFilters.tsx";
import { SwimmerCard, SwimmerRow, useSwimmerColumns } from "../components/SwimmerItem.tsx";
import { swimmerFailure } from "../lib/failure.ts";
import { useSwimmerQuery } from "../lib/use-swimmer-query.ts";

/**
 * /admin/advanced-swimmers (SPEC §2, TRAINING.md §7): the students with a training profile, searched, filtered
 * and sorted in the address. Admins see every swimmer; the API gives a coach their groups' swimmers only.
 */
export function SwimmersPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("advancedSwimmers.title"));
  const { query, update, isDefault, isFiltered } = useSwimmerQuery();
  const swimmers = useAdvancedSwimmers(query);
  const columns = useSwimmerColumns();
  const page = swimmers.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div style={{ flex: "1 1 20rem" }}>
          <Title order={1}>{t("advancedSwimmers.title")}</Title>
          <Text c="gray.7" mt={4} maw="48rem">
            {t("advancedSwimmers.intro")}
          </Text>
        </div>
        <Button
          component={Link}
          to={paths.admin.advancedSwimmerCreate}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t("advancedSwimmers.new")}
        </Button>
      </Group>

      <SwimmerFilters query={query} update={update} isDefault={isDefault} />

      <Text aria-live="polite">{page ? t("advancedSwimmers.total", { count: page.total }) : "\u00a0"}</Text>

      <ListTable
        query={swimmers}
        label={t("advancedSwimmers.listLabel")}
        columns={columns}
        minWidth={860}
        empty={isFiltered ? t("advancedSwimmers.emptyFiltered") : t("advancedSwimmers.emptyNone")}
        errorMessage={
          swimmers.error
            ? `${t("advancedSwimmers.loadFailed")} ${swimmerFailure(swimmers.error, "load")}`
            : ""
        }
        retryLabel={t("advancedSwimmers.retry")}
        paging={{
          page: query.page,
          onChange: (p) => update({ page: p }),
          label: t("advancedSwimmers.pagination"),
        }}
        row={(s) => <SwimmerRow key={s.id} swimmer={s} />}
        card={(s) => <SwimmerCard swimmer={s} />}
      />
    </Stack>
  );
}
