import type { TAccount } from "@bazin/shared/contracts/accounts";
import { ZCreateInvitationRequest } from "@bazin/shared/contracts/auth";
import type { Role } from "@bazin/shared/domain/roles";
import {
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePortalUser } from "../../../app/layouts/portal-context.ts";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { type AccountChange, useAccounts, useChangeAccount, useInviteAccount } from "../api/accounts.ts";
import { adminErrorMessage } from "../lib/errors.ts";
import { ConfirmAction } from "./ConfirmAction.tsx";
import { PendingInvitations } from "./PendingInvitations.tsx";

const ROLE_OPTIONS: Role[] = ["admin", "coach", "swimmer", "user"];

/** The accounts tab of /admin/users (admins only): invite coaches and admins, change roles, deactivate. */
export function AccountsTab() {
  const { t } = useTranslation("admin");
  const me = usePortalUser();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const accounts = useAccounts(q, page);
  const change = useChangeAccount();
  const [pending, setPending] = useState<{ change: AccountChange; account: TAccount } | null>(null);
  const [inviting, setInviting] = useState(false);
  const roleLabel = (role: string) => t(`accounts.roles.${role as Role}`);
  const name = (a: TAccount) => `${a.firstName} ${a.lastName}`;

  const confirm = () => {
    if (!pending) return;
    change.mutate(pending.change, {
      onSuccess: () => notifications.show({ color: "green", message: t("accounts.saved") }),
      onError: (error) =>
        notifications.show({ color: "red", message: adminErrorMessage(error, "admin:accounts.errors.save") }),
      onSettled: () => setPending(null),
    });
  };
  const data = accounts.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t("students.search")}
          placeholder={t("accounts.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
          {t("accounts.invite")}
        </Button>
      </Group>
      {accounts.isError && (
        <RetryAlert
          message={adminErrorMessage(accounts.error, "admin:accounts.errors.load")}
          retryLabel={t("dashboard.retry")}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {!data && !accounts.isError ? (
        <Skeleton h={200} />
      ) : data && data.items.length === 0 ? (
        <Text c="dimmed">{t("accounts.empty")}</Text>
      ) : data ? (
        <ScrollArea type="auto" offsetScrollbars>
          <Table miw={720} striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("accounts.lastName")}</Table.Th>
                <Table.Th>{t("accounts.username")}</Table.Th>
                <Table.Th>{t("accounts.email")}</Table.Th>
                <Table.Th>{t("accounts.role")}</Table.Th>
                <Table.Th>{t("accounts.state")}</Table.Th>
                <Table.Th>{t("students.columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((a) => {
                const self = a.id === me.id;
                return (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      {name(a)}{" "}
                      {self && (
                        <Text span c="dimmed">
                          {t("accounts.you")}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{a.username}</Table.Td>
                    <Table.Td>{a.email ?? "—"}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t("accounts.roleOf", { name: name(a) })}
                        size="xs"
                        w={150}
                        allowDeselect={false}
                        disabled={self}
                        data={ROLE_OPTIONS.map((r) => ({ value: r, label: roleLabel(r) }))}
                        value={a.role}
                        onChange={(role) =>
                          role &&
                          role !== a.role &&
                          setPending({ change: { id: a.id, role: role as Role }, account: a })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Badge color={a.active ? "green" : "gray"} variant="light">
                        {a.active ? t("accounts.active") : t("accounts.inactive")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {!self && (
                        <Button
                          size="xs"
                          variant={a.active ? "light" : "default"}
                          color={a.active ? "red" : undefined}
                          onClick={() => setPending({ change: { id: a.id, active: !a.active }, account: a })}
                        >
                          {a.active ? t("accounts.deactivate") : t("accounts.reactivate")}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : null}
      {data && pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ "aria-label": `${t("students.pagination")}: ${control}` })}
          getItemProps={(p) => ({ "aria-label": `${t("students.pagination")} ${p}` })}
        />
      )}
      <PendingInvitations />
      <ConfirmAction
        opened={!!pending}
        message={
          !pending
            ? ""
            : "role" in pending.change
              ? t("accounts.confirmRole", {
                  name: name(pending.account),
                  role: roleLabel(pending.change.role),
                })
              : pending.change.active
                ? `${t("accounts.reactivate")}: ${name(pending.account)}?`
                : t("accounts.confirmDeactivate", { name: name(pending.account) })
        }
        confirmLabel={
          !pending
            ? ""
            : "role" in pending.change
              ? t("accounts.role")
              : pending.change.active
                ? t("accounts.reactivate")
                : t("accounts.deactivate")
        }
        danger={!!pending && "active" in pending.change && !pending.change.active}
        loading={change.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      <InviteModal opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}

function InviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(["admin", "validation", "common"]);
  const invite = useInviteAccount();
  const [values, setValues] = useState({ email: "", firstName: "", lastName: "", role: "coach" as Role });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: "email" | "firstName" | "lastName") => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [key]: e.currentTarget.value }),
    error: errors[key] ? t(`validation:${errors[key]}` as "validation:emailInvalid") : undefined,
    required: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateInvitationRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (created) => {
        notifications.show({ color: "green", message: t("accounts.invited", { email: created.email }) });
        setValues({ email: "", firstName: "", lastName: "", role: "coach" });
        onClose();
      },
      onError: (error) =>
        notifications.show({
          color: "red",
          message: adminErrorMessage(error, "admin:accounts.errors.invite"),
        }),
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("accounts.inviteTitle")}
      centered
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t("accounts.email")} type="email" autoComplete="off" {...field("email")} />
          <TextInput label={t("accounts.firstName")} {...field("firstName")} />
          <TextInput label={t("accounts.lastName")} {...field("lastName")} />
          <Select
            label={t("accounts.role")}
            allowDeselect={false}
            data={(["coach", "admin"] as const).map((r) => ({ value: r, label: t(`accounts.roles.${r}`) }))}
            value={values.role}
            onChange={(role) => role && setValues({ ...values, role: role as Role })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("students.confirm.cancel")}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t("accounts.inviteSend")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
