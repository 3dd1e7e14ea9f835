import { Box, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingWarehouse, IconClipboardCheck, IconMoodKid, IconSwimming } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";
import { Hero } from "../components/Hero.tsx";
import { Schedule } from "../components/Schedule.tsx";

const FEATURES = [
  { key: "children", icon: IconMoodKid },
  { key: "adults", icon: IconSwimming },
  { key: "pool", icon: IconBuildingWarehouse },
  { key: "online", icon: IconClipboardCheck },
] as const;

/** Public home: hero, what we offer, schedule, and the call to register. */
export function HomePage() {
  const { t } = useTranslation("public");
  usePageTitle(undefined);
  return (
    <>
      <Hero />
      <Container size="lg" py={56}>
        <Stack gap={56}>
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
          <Box component="section" aria-labelledby="schedule-title">
            <Title order={2} id="schedule-title" mb="lg">
              {t("home.schedule.title")}
            </Title>
            <Schedule />
          </Box>
          <Card component="section" aria-labelledby="cta-title" bg="lagoon.0" withBorder={false} p="xl">
            <Stack align="center" ta="center" gap="md">
              <Title order={2} id="cta-title">
                {t("home.cta.title")}
              </Title>
              <Text maw={560}>{t("home.cta.body")}</Text>
              <Button component={Link} to={paths.registration} size="lg">
                {t("home.cta.button")}
              </Button>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
