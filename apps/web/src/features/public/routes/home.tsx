import { Box, Button, Card, Container, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { useClub } from "../api/get-club.ts";
import { Features } from "../components/Features.tsx";
import { Hero } from "../components/Hero.tsx";
import classes from "./page.module.css";

// Below the fold: loaded right after the first paint, to keep the home page's first load small (ADR 008).
const HomeDetails = lazy(() =>
  import("../components/below-the-fold.ts").then((module) => ({ default: module.HomeDetails })),
);

/** Public home: hero with the club's figures, what we offer, courses and schedule, contact, call to register. */
export function HomePage() {
  const { t } = useTranslation("public");
  const club = useClub();
  return (
    <>
      <Hero profile={club.data?.profile} failed={club.status === "error"} />
      <Container size="lg" py={56}>
        <Stack gap={56}>
          <Features />
          <Suspense fallback={<Box className={classes.detailsPlaceholder} aria-hidden="true" />}>
            <HomeDetails />
          </Suspense>
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
