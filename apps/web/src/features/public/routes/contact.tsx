import { googleMapsUrl, wazeUrl } from "@bazin/shared/domain/contact-links";
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCheck, IconMap2, IconNavigation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n.ts";
import { useClub } from "../api/get-club.ts";
import { LoadError, LoadingLines } from "../components/ClubDataState.tsx";
import { ContactList } from "../components/ContactLinks.tsx";
import { CourseCards } from "../components/CourseCards.tsx";
import { InstructorCard } from "../components/InstructorCard.tsx";
import { OfficeHours } from "../components/OfficeHours.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { Schedule } from "../components/Schedule.tsx";
import { addressLine } from "../lib/club-format.ts";
import "./mantine-styles.ts";
import classes from "./page.module.css";

/** /contact — ways to reach the club, where it is, who teaches, when, and what the pool has. */
export function ContactPage() {
  const { t } = useTranslation("public");
  const club = useClub();
  const data = club.data;
  const language = currentLanguage();
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <PageHeader title={t("contact.title")} intro={t("contact.intro")} />
      {club.status === "loading" && (
        <Card>
          <LoadingLines lines={8} label={t("state.loadingClub")} />
        </Card>
      )}
      {club.status === "error" && (
        <LoadError error={club.error} onRetry={club.retry} title={t("state.clubLoadFailed")} />
      )}
      {data && (
        <Stack gap={48}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card component="section" aria-labelledby="methods-title">
              <Title order={2} size="h3" id="methods-title" mb="md">
                {t("contact.methods.title")}
              </Title>
              <ContactList profile={data.profile} only={["phone", "whatsapp", "email", "social"]} />
            </Card>
            <Card component="section" aria-labelledby="location-title">
              <Stack gap="md" h="100%">
                <Title order={2} size="h3" id="location-title">
                  {t("contact.location.title")}
                </Title>
                <div>
                  <Text fw={700}>{data.profile.name}</Text>
                  <Text>{addressLine(data.profile, (county) => t("contact.county", { county }))}</Text>
                </div>
                <Text size="sm" c="dimmed">
                  {t("contact.location.mapsNote")}
                </Text>
                <Group gap="sm">
                  <Button
                    component="a"
                    href={googleMapsUrl(data.profile.latitude, data.profile.longitude)}
                    target="_blank"
                    rel="noopener noreferrer"
                    leftSection={<IconMap2 size={18} aria-hidden />}
                  >
                    {t("contact.location.googleMaps")}
                    <VisuallyHidden>{` ${t("contact.opensInNewTab")}`}</VisuallyHidden>
                  </Button>
                  <Button
                    component="a"
                    href={wazeUrl(data.profile.latitude, data.profile.longitude)}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    leftSection={<IconNavigation size={18} aria-hidden />}
                  >
                    {t("contact.location.waze")}
                    <VisuallyHidden>{` ${t("contact.opensInNewTab")}`}</VisuallyHidden>
                  </Button>
                </Group>
                <Box mt="xs">
                  <Title order={3} size="h5" mb={4}>
                    {t("officeHours.title")}
                  </Title>
                  <OfficeHours hours={data.profile.officeHours} />
                </Box>
              </Stack>
            </Card>
          </SimpleGrid>

          <Box component="section" aria-labelledby="instructors-title">
            <Title order={2} id="instructors-title" mb="lg">
              {t("contact.instructors.title")}
            </Title>
            {data.instructors.length === 0 ? (
              <Text c="dimmed">{t("contact.instructors.empty")}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {data.instructors.map((instructor) => (
                  <InstructorCard key={instructor.id} instructor={instructor} />
                ))}
              </SimpleGrid>
            )}
          </Box>

          <Box component="section" aria-labelledby="contact-schedule-title">
            <Title order={2} id="contact-schedule-title" mb="lg">
              {t("contact.schedule.title")}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              <Stack gap="lg">
                <CourseCards slots={data.slots} />
              </Stack>
              <Card className={classes.wide} p={{ base: "sm", xs: "lg" }}>
                <Schedule slots={data.slots} />
              </Card>
            </SimpleGrid>
          </Box>

          <Box component="section" aria-labelledby="facilities-title">
            <Title order={2} id="facilities-title" mb="lg">
              {t("contact.facilities.title")}
            </Title>
            <Card>
              <Text fw={600} mb="md">
                {t(
                  data.profile.poolIndoor
                    ? "contact.facilities.poolIndoor"
                    : "contact.facilities.poolOutdoor",
                  {
                    meters: data.profile.poolLengthMeters,
                  },
                )}
              </Text>
              {data.profile.facilities.length === 0 ? (
                <Text c="dimmed">{t("contact.facilities.empty")}</Text>
              ) : (
                <List
                  spacing="xs"
                  icon={
                    <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                >
                  {data.profile.facilities.map((facility) => (
                    <List.Item key={facility.ro}>{facility[language]}</List.Item>
                  ))}
                </List>
              )}
            </Card>
          </Box>
        </Stack>
      )}
    </Container>
  );
}
