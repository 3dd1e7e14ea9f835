import type { TAccount } from "@bazin/shared/contracts/accounts";
import type { Role } from "@bazin/shared/domain/roles";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AccountName, AccountStatusBadge, ActiveButton, RoleSelect } from "./AccountControls.tsx";

/** One account on a phone: who it is, its status, and its role and activation within a thumb's reach. */
export function AccountCard({
  account: a,
  self,
  onRole,
  onToggleActive,
}: {
  account: TAccount;
  /** The signed-in admin's own account: its role and activation cannot be changed here. */
  self: boolean;
  onRole: (role: Role) => void;
  onToggleActive: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
          <Text fw={600}>
            <AccountName account={a} self={self} />
          </Text>
          <Text size="sm" c="dimmed">
            {t("accounts.username")}: {a.username}
          </Text>
          <Text size="sm">{a.email ?? "—"}</Text>
        </Stack>
        <AccountStatusBadge account={a} />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <RoleSelect account={a} self={self} onChange={onRole} size="sm" />
        {!self && <ActiveButton account={a} onClick={onToggleActive} size="sm" />}
      </Group>
    </Stack>
  );
}
