import type { TStudentSummary } from "@bazin/shared/contracts/students";
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Pagination,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDots, IconDownload, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useWeekdayName } from "../../public/lib/use-weekday-name.ts";
import { useClub } from "../../registration/api/get-club.ts";
import { exportUrl, type StudentAction, useStudentAction, useStudents } from "../api/students.ts";
import { downloadFile } from "../lib/download.ts";
import { type AdminErrorKey, adminErrorMessage } from "../lib/errors.ts";
import { useStudentQuery } from "../lib/use-student-query.ts";
import { ConfirmAction } from "./ConfirmAction.tsx";
import { StudentDrawer } from "./StudentDrawer.tsx";

/** What failed, by action, in the words of spec §8 Users. */
export const ACTION_ERROR: Record<StudentAction, AdminErrorKey> = {
  activate: "admin:students.errors.status",
  expire: "admin:students.errors.status",
  renew: "admin:students.errors.status",
  delete: "admin:students.errors.delete",
  invite: "admin:students.errors.invite",
};

export interface PendingAction {
  action: StudentAction;
  student: Pick<TStudentSummary, "id" | "fullName">;
}

/** Runs a confirmed student action and says how it went. */
export function useConfirmedAction(onDone?: (action: StudentAction) => void) {
  const { t } = useTranslation("admin");
  const mutation = useStudentAction();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const confirm = () => {
    if (!pending) return;
    const { action, student } = pending;
    mutation.mutate(
      { action, id: student.id },
      {
        onSuccess: (result) => {
          const email = (result as { email?: string } | undefined)?.email ?? "";
          notifications.show({ color: "green", message: t(`students.done.${action}`, { email }) });
          setPending(null);
          onDone?.(action);
        },
        onError: (error) => {
          notifications.show({ color: "red", message: adminErrorMessage(error, ACTION_ERROR[action]) });
          setPending(null);
        },
      },
    );
  };
  const dialog = (
    <ConfirmAction
      opened={!!pending}
      message={pending ? t(`students.confirm.${pending.action}`, { name: pending.student.fullName }) : ""}
      confirmLabel={pending ? t(`students.actions.${pending.action}`) : ""}
      danger={pending?.action === "delete"}
      loading={mutation.isPending}
      onConfirm={confirm}
      onClose={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}

/** The students tab of /admin/users: search, filters, sort, paging (all in the address), export, actions. */
export function StudentsTab() {
  const { t, i18n } = useTranslation("admin");
  const { query, update, isDefault } = useStudentQuery();
  const students = useStudents(query);
  const club = useClub();
  const weekday = useWeekdayName("short");
  const [search, setSearch] = useState(query.q ?? "");
  const [debounced] = useDebouncedValue(search, 300);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);
  const { ask, dialog } = useConfirmedAction((action) => action === "delete" && setOpenId(null));

  useEffect(() => {
    if ((debounced.trim() || undefined) !== query.q) update({ q: debounced.trim() || undefined });
  }, [debounced, query.q, update]);

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "Europe/Bucharest" });
  const kilobytes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });

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

  const slotOptions =
    club.data?.slots.map((s) => ({ value: s.id, label: `${weekday(s.weekday)} ${s.startTime}` })) ?? [];
  const page = students.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput
          label={t("students.search")}
          placeholder={t("students.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        <Select
          label={t("students.filters.status")}
          placeholder={t("students.filters.any")}
          clearable
          data={[
            { value: "active", label: t("students.status.active") },
            { value: "expired", label: t("students.status.expired") },
          ]}
          value={query.status ?? null}
          onChange={(v) => update({ status: (v as "active" | "expired" | null) ?? undefined })}
        />
        <Select
          label={t("students.filters.slot")}
          placeholder={t("students.filters.any")}
          clearable
          data={slotOptions}
          value={query.slotId ?? null}
          onChange={(v) => update({ slotId: v ?? undefined })}
        />
        <Select
          label={t("students.filters.ageGroup")}
          placeholder={t("students.filters.any")}
          clearable
          data={[
            { value: "children", label: t("students.ageGroup.children") },
            { value: "adults", label: t("students.ageGroup.adults") },
          ]}
          value={query.ageGroup ?? null}
          onChange={(v) => update({ ageGroup: (v as "children" | "adults" | null) ?? undefined })}
        />
        <Select
          label={t("students.sort.label")}
          allowDeselect={false}
          data={[
            { value: "registeredAt", label: t("students.sort.registeredAt") },
            { value: "name", label: t("students.sort.name") },
            { value: "daysRemaining", label: t("students.sort.daysRemaining") },
          ]}
          value={query.sort}
          onChange={(v) => v && update({ sort: v as typeof query.sort })}
        />
        <Select
          label={`${t("students.sort.asc")} / ${t("students.sort.desc")}`}
          allowDeselect={false}
          data={[
            { value: "asc", label: t("students.sort.asc") },
            { value: "desc", label: t("students.sort.desc") },
          ]}
          value={query.dir}
          onChange={(v) => v && update({ dir: v as "asc" | "desc" })}
        />
        <Checkbox
          mt={{ base: 0, sm: 30 }}
          label={t("students.filters.expiring")}
          checked={query.expiring}
          onChange={(e) => update({ expiring: e.currentTarget.checked })}
        />
        <Group mt={{ base: 0, sm: 24 }} gap="xs">
          {!isDefault && (
            <Button
              variant="subtle"
              onClick={() => {
                setSearch("");
                update({
                  q: undefined,
                  status: undefined,
                  slotId: undefined,
                  ageGroup: undefined,
                  expiring: false,
                  sort: "registeredAt",
                  dir: "desc",
                });
              }}
            >
              {t("students.filters.reset")}
            </Button>
          )}
        </Group>
      </SimpleGrid>

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

      {students.isError && (
        <RetryAlert
          message={adminErrorMessage(students.error, "admin:students.errors.load")}
          retryLabel={t("dashboard.retry")}
          onRetry={() => void students.refetch()}
          retrying={students.isFetching}
        />
      )}

      {!page && !students.isError ? (
        <Skeleton h={240} />
      ) : page && page.items.length === 0 ? (
        <Text c="dimmed">{t("students.empty")}</Text>
      ) : page ? (
        <ScrollArea type="auto" offsetScrollbars>
          <Table miw={880} striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("students.columns.name")}</Table.Th>
                <Table.Th>{t("students.columns.contact")}</Table.Th>
                <Table.Th>{t("students.columns.status")}</Table.Th>
                <Table.Th>{t("students.columns.registeredAt")}</Table.Th>
                <Table.Th>{t("students.columns.daysRemaining")}</Table.Th>
                <Table.Th>{t("students.columns.schedule")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("students.columns.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.items.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      ta="left"
                      onClick={() => setOpenId(s.id)}
                    >
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
                    <Badge color={s.status === "active" ? "green" : "gray"} variant="light">
                      {t(`students.status.${s.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{date.format(new Date(s.registeredAt))}</Table.Td>
                  <Table.Td>
                    <Text c={s.status === "active" && s.daysRemaining <= 7 ? "red.8" : undefined} fw={500}>
                      {s.daysRemaining}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {s.slots.map((slot) => `${weekday(slot.weekday)} ${slot.startTime}`).join(", ")}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StudentMenu student={s} onOpen={() => setOpenId(s.id)} onAsk={ask} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : null}

      {page && pages > 1 && (
        <Pagination
          total={pages}
          value={query.page}
          onChange={(p) => update({ page: p })}
          getControlProps={(control) => ({ "aria-label": `${t("students.pagination")}: ${control}` })}
          getItemProps={(p) => ({ "aria-label": `${t("students.pagination")} ${p}` })}
        />
      )}

      <StudentDrawer id={openId} onClose={() => setOpenId(null)} onAsk={ask} />
      {dialog}
    </Stack>
  );
}

function StudentMenu({
  student,
  onOpen,
  onAsk,
}: {
  student: TStudentSummary;
  onOpen: () => void;
  onAsk: (pending: PendingAction) => void;
}) {
  const { t } = useTranslation("admin");
  const item = (action: StudentAction) => (
    <Menu.Item
      key={action}
      color={action === "delete" ? "red" : undefined}
      onClick={() => onAsk({ action, student })}
    >
      {t(`students.actions.${action}`)}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t("students.actionsOf", { name: student.fullName })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onOpen}>{t("students.details")}</Menu.Item>
        {item("renew")}
        {student.status === "active" ? item("expire") : item("activate")}
        {!student.hasAccount && item("invite")}
        <Menu.Divider />
        {item("delete")}
      </Menu.Dropdown>
    </Menu>
  );
}
