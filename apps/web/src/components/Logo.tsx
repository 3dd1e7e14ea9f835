import { Group, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconSwimming } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The club's mark and name, linking to `to`. */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t("appNameHome")}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="xl" variant="filled" aria-hidden>
          <IconSwimming size={22} stroke={1.8} />
        </ThemeIcon>
        <Text fw={700} size="lg" c="lagoon.9" visibleFrom="xs" style={{ whiteSpace: "nowrap" }}>
          {t("appName")}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
