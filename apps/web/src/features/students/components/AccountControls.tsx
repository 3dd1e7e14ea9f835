import type { TAccount } from "@bazin/shared/contracts/accounts";
import { ROLES, type Role } from "@bazin/shared/domain/roles";
import { Badge, Button, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** An account's name, marked "(dvs.)" when it is the signed-in admin's own. */
export function AccountName({ account, self }: { account: TAccount; self: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <>
      {accountName(account)}{" "}
      {self && (
        <Text span inherit c="dimmed" fw={400}>
          {t("accounts.you")}
        </Text>
      )}
    </>
  );
}

export const accountName = (a: TAccount) => `${a.firstName} ${a.lastName}`;

/** Changes an account's role; an admin cannot change their own (they could lock themselves out). */
export function RoleSelect({
  account,
  self,
  onChange,
  size = "xs",
}: {
  account: TAccount;
  self: boolean;
  onChange: (role: Role) => void;
  size?: "xs" | "sm";
}) {
  const { t } = useTranslation("admin");
  return (
    <Select
      aria-label={t("accounts.roleOf", { name: accountName(account) })}
      size={size}
      w={size === "xs" ? 150 : undefined}
      flex={size === "xs" ? undefined : 1}
      allowDeselect={false}
      disabled={self}
      data={ROLES.map((r) => ({ value: r, label: t(`accounts.roles.${r}`) }))}
      value={account.role}
      onChange={(role) => role && role !== account.role && onChange(role as Role)}
    />
  );
}

/** Whether the account may sign in. `miw`: the badge's word stays whole in a squeezed table column. */
export function AccountStatusBadge({ account }: { account: TAccount }) {
  const { t } = useTranslation("admin");
  return (
    <Badge color={account.active ? "green" : "gray"} variant="light" miw="max-content">
      {account.active ? t("accounts.active") : t("accounts.inactive")}
    </Badge>
  );
}

/** Deactivates or reactivates an account (not one's own). */
export function ActiveButton({
  account,
  onClick,
  size = "xs",
}: {
  account: TAccount;
  onClick: () => void;
  size?: "xs" | "sm";
}) {
  const { t } = useTranslation("admin");
  return (
    <Button
      size={size}
      variant={account.active ? "light" : "default"}
      color={account.active ? "red" : undefined}
      onClick={onClick}
    >
      {account.active ? t("accounts.deactivate") : t("accounts.reactivate")}
    </Button>
  );
}
