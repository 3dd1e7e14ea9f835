import { Box, Card, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBuildingWarehouse,
  IconCertificate,
  IconClipboardCheck,
  IconUsersGroup,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const FEATURES = [
  { key: "instructors", icon: IconUsersGroup },
  { key: "pool", icon: IconBuildingWarehouse },
  { key: "groups", icon: IconCertificate },
  { key: "online", icon: IconClipboardCheck },
] as const;

/** What the school offers, in four cards. */
export function Features() {
  const { t } = useTranslation("public");
  return (
    <Box component="section" aria-labelledby="features-title">
      <Title order={2} id="features-title" mb="lg">
        {t("home.features.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Card key={key}>
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {t(`home.features.${key}.title`)}
            </Title>
            <Text mt="xs" size="sm">
              {t(`home.features.${key}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Box>
  );
}
