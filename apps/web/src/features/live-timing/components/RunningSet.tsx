import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconSquareX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type LiveSet, laneElapsed } from "../lib/stopwatch.ts";
import { useNow } from "../lib/use-now.ts";
import { LaneCard } from "./LaneCard.tsx";

interface RunningSetProps {
  set: LiveSet;
  title: string;
  /** Keys of finishes still in the outbox. */
  waitingKeys: ReadonlySet<string>;
  onSplit: (laneIndex: number, at: number) => void;
  onFinish: (laneIndex: number, at: number) => void;
  onUndo: (laneIndex: number) => void;
  onClose: () => void;
}

/** The lanes of a running set; every tap reads `performance.now()` itself, not the last painted frame. */
export function RunningSet({ set, title, waitingKeys, onSplit, onFinish, onUndo, onClose }: RunningSetProps) {
  const { t } = useTranslation("admin");
  const swimming = set.lanes.some((lane) => lane.finish === null);
  const now = useNow(swimming);
  const [confirmClose, setConfirmClose] = useState(false);

  return (
    <Stack gap="sm" component="section" aria-labelledby="live-set-title">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3" id="live-set-title">
          {title}
        </Title>
        {swimming ? (
          <Button
            variant={confirmClose ? "filled" : "default"}
            color={confirmClose ? "red.8" : undefined}
            leftSection={<IconSquareX size={18} aria-hidden />}
            onClick={() => (confirmClose ? onClose() : setConfirmClose(true))}
          >
            {confirmClose ? t("liveTiming.set.confirmAbandon") : t("liveTiming.set.abandon")}
          </Button>
        ) : (
          <Button size="md" leftSection={<IconPlus size={20} aria-hidden />} onClick={onClose}>
            {t("liveTiming.set.next")}
          </Button>
        )}
      </Group>
      {confirmClose && swimming && (
        <Text size="sm" c="red.9" role="alert">
          {t("liveTiming.set.abandonHint")}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {set.lanes.map((lane, index) => (
          <LaneCard
            key={lane.studentId}
            lane={lane}
            index={index}
            elapsed={laneElapsed(set, lane, now)}
            waiting={lane.key !== null && waitingKeys.has(lane.key)}
            onSplit={() => onSplit(index, performance.now())}
            onFinish={() => onFinish(index, performance.now())}
            onUndo={() => onUndo(index)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
