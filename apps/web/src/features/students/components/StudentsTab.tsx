import type { TStudentSummary } from "@bazin/shared/contracts/students";
import { dateTimeFormat, numberFormat } from "@bazin/shared/lib/intl";
import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/ListTable.tsx";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { downloadFile } from "../../../lib/download.ts";
import { useWeekdayName } from "../../../lib/use-weekday-name.ts";
import { exportUrl, useStudents } from "../api/students.ts";
import { useConfirmedAction } from "../lib/use-confirmed-action.tsx";
import { useStudentQuery } from "../lib/use-student-query.ts";
import { MedicalConsentWithdrawnBadge } from "./MedicalConsentWithdrawnBadge.tsx";
import { RenewalRequestedBadge } from "./RenewalRequestedBadge.tsx";
import { StudentCard } from "./StudentCard.tsx";
import { StudentDrawer } from "./StudentDrawer.tsx";
import { StudentFilters } from "./StudentFilters.tsx";
import { StudentMenu } from "./StudentMenu.tsx";
import { DaysRemaining, StudentStatusBadge } from "./StudentStatus.tsx";

/** The students tab of /admin/users: search, filters, sort, paging (all in the address), export, actions. */
export function StudentsTab() {
  const { t, i18n } = useTranslation("admin");
  const { query, update, isDefault, openId, setOpenId } = useStudentQuery();
  const students = useStudents(query);
  const weekday = useWeekdayName("short");
  const [exporting, setExporting] = useState<number | null>(null);
  const { ask, dialog } = useConfirmedAction((action) => action === "delete" && setOpenId(null));

  const date = dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "Europe/Bucharest" });
  const kilobytes = numberFormat(i18n.language, { maximumFractionDigits: 0 });
  const schedule = (s: TStudentSummary) =>
    s.slots.map((slot) => `${weekday(slot.weekday)} ${slot.startTime}`).join(", ");

  const onExport = async () => {
    setExporting(0);
    try {
      await downloadFile(exportUrl(query), setExporting);
      notifications.show({ color: "green", message: t("students.exported") });
    } catch (error) {
      notifications.show({ color: "red", message: adminErrorMessage(error, "admin:students.errors.export") });
    } finally {
      setExporting(null);
    }
  };

  const page = students.data;

  return (
    <Stack gap="md">
      <StudentFilters query={query} update={update} isDefault={isDefault} />

      <Group justify="space-between">
        <Text aria-live="polite">{page ? t("students.total", { count: page.total }) : "\u00a0"}</Text>
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={exporting !== null}
          loaderProps={{ type: "dots" }}
          onClick={() => void onExport()}
        >
          {t("students.export")}
        </Button>
      </Group>
      {exporting !== null && (
        <Text size="sm" c="dimmed" role="status">
          {t("students.exporting")} {exporting > 0 ? `${kilobytes.format(exporting / 1024)} KB` : ""}
        </Text>
      )}

      <ListTable
        query={students}
        label={t("students.listLabel")}
        columns={[
          t("students.columns.name"),
          t("students.columns.contact"),
          t("students.columns.status"),
          t("students.columns.registeredAt"),
          t("students.columns.daysRemaining"),
          t("students.columns.schedule"),
          <VisuallyHidden key="actions">{t("students.columns.actions")}</VisuallyHidden>,
        ]}
        minWidth={880}
        empty={t("students.empty")}
        errorMessage={adminErrorMessage(students.error, "admin:students.errors.load")}
        retryLabel={t("dashboard.retry")}
        paging={{ page: query.page, onChange: (p) => update({ page: p }), label: t("students.pagination") }}
        row={(s) => (
          <Table.Tr key={s.id}>
            <Table.Td>
              <Anchor component="button" type="button" fw={600} ta="left" onClick={() => setOpenId(s.id)}>
                {s.fullName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t("students.fields.age")}: {s.age}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{s.email}</Text>
              <Text size="sm">{s.phone}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                <StudentStatusBadge status={s.status} />
                <RenewalRequestedBadge student={s} />
                <MedicalConsentWithdrawnBadge student={s} />
              </Group>
            </Table.Td>
            <Table.Td>{date.format(new Date(s.registeredAt))}</Table.Td>
            <Table.Td>
              <DaysRemaining student={s} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{schedule(s)}</Text>
            </Table.Td>
            <Table.Td>
              <StudentMenu student={s} onOpen={() => setOpenId(s.id)} onAsk={ask} />
            </Table.Td>
          </Table.Tr>
        )}
        card={(s) => (
          <StudentCard student={s} schedule={schedule(s)} onOpen={() => setOpenId(s.id)} onAsk={ask} />
        )}
      />

      <StudentDrawer id={openId} onClose={() => setOpenId(null)} onAsk={ask} />
      {dialog}
    </Stack>
  );
}
