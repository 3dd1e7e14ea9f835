import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import classes from "./Hero.module.css";

const STATS = ["instructors", "years", "days", "pool"] as const;

/** Top of the home page: what the school is, its key figures (spec §1) and the way to sign up. */
export function Hero() {
  const { t } = useTranslation("public");
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap="lg" maw={720}>
          <Text className={classes.kicker}>{t("home.hero.kicker")}</Text>
          <Title order={1} id="hero-title" className={classes.title}>
            {t("home.hero.title")}
          </Title>
          <Text size="lg" className={classes.lead}>
            {t("home.hero.lead")}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.registration} size="lg" variant="white" color="lagoon.9">
              {t("home.hero.cta")}
            </Button>
            <Button
              component={Link}
              to={paths.contact}
              size="lg"
              variant="outline"
              className={classes.secondary}
            >
              {t("home.hero.contact")}
            </Button>
          </Group>
        </Stack>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" mt={48} className={classes.stats}>
          {STATS.map((stat) => (
            <div key={stat} className={classes.stat}>
              <dt className={classes.statLabel}>{t(`home.stats.${stat}.label`)}</dt>
              <dd className={classes.statValue}>{t(`home.stats.${stat}.value`)}</dd>
            </div>
          ))}
        </SimpleGrid>
      </Container>
      <svg className={classes.wave} viewBox="0 0 1440 80" preserveAspectRatio="none" aria-hidden="true">
        <path d="M0,40 C240,80 480,0 720,32 C960,64 1200,16 1440,40 L1440,80 L0,80 Z" />
      </svg>
    </Box>
  );
}
