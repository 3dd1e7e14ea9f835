import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowBackUp, IconFlag, IconHandFinger } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { canFinish, formatRunning, type Lane, secondsToStart } from "../lib/stopwatch.ts";

interface LaneCardProps {
  lane: Lane;
  index: number;
  /** The lane's running time now, hundredths (negative before its send-off). */
  elapsed: number;
  /** Whether its finish still waits in the outbox (false once the server has it). */
  waiting: boolean;
  onSplit: () => void;
  onFinish: () => void;
  onUndo: () => void;
}

/**
 * One lane: a running time big enough to read from the pool deck, a tap target the width of the phone for
 * splits (wet hands), and separate Finish and Undo buttons so a split tap never ends a swim.
 */
export function LaneCard({ lane, index, elapsed, waiting, onSplit, onFinish, onUndo }: LaneCardProps) {
  const { t } = useTranslation("admin");
  const finished = lane.finish !== null;
  const countdown = secondsToStart(elapsed);
  const shown = finished ? (lane.finish ?? 0) : elapsed;
  const labelId = `lane-${lane.studentId}-name`;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-labelledby={labelId}
      bg={finished ? "gray.0" : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="lg" id={labelId} truncate>
            {t("liveTiming.lane.name", { lane: index + 1, name: lane.fullName })}
          </Text>
          {finished ? (
            <Badge color={waiting ? "orange.9" : "teal.9"} variant="filled">
              {waiting ? t("liveTiming.lane.waiting") : t("liveTiming.lane.sent")}
            </Badge>
          ) : countdown > 0 ? (
            <Badge color="lagoon.9" variant="filled">
              {t("liveTiming.lane.startsIn", { seconds: countdown })}
            </Badge>
          ) : null}
        </Group>
        <Text
          component="p"
          m={0}
          ff="monospace"
          fw={700}
          ta="center"
          lh={1.1}
          fz="clamp(2.5rem, 13vw, 4rem)"
          c={countdown > 0 ? "gray.6" : undefined}
          data-testid="lane-time"
          aria-label={
            finished ? t("liveTiming.lane.finalTime", { time: formatSwimTime(lane.finish ?? 0) }) : undefined
          }
        >
          {formatRunning(shown)}
        </Text>
        {lane.splits.length > 0 && (
          <Text size="sm" c="gray.7" ta="center">
            {t("liveTiming.lane.splits", { splits: lane.splits.map(formatSwimTime).join(" · ") })}
          </Text>
        )}
        {!finished && (
          <>
            <Button
              fullWidth
              h={96}
              size="xl"
              variant="light"
              leftSection={<IconHandFinger size={28} aria-hidden />}
              onClick={onSplit}
              disabled={countdown > 0}
              aria-label={t("liveTiming.lane.splitFor", { name: lane.fullName })}
            >
              {t("liveTiming.lane.split")}
            </Button>
            <Group grow gap="xs">
              <Button
                h={64}
                size="md"
                px="sm"
                color="red.8"
                leftSection={<IconFlag size={22} aria-hidden />}
                onClick={onFinish}
                disabled={!canFinish(lane, elapsed)}
                aria-label={t("liveTiming.lane.finishFor", { name: lane.fullName })}
              >
                {t("liveTiming.lane.finish")}
              </Button>
              <Button
                h={64}
                size="md"
                px="sm"
                variant="default"
                leftSection={<IconArrowBackUp size={22} aria-hidden />}
                onClick={onUndo}
                disabled={lane.splits.length === 0}
                aria-label={t("liveTiming.lane.undoFor", { name: lane.fullName })}
              >
                {t("liveTiming.lane.undo")}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
