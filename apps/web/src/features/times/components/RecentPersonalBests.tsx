import type { TStudentTimes, TSwimTime } from "@bazin/shared/contracts/times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TABULAR, useDayFormat, useTrainingWords } from "../lib/format.ts";

/** A personal best and the one it beat in the same event and pool (null: the first time in the event). */
export interface RecentPersonalBest {
  swim: TSwimTime;
  previous: TSwimTime | null;
}

function newestFirst(a: TSwimTime, b: TSwimTime): number {
  if (a.swumOn !== b.swumOn) return a.swumOn < b.swumOn ? 1 : -1;
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
}

/**
 * The latest swims that were a personal best when swum, newest first, each with the personal best it beat:
 * the next older PB swim of the same event and pool (a time's PB flag means "faster than all before it").
 */
export function recentPersonalBests(history: readonly TSwimTime[], limit = 5): RecentPersonalBest[] {
  const bests = history.filter((swim) => swim.personalRecord).sort(newestFirst);
  return bests.slice(0, limit).map((swim, index) => ({
    swim,
    previous:
      bests
        .slice(index + 1)
        .find((older) => older.event === swim.event && older.poolLength === swim.poolLength) ?? null,
  }));
}

/** The swimmer's newest personal bests (up to five) with how much each took off the one before. */
export function RecentPersonalBests({ data }: { data: TStudentTimes }) {
  const { t } = useTranslation("swimmer");
  const words = useTrainingWords();
  const day = useDayFormat();
  const titleId = useId();
  const items = recentPersonalBests(data.history);

  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="sm" id={titleId}>
        {t("dashboard.recentPbs.title")}
      </Title>
      {items.length === 0 ? (
        <Text c="gray.7">{t("dashboard.recentPbs.empty")}</Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          aria-label={t("dashboard.recentPbs.listLabel")}
          style={{ listStyle: "none" }}
        >
          {items.map(({ swim, previous }, index) => (
            // Three rows that use the card's whole width, so a 360 px phone does not squeeze them into columns.
            <Stack
              key={swim.id}
              component="li"
              gap={2}
              py="xs"
              style={index > 0 ? { borderTop: "1px solid var(--mantine-color-default-border)" } : undefined}
            >
              <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
                <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
                  <Text fw={600}>{words.event(swim.event)}</Text>
                  <Badge variant="light" color="gray" size="sm" tt="none">
                    {words.pool(swim.poolLength)}
                  </Badge>
                </Group>
                <Text fw={700} size="lg" style={{ ...TABULAR, flexShrink: 0 }}>
                  {formatSwimTime(swim.hundredths)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {day(swim.swumOn)}
                {swim.competition ? ` · ${swim.competition}` : ""}
              </Text>
              {previous ? (
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" c="teal.9" fw={600} style={TABULAR}>
                    {t("dashboard.recentPbs.improvedBy", {
                      delta: ((previous.hundredths - swim.hundredths) / 100).toFixed(2),
                    })}
                  </Text>
                  <Text size="xs" c="dimmed" style={TABULAR}>
                    {t("dashboard.recentPbs.previous", { time: formatSwimTime(previous.hundredths) })}
                  </Text>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("dashboard.recentPbs.first")}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
