import type { TMySession } from "@bazin/shared/contracts/sessions";
import { Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { STATUS_COLOR, useSessionFormat } from "../lib/format.ts";

/** The chip's text colour: its status colour's darkest shade, or black where that is too light on shade 0. */
export function chipTextColor(status: TMySession["status"]): string {
  return status === "in_progress"
    ? "var(--mantine-color-black)"
    : `var(--mantine-color-${STATUS_COLOR[status]}-9)`;
}

/**
 * One session in the calendar grid: a button coloured by its status, whose accessible name says everything
 * the colour and the short text only hint at (title, day, time, status).
 */
export function SessionChip({
  session,
  detailed = false,
  onOpen,
}: {
  session: TMySession;
  /** The week view has room for the whole time range. */
  detailed?: boolean;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation("swimmer");
  const format = useSessionFormat();
  const color = STATUS_COLOR[session.status];
  const title = format.title(session);
  const cancelled = session.status === "cancelled";
  return (
    <UnstyledButton
      onClick={() => onOpen(session.id)}
      aria-label={t("sessions.chipLabel", {
        title,
        day: format.dayMonth(session.day),
        time: format.timeRange(session),
        status: format.status(session.status),
      })}
      w="100%"
      px={6}
      py={2}
      style={{
        display: "block",
        borderRadius: 4,
        // Shade 9 text on shade 0 keeps 4.5:1 for blue, teal and gray but not orange (3.96:1): "in progress"
        // writes in black (session-chip.test.ts; the "light" variant is too dark).
        background: `var(--mantine-color-${color}-0)`,
        borderLeft: `3px solid var(--mantine-color-${color}-7)`,
        color: chipTextColor(session.status),
      }}
    >
      <Text
        size="xs"
        fw={600}
        inherit
        lineClamp={detailed ? 2 : 1}
        td={cancelled ? "line-through" : undefined}
      >
        {detailed ? format.timeRange(session) : session.startTime} {title}
      </Text>
    </UnstyledButton>
  );
}
