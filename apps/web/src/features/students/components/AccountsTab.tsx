import type { TAccount } from "@bazin/shared/contracts/accounts";
import { ROLES, type Role } from "@bazin/shared/domain/roles";
import { Button, Group, Select, Stack, Table, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePortalUser } from "../../../app/layouts/portal-context.ts";
import { ListTable } from "../../../components/ListTable.tsx";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { type AccountChange, useAccounts, useChangeAccount } from "../api/accounts.ts";
import { AccountCard } from "./AccountCard.tsx";
import {
  AccountName,
  AccountStatusBadge,
  ActiveButton,
  accountName,
  RoleSelect,
} from "./AccountControls.tsx";
import { ConfirmAction } from "./ConfirmAction.tsx";
import { InviteAccountModal } from "./InviteAccountModal.tsx";
import { PendingInvitations } from "./PendingInvitations.tsx";

/** The accounts tab of /admin/users (admins only): invite coaches and admins, change roles, deactivate. */
export function AccountsTab() {
  const { t } = useTranslation("admin");
  const me = usePortalUser();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<Role | null>(null);
  const [page, setPage] = useState(1);
  const accounts = useAccounts({ q, role, page });
  const change = useChangeAccount();
  const [pending, setPending] = useState<{ change: AccountChange; account: TAccount } | null>(null);
  const [inviting, setInviting] = useState(false);
  const roleLabel = (r: Role) => t(`accounts.roles.${r}`);
  const askRole = (a: TAccount) => (r: Role) => setPending({ change: { id: a.id, role: r }, account: a });
  const askActive = (a: TAccount) => () =>
    setPending({ change: { id: a.id, active: !a.active }, account: a });

  const confirm = () => {
    if (!pending) return;
    change.mutate(pending.change, {
      onSuccess: () => notifications.show({ color: "green", message: t("accounts.saved") }),
      onError: (error) =>
        notifications.show({ color: "red", message: adminErrorMessage(error, "admin:accounts.errors.save") }),
      onSettled: () => setPending(null),
    });
  };
  const name = pending ? accountName(pending.account) : "";

  return (
    <Stack gap="md">
      {/* Search and role grow to share a line; on a phone the role and the invite button wrap together
          under a full-width search. */}
      <Group align="flex-end" gap="sm">
        <TextInput
          flex="1 1 240px"
          maw={{ sm: 360 }}
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
        <Select
          flex="1 1 120px"
          maw={{ sm: 220 }}
          label={t("accounts.role")}
          placeholder={t("accounts.anyRole")}
          clearable
          data={ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
          value={role}
          onChange={(value) => {
            setRole(value as Role | null);
            setPage(1);
          }}
        />
        <Button
          ml="auto"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setInviting(true)}
        >
          {t("accounts.invite")}
        </Button>
      </Group>
      <ListTable
        query={accounts}
        label={t("accounts.listLabel")}
        columns={[
          t("accounts.name"),
          t("accounts.username"),
          t("accounts.email"),
          t("accounts.role"),
          t("accounts.state"),
          t("students.columns.actions"),
        ]}
        minWidth={720}
        empty={t("accounts.empty")}
        errorMessage={adminErrorMessage(accounts.error, "admin:accounts.errors.load")}
        retryLabel={t("dashboard.retry")}
        paging={{ page, onChange: setPage, label: t("students.pagination") }}
        row={(a) => {
          const self = a.id === me.id;
          return (
            <Table.Tr key={a.id}>
              <Table.Td>
                <AccountName account={a} self={self} />
              </Table.Td>
              <Table.Td>{a.username}</Table.Td>
              <Table.Td>{a.email ?? "—"}</Table.Td>
              <Table.Td>
                <RoleSelect account={a} self={self} onChange={askRole(a)} />
              </Table.Td>
              <Table.Td>
                <AccountStatusBadge account={a} />
              </Table.Td>
              <Table.Td>{!self && <ActiveButton account={a} onClick={askActive(a)} />}</Table.Td>
            </Table.Tr>
          );
        }}
        card={(a) => (
          <AccountCard account={a} self={a.id === me.id} onRole={askRole(a)} onToggleActive={askActive(a)} />
        )}
      />
      <PendingInvitations />
      <ConfirmAction
        opened={!!pending}
        message={
          !pending
            ? ""
            : "role" in pending.change
              ? t("accounts.confirmRole", { name, role: roleLabel(pending.change.role) })
              : pending.change.active
                ? t("accounts.confirmReactivate", { name })
                : t("accounts.confirmDeactivate", { name })
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
      <InviteAccountModal opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
