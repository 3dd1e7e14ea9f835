import type { TStudentTimes, TSwimTime } from "@bazin/shared/contracts/times";
import { seasonLabel } from "@bazin/shared/domain/training/personal-bests";
import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HeldRecords } from "./HeldRecords.tsx";
import { PersonalBestsTable } from "./PersonalBestsTable.tsx";
import { ProgressionSection } from "./ProgressionSection.tsx";
import { SeasonBests } from "./SeasonBests.tsx";
import { TimesHistory } from "./TimesHistory.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * One swimmer's times page below its header, the same for a coach (`StudentTimesPage`, with edit and delete)
 * and for the swimmer (`MyTimesPage`, read only): the season, personal bests, progression, every time and the
 * club records held.
 */
export function StudentTimesView({
  data,
  onEdit,
  onDelete,
}: {
  data: TStudentTimes;
  onEdit?: (time: TSwimTime) => void;
  onDelete?: (time: TSwimTime) => void;
}) {
  const { t } = useTranslation("swimmer");
  return (
    <Stack gap="lg">
      <Section title={t("times.sections.season", { season: seasonLabel(data.season) })}>
        <SeasonBests personalBests={data.personalBests} history={data.history} season={data.season} />
      </Section>
      <Section title={t("times.sections.personalBests")}>
        <PersonalBestsTable personalBests={data.personalBests} season={data.season} />
      </Section>
      <Section title={t("times.sections.progression")}>
        <ProgressionSection history={data.history} />
      </Section>
      <Section title={t("times.sections.history")}>
        <TimesHistory history={data.history} onEdit={onEdit} onDelete={onDelete} />
      </Section>
      <Section title={t("times.sections.records")}>
        <HeldRecords records={data.records} />
      </Section>
    </Stack>
  );
}
