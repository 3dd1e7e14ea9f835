import type { TLenexMeet } from "@bazin/shared/contracts/lenex";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDays } from "../lib/format.ts";

/** The meet of the file: name, city, pool, days, and the competition name its times will carry. */
export function MeetCard({ meet }: { meet: TLenexMeet }) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const pools = meet.poolLengths.map((p) => t(`common:training.poolShort.${p as 25 | 50}`)).join(", ");
  const facts: [string, string][] = [
    [t("lenex.meet.city"), [meet.city, meet.nation].filter(Boolean).join(", ") || "—"],
    [t("lenex.meet.pool"), pools || "—"],
    [t("lenex.meet.days"), formatDays(meet.startDate, meet.endDate, i18n.language)],
    [t("lenex.meet.competition"), meet.competition],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="lenex-meet-name">
      <Stack gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {t("lenex.meet.heading")}
          </Text>
          <Title order={2} size="h3" id="lenex-meet-name" style={{ overflowWrap: "anywhere" }}>
            {meet.name || "—"}
          </Title>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} style={{ overflowWrap: "anywhere" }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
