import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isAway } from "../lib/columns.ts";

type Swimmer = TSessionTimesBoard["swimmers"][number];

const COLOR = { present: "teal.9", late: "orange.9", absent: "gray.7", injured: "red.9" } as const;

/** A swimmer's name and, once taken, their attendance; those not swimming today read greyed. */
export function SwimmerName({ swimmer }: { swimmer: Swimmer }) {
  const { t } = useTranslation("admin");
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={500} size="sm" c={isAway(swimmer.attendance) ? "gray.7" : undefined}>
        {swimmer.fullName}
      </Text>
      {swimmer.attendance && (
        <Badge
          size="xs"
          variant="filled"
          color={COLOR[swimmer.attendance]}
          tt="none"
          style={{ flexShrink: 0 }}
        >
          {t(`sessionManager.attendance.values.${swimmer.attendance}`)}
        </Badge>
      )}
    </Group>
  );
}
