import type { TStudentTimes, TSwimTime } from "@bazin/shared/contracts/times";
import { seasonLabel } from "@bazin/shared/domain/training/personal-bests";
import { Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ExportButton } from "./ExportButton.tsx";
import { HeldRecords } from "./HeldRecords.tsx";
import { PersonalBestsTable } from "./PersonalBestsTable.tsx";
import { ProgressionSection } from "./ProgressionSection.tsx";
import { SeasonBests } from "./SeasonBests.tsx";
import { TimesHistory } from "./TimesHistory.tsx";

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} radius="md">
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
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
  exportPath,
}: {
  data: TStudentTimes;
  onEdit?: (time: TSwimTime) => void;
  onDelete?: (time: TSwimTime) => void;
  /** Where the history's CSV download comes from (a coach's view of a swimmer, or the swimmer's own). */
  exportPath?: string;
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
      <Section
        title={t("times.sections.history")}
        action={
          exportPath && (
            <ExportButton
              path={exportPath}
              label={t("times.export.label")}
              doneMessage={t("times.export.done")}
              failedMessage={t("times.export.failed")}
            />
          )
        }
      >
        <TimesHistory history={data.history} onEdit={onEdit} onDelete={onDelete} />
      </Section>
      <Section title={t("times.sections.records")}>
        <HeldRecords records={data.records} />
      </Section>
    </Stack>
  );
}
