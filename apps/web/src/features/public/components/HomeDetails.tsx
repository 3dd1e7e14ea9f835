import { Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { useClub } from "../api/get-club.ts";
import classes from "../routes/page.module.css";
import { LoadError, LoadingLines } from "./ClubDataState.tsx";
import { ContactList } from "./ContactLinks.tsx";
import { CourseCards } from "./CourseCards.tsx";
import { OfficeHours } from "./OfficeHours.tsx";
import { Schedule } from "./Schedule.tsx";

/** The home page below the fold: courses and the week's schedule, then how to reach the club. */
export function HomeDetails() {
  const { t } = useTranslation("public");
  const club = useClub();
  const data = club.data;
  return (
    <>
      <Box component="section" aria-labelledby="courses-title">
        <Title order={2} id="courses-title" mb="lg">
          {t("home.courses.title")}
        </Title>
        {club.status === "loading" && (
          <Card>
            <LoadingLines lines={6} label={t("state.loadingClub")} />
          </Card>
        )}
        {club.status === "error" && (
          <LoadError error={club.error} onRetry={club.retry} title={t("state.clubLoadFailed")} />
        )}
        {data && (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Stack gap="lg">
              <CourseCards slots={data.slots} />
            </Stack>
            <Card className={classes.wide} p={{ base: "sm", xs: "lg" }}>
              <Title order={3} mb="sm" id="schedule-title">
                {t("home.courses.scheduleTitle")}
              </Title>
              <Schedule slots={data.slots} />
              <Text size="sm" c="dimmed" mt="sm">
                {t("home.courses.scheduleNote")}
              </Text>
            </Card>
          </SimpleGrid>
        )}
      </Box>

      <Box component="section" aria-labelledby="contact-title">
        <Title order={2} id="contact-title" mb="lg">
          {t("home.contact.title")}
        </Title>
        {club.status === "loading" && (
          <Card>
            <LoadingLines lines={4} label={t("state.loadingClub")} />
          </Card>
        )}
        {club.status === "error" && (
          <LoadError error={club.error} onRetry={club.retry} title={t("state.clubLoadFailed")} />
        )}
        {data && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card>
              <ContactList profile={data.profile} only={["phone", "whatsapp", "email", "address"]} />
            </Card>
            <Card>
              <Stack gap="sm" h="100%">
                <Title order={3} size="h4">
                  {t("officeHours.title")}
                </Title>
                <OfficeHours hours={data.profile.officeHours} />
                <Text size="sm" c="dimmed">
                  {t("officeHours.note")}
                </Text>
                <Group mt="auto">
                  <Button
                    component={Link}
                    to={paths.contact}
                    variant="light"
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                  >
                    {t("home.contact.more")}
                  </Button>
                </Group>
              </Stack>
            </Card>
          </SimpleGrid>
        )}
      </Box>
    </>
  );
}
