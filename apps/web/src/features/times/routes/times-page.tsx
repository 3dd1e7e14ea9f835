import type { TSwimTime } from "@bazin/shared/contracts/times";
import { Anchor, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconFileImport, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardField } from "../../../components/CardField.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { paths, studentTimesPath } from "../../../lib/paths.ts";
import { useSwimTimes } from "../api/get-swim-times.ts";
import { EventAndPool, PbBadge, SwimTime } from "../components/SwimTime.tsx";
import { TimesDatesProvider } from "../components/TimesDatesProvider.tsx";
import { TimesFilters } from "../components/TimesFilters.tsx";
import { timesCreatePath } from "../lib/create-path.ts";
import { useDayFormat, useTrainingWords } from "../lib/format.ts";
import { useTimesParams } from "../lib/use-times-params.ts";

/** /admin/swimming-times (admins and coaches): the club's recent times, filtered in the address, paged. */
export function TimesPage() {
  const { t } = useTranslation(["admin", "common"]);
  usePageTitle(t("admin:swimTimes.title"));
  const { filter, query, update, activeCount, isDefault } = useTimesParams();
  const times = useSwimTimes(query);
  const words = useTrainingWords();
  const day = useDayFormat();
  const addPath = timesCreatePath(filter.studentId);

  const swimmer = (s: TSwimTime) => (
    <Anchor component={Link} to={studentTimesPath(s.studentId)} fw={600} style={{ overflowWrap: "anywhere" }}>
      {s.fullName}
    </Anchor>
  );

  return (
    <TimesDatesProvider>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t("admin:swimTimes.title")}
            </Title>
            <Text c="gray.7" mt={4}>
              {t("admin:swimTimes.intro")}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              component={Link}
              to={paths.admin.swimmingTimesImport}
              variant="default"
              leftSection={<IconFileImport size={18} aria-hidden />}
            >
              {t("admin:swimTimes.import")}
            </Button>
            <Button component={Link} to={addPath} leftSection={<IconPlus size={18} aria-hidden />}>
              {t("admin:swimTimes.add")}
            </Button>
          </Group>
        </Group>

        <TimesFilters filter={filter} update={update} activeCount={activeCount} isDefault={isDefault} />

        <Text aria-live="polite">
          {times.data ? t("admin:swimTimes.total", { count: times.data.total }) : "\u00a0"}
        </Text>

        <ListTable<TSwimTime>
          query={times}
          label={t("admin:swimTimes.listLabel")}
          columns={[
            t("admin:swimTimes.columns.date"),
            t("admin:swimTimes.columns.swimmer"),
            t("admin:swimTimes.columns.event"),
            t("admin:swimTimes.columns.pool"),
            t("admin:swimTimes.columns.time"),
            <Text key="pb" span inherit title={t("admin:swimTimes.columns.pb")}>
              <span aria-hidden>{t("common:training.personalBestShort")}</span>
              <VisuallyHidden>{t("admin:swimTimes.columns.pb")}</VisuallyHidden>
            </Text>,
            t("admin:swimTimes.columns.competition"),
            t("admin:swimTimes.columns.source"),
          ]}
          minWidth={900}
          empty={isDefault ? t("admin:swimTimes.empty") : t("admin:swimTimes.emptyFiltered")}
          errorMessage={describeError(times.error, t("admin:swimTimes.loadFailed"))}
          retryLabel={t("admin:swimTimes.retry")}
          paging={{
            page: filter.page,
            onChange: (page) => update({ page }),
            label: t("admin:swimTimes.pagination"),
          }}
          row={(s) => (
            <Table.Tr key={s.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{day(s.swumOn)}</Table.Td>
              <Table.Td>{swimmer(s)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{words.event(s.event)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{words.pool(s.poolLength)}</Table.Td>
              <Table.Td>
                <SwimTime hundredths={s.hundredths} />
              </Table.Td>
              <Table.Td>{s.personalRecord && <PbBadge />}</Table.Td>
              <Table.Td>
                <Text size="sm">{s.competition}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="gray.7">
                  {t(`common:training.source.${s.source}`)}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          card={(s) => (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {swimmer(s)}
                  <Text size="sm">
                    <EventAndPool event={s.event} poolLength={s.poolLength} />
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end">
                  <SwimTime hundredths={s.hundredths} size="lg" />
                  {s.personalRecord && <PbBadge />}
                </Stack>
              </Group>
              <CardField label={t("admin:swimTimes.columns.date")}>{day(s.swumOn)}</CardField>
              {s.competition && (
                <CardField label={t("admin:swimTimes.columns.competition")}>{s.competition}</CardField>
              )}
              <Text size="xs" c="dimmed">
                {t(`common:training.source.${s.source}`)}
              </Text>
            </Stack>
          )}
        />
      </Stack>
    </TimesDatesProvider>
  );
}
