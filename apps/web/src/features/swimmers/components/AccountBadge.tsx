import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Whether the swimmer's student has signed up for an account (the invitation went through). */
export function AccountBadge({ hasAccount, long = false }: { hasAccount: boolean; long?: boolean }) {
  const { t } = useTranslation("admin");
  const words = long
    ? t(hasAccount ? "advancedSwimmers.account.yes" : "advancedSwimmers.account.no")
    : t(hasAccount ? "advancedSwimmers.yes" : "advancedSwimmers.no");
  return (
    <Badge
      variant="light"
      miw="max-content"
      color={hasAccount ? "green" : "gray"}
      styles={{ label: { color: `var(--mantine-color-${hasAccount ? "green" : "gray"}-9)` } }}
    >
      {words}
    </Badge>
  );
}
