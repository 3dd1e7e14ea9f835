import { mailtoUrl, telUrl } from "@bazin/shared/domain/contact-links";
import { Anchor, Box, Container, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { useClub } from "../api/get-club.ts";
import { addressLine } from "../lib/club-format.ts";
import { OfficeHours } from "./OfficeHours.tsx";
import classes from "./PublicFooter.module.css";

function FooterSkeleton() {
  return (
    <Stack gap={8} aria-hidden="true">
      <Skeleton height={14} width="90%" className={classes.skeleton} />
      <Skeleton height={14} width="60%" className={classes.skeleton} />
      <Skeleton height={14} width="75%" className={classes.skeleton} />
    </Stack>
  );
}

/** Footer of the public pages: who we are, how to reach us and when, and the legal pages. */
export function PublicFooter() {
  const { t } = useTranslation(["public", "common"]);
  const club = useClub();
  const profile = club.data?.profile;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} size="h4" c="white">
              {profile?.shortName ?? t("common:appName")}
            </Title>
            <Text size="sm">{t("public:footer.about")}</Text>
            {profile && (
              <Anchor
                href={profile.socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
              >
                {t("public:footer.social")}
              </Anchor>
            )}
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h5" c="white">
              {t("public:footer.contactTitle")}
            </Title>
            {profile ? (
              <>
                <Text size="sm">
                  {addressLine(profile, (county) => t("public:contact.county", { county }))}
                </Text>
                <Anchor href={telUrl(profile.phone)} className={classes.link}>
                  {profile.phone}
                </Anchor>
                <Anchor href={mailtoUrl(profile.email)} className={classes.link}>
                  {profile.email}
                </Anchor>
              </>
            ) : club.status === "error" ? (
              <Anchor component={Link} to={paths.contact} className={classes.link}>
                {t("public:nav.contact")}
              </Anchor>
            ) : (
              <FooterSkeleton />
            )}
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h5" c="white">
              {t("public:officeHours.title")}
            </Title>
            {profile ? (
              <OfficeHours hours={profile.officeHours} size="sm" />
            ) : club.status === "error" ? null : (
              <FooterSkeleton />
            )}
          </Stack>
          <Box component="nav" aria-label={t("public:footer.linksLabel")}>
            <Stack gap={6} align="flex-start">
              <Title order={2} size="h5" c="white">
                {t("public:footer.linksTitle")}
              </Title>
              <Anchor component={Link} to={paths.contact} className={classes.link}>
                {t("public:nav.contact")}
              </Anchor>
              <Anchor component={Link} to={paths.privacy} className={classes.link}>
                {t("public:footer.privacy")}
              </Anchor>
              <Anchor component={Link} to={paths.terms} className={classes.link}>
                {t("public:footer.terms")}
              </Anchor>
              <Anchor component={Link} to={paths.myRegistration} className={classes.link}>
                {t("public:footer.myRegistration")}
              </Anchor>
              <Anchor component={Link} to={paths.developer} className={classes.link}>
                {t("public:footer.developer")}
              </Anchor>
            </Stack>
          </Box>
        </SimpleGrid>
        <Text size="sm" mt="xl" pt="md" className={classes.copyright}>
          {t("public:footer.copyright", {
            year: new Date().getFullYear(),
            name: profile?.name ?? t("common:appName"),
          })}
        </Text>
      </Container>
    </Box>
  );
}
