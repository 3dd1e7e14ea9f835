import type { TClubProfile } from "@bazin/shared/contracts/club";
import {
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import classes from "./Hero.module.css";

type StatKey = "instructors" | "years" | "days" | "poolIndoor" | "poolOutdoor";

interface HeroProps {
  /** The club's figures; undefined while they load (placeholders keep the layout still). */
  profile: TClubProfile | undefined;
  /** The figures could not be loaded: the hero shows its text and dashes. */
  failed?: boolean;
}

/** Top of the home page: what the school is, its key figures from the club profile and the way to sign up. */
export function Hero({ profile, failed = false }: HeroProps) {
  const { t } = useTranslation("public");
  const stats: { key: StatKey; value: string | null; count: number }[] = profile
    ? [
        { key: "instructors", value: String(profile.statInstructors), count: profile.statInstructors },
        { key: "years", value: `${profile.statYears}+`, count: profile.statYears },
        { key: "days", value: String(profile.statDaysPerWeek), count: profile.statDaysPerWeek },
        {
          key: profile.poolIndoor ? "poolIndoor" : "poolOutdoor",
          value: t("home.stats.poolValue", { meters: profile.poolLengthMeters }),
          count: 1,
        },
      ]
    : (["instructors", "years", "days", "poolIndoor"] as const).map((key) => ({
        key,
        value: null,
        count: 5,
      }));
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
        <SimpleGrid
          component="dl"
          cols={{ base: 2, sm: 4 }}
          spacing="md"
          className={classes.stats}
          aria-busy={!profile && !failed}
        >
          {stats.map((stat) => (
            <div key={stat.key} className={classes.stat}>
              <dt className={classes.statLabel}>{t(`home.stats.${stat.key}`, { count: stat.count })}</dt>
              <dd className={classes.statValue}>
                {stat.value ??
                  (failed ? (
                    <>
                      <span aria-hidden="true">–</span>
                      <VisuallyHidden>{t("home.stats.unavailable")}</VisuallyHidden>
                    </>
                  ) : (
                    <Skeleton height="1em" width="2.5ch" radius="sm" className={classes.statSkeleton} />
                  ))}
              </dd>
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
