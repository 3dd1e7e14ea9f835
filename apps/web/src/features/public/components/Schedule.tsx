import { Box, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./Schedule.module.css";

const ROWS = ["monWedFri", "tueThuChildren", "tueThuAdults"] as const;

/** Course schedule and office hours (spec §1). */
export function Schedule() {
  const { t } = useTranslation("public");
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <Box className={classes.wide}>
        <Card h="100%">
          <Title order={3} mb="sm">
            {t("home.schedule.coursesTitle")}
          </Title>
          <Box>
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">{t("home.schedule.days")}</th>
                  <th scope="col">{t("home.schedule.hours")}</th>
                  <th scope="col">{t("home.schedule.group")}</th>
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row}>
                    <th scope="row">{t(`home.schedule.rows.${row}.days`)}</th>
                    <td>{t(`home.schedule.rows.${row}.hours`)}</td>
                    <td>{t(`home.schedule.rows.${row}.group`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        </Card>
      </Box>
      <Box>
        <Card h="100%">
          <Stack gap="xs">
            <Title order={3}>{t("home.schedule.officeTitle")}</Title>
            <Text>{t("home.schedule.officeDays")}</Text>
            <Text fw={700} size="xl" c="lagoon.9">
              {t("home.schedule.officeHours")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("home.schedule.officeNote")}
            </Text>
          </Stack>
        </Card>
      </Box>
    </SimpleGrid>
  );
}
