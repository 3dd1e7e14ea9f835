import type { TClubProfile } from "@bazin/shared/contracts/club";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useWeekdayName } from "../../../lib/use-weekday-name.ts";
import { formatWeekdays } from "../lib/club-format.ts";

/** The office's opening hours from the club profile, one line per group of days. */
export function OfficeHours({
  hours,
  size = "md",
}: {
  hours: TClubProfile["officeHours"];
  size?: "sm" | "md";
}) {
  const { t } = useTranslation("public");
  const dayName = useWeekdayName();
  if (hours.length === 0) return <Text size={size}>{t("officeHours.none")}</Text>;
  return (
    <Stack gap={4}>
      {hours.map((entry) => (
        <Text key={`${entry.weekdays.join()}-${entry.opens}`} size={size}>
          {formatWeekdays(entry.weekdays, dayName)}:{" "}
          <Text span fw={700} inherit>
            {t("officeHours.range", { opens: entry.opens, closes: entry.closes })}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
