import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { Avatar, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Who is signed in: name, username and role, from the session. */
export function SignedInCard({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        {t("portal.home.signedInTitle")}
      </Title>
      <Group wrap="nowrap" align="center">
        <Avatar color="lagoon" radius="xl" size="lg" aria-hidden>
          {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Stack gap={2}>
          <Text fw={600} size="lg" data-testid="signed-in-name">
            {user.firstName} {user.lastName}
          </Text>
          <Text size="sm" c="dimmed">
            {t("portal.home.username", { username: user.username })}
          </Text>
          <Badge variant="light" data-testid="signed-in-role">
            {t(`roles.${user.role}`)}
          </Badge>
        </Stack>
      </Group>
    </Card>
  );
}
