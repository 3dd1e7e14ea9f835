import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/ListTable.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { downloadFile } from "../../../lib/download.ts";
import { consentsExportUrl, useConsents } from "../api/audit-and-consents.ts";
import { ConsentCard, ConsentRow } from "../components/ConsentItem.tsx";
import { useListParams } from "../lib/use-list-params.ts";

const PAGE_SIZE = 20;

/** /admin/consimtamant: the GDPR consents register (spec §2, §3 Consent) with search, paging and CSV export. */
export function ConsentsPage() {
  const { t, i18n } = useTranslation("admin");
  usePageTitle(t("consents.title"));
  const { q, page, update } = useListParams();
  const consents = useConsents({ q, page, pageSize: PAGE_SIZE });
  const [search, setSearch] = useState(q ?? "");
  const [debounced] = useDebouncedValue(search, 300);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if ((debounced.trim() || undefined) !== q) update({ q: debounced });
  }, [debounced, q, update]);

  const dateTime = dateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  });

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(consentsExportUrl({ q }), () => {});
      notifications.show({ color: "green", message: t("consents.exported") });
    } catch (error) {
      notifications.show({ color: "red", message: adminErrorMessage(error, "admin:consents.exportFailed") });
    } finally {
      setExporting(false);
    }
  };

  const data = consents.data;

  return (
    <Stack gap="md">
      <Title order={1}>{t("consents.title")}</Title>
      <Text c="dimmed">{t("consents.intro")}</Text>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t("consents.search")}
          placeholder={t("consents.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          w={{ base: "100%", sm: 320 }}
        />
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={exporting}
          loaderProps={{ type: "dots" }}
          onClick={() => void onExport()}
        >
          {t("consents.export")}
        </Button>
      </Group>
      <Text aria-live="polite">{data ? t("consents.total", { count: data.total }) : "\u00a0"}</Text>
      {exporting && (
        <Text size="sm" c="dimmed" role="status">
          {t("consents.exporting")}
        </Text>
      )}

      <ListTable
        query={consents}
        label={t("consents.listLabel")}
        columns={[
          t("consents.columns.fullName"),
          t("consents.columns.agreedAt"),
          t("consents.columns.ip"),
          t("consents.columns.gdprVersion"),
        ]}
        minWidth={640}
        empty={t("consents.empty")}
        errorMessage={adminErrorMessage(consents.error, "admin:consents.loadFailed")}
        retryLabel={t("consents.retry")}
        paging={{ page, onChange: (p) => update({ page: p }), label: t("consents.pagination") }}
        row={(c) => <ConsentRow key={c.id} consent={c} dateTime={dateTime} />}
        card={(c) => <ConsentCard consent={c} dateTime={dateTime} />}
      />
    </Stack>
  );
}
