import type { TInstructor } from "@bazin/shared/contracts/club";
import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n.ts";
import { useWeekdayName } from "../../../lib/use-weekday-name.ts";
import classes from "./InstructorCard.module.css";

/** An instructor: photo, name, the days they teach and a few words about them. */
export function InstructorCard({ instructor }: { instructor: TInstructor }) {
  const { t } = useTranslation("public");
  const dayName = useWeekdayName();
  const name = `${instructor.firstName} ${instructor.lastName}`;
  return (
    <Card component="article" aria-label={name} h="100%">
      <Group wrap="nowrap" align="center" gap="md" mb="md">
        {instructor.photoUrl ? (
          <img
            src={instructor.photoUrl}
            alt=""
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
            className={classes.photo}
          />
        ) : (
          <div className={classes.placeholder} aria-hidden="true">
            {instructor.firstName.charAt(0)}
            {instructor.lastName.charAt(0)}
          </div>
        )}
        <Stack gap={6}>
          <Title order={3} size="h4">
            {name}
          </Title>
          <div>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
              {t("contact.instructors.days")}
            </Text>
            <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
              {instructor.weekdays.map((day) => (
                <li key={day} className={classes.day}>
                  {dayName(day)}
                </li>
              ))}
            </Group>
          </div>
        </Stack>
      </Group>
      <Text size="sm">{instructor.bio[currentLanguage()]}</Text>
    </Card>
  );
}
