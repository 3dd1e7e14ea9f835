import { Box, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { type KeyboardEvent, type PointerEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { PHASE_COLORS } from "../../../components/training/zone-colors.ts";
import { type BandEdge, moveEdge, type PhaseValue, shiftPhase } from "../lib/calendar.ts";

/** Weeks an arrow key (1) or Page Up / Page Down (4) moves an edge. */
const KEY_STEPS: Record<string, number> = {
  ArrowUp: -1,
  ArrowLeft: -1,
  ArrowDown: 1,
  ArrowRight: 1,
  PageUp: -4,
  PageDown: 4,
};

export interface PhaseBandProps {
  phase: PhaseValue;
  weekCount: number;
  /** The band's lane among bands that share weeks (an overlap), and how many lanes there are. */
  lane: number;
  laneCount: number;
  messages: readonly string[];
  /** The short date of a week's Monday, for the handles' spoken value. */
  mondayLabel: (week: number) => string;
  /** The plan week under a pointer's vertical position. */
  weekAt: (clientY: number) => number;
  /** Absent on a read-only calendar. */
  edit?: {
    onChange: (next: PhaseValue) => void;
    /** The band as it would be while a drag is under way (null when it ends). */
    onPreview: (next: PhaseValue | null) => void;
    onOpen: () => void;
  };
}

interface Drag {
  mode: BandEdge | "move";
  origin: PhaseValue;
  fromWeek: number;
  last: PhaseValue;
  moved: boolean;
}

/**
 * A macro phase drawn as a coloured band beside its weeks (grid rows start…end). Editable: a handle at each
 * end resizes it (drag, or focus it and use the arrow keys; it is a slider whose value is the week), the band
 * itself moves when dragged, and a click or Enter opens its editor. Problems are said on the band.
 */
export function PhaseBand({
  phase,
  weekCount,
  lane,
  laneCount,
  messages,
  mondayLabel,
  weekAt,
  edit,
}: PhaseBandProps) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const messagesId = useId();
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const color = PHASE_COLORS[phase.phase];
  const name = words.phase(phase.phase);
  const range = t("plans.calendar.weekRange", { start: phase.startWeek, end: phase.endWeek });
  const invalid = messages.length > 0;

  const begin = (mode: Drag["mode"]) => (event: PointerEvent<HTMLElement>) => {
    if (!edit || event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { mode, origin: phase, fromWeek: weekAt(event.clientY), last: phase, moved: false };
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || !edit) return;
    const week = weekAt(event.clientY);
    if (week === current.fromWeek && !current.moved) return;
    current.moved = true;
    current.last =
      current.mode === "move"
        ? shiftPhase(current.origin, week - current.fromWeek, weekCount)
        : moveEdge(current.origin, current.mode, week, weekCount);
    edit.onPreview(current.last);
  };
  const finish = () => {
    const current = drag.current;
    drag.current = null;
    if (!current || !edit) return;
    edit.onPreview(null);
    if (current.moved) {
      suppressClick.current = true;
      edit.onChange(current.last);
    }
  };

  const handle = (edge: BandEdge) => {
    const value = edge === "start" ? phase.startWeek : phase.endWeek;
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      if (!edit) return;
      const step = KEY_STEPS[event.key];
      const target =
        step !== undefined
          ? value + step
          : event.key === "Home"
            ? 1
            : event.key === "End"
              ? weekCount
              : undefined;
      if (target === undefined) return;
      event.preventDefault();
      edit.onChange(moveEdge(phase, edge, target, weekCount));
    };
    return (
      <Box
        role="slider"
        tabIndex={0}
        aria-label={t(edge === "start" ? "plans.calendar.startHandle" : "plans.calendar.endHandle", {
          phase: name,
        })}
        aria-orientation="vertical"
        aria-valuemin={edge === "start" ? 1 : phase.startWeek}
        aria-valuemax={edge === "start" ? phase.endWeek : weekCount}
        aria-valuenow={value}
        aria-valuetext={t("plans.calendar.handleValue", { week: value, date: mondayLabel(value) })}
        aria-describedby={messagesId}
        onKeyDown={onKeyDown}
        onPointerDown={begin(edge)}
        onPointerMove={follow}
        onPointerUp={finish}
        onPointerCancel={finish}
        h={12}
        style={{
          cursor: "ns-resize",
          touchAction: "none",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          borderRadius: 4,
        }}
      >
        <Box w={28} h={4} bg={`${color}.7`} style={{ borderRadius: 2 }} />
      </Box>
    );
  };

  const width = 100 / laneCount;
  const body = (
    <Stack gap={2} p={4} style={{ minWidth: 0 }}>
      <Text size="sm" fw={700} c="dark.9" style={{ overflowWrap: "anywhere" }}>
        {name}
      </Text>
      <Text size="xs" c="gray.8">
        {range}
      </Text>
    </Stack>
  );

  return (
    <Box
      data-phase-band={phase.phase}
      bg={`${color}.1`}
      style={{
        gridColumn: 1,
        gridRow: `${Math.max(1, Math.min(weekCount, phase.startWeek)) + 1} / ${Math.max(1, Math.min(weekCount, phase.endWeek)) + 2}`,
        justifySelf: "start",
        width: `calc(${width}% - 4px)`,
        marginLeft: `calc(${lane * width}% + 2px)`,
        marginBlock: 2,
        borderLeft: `6px solid var(--mantine-color-${color}-6)`,
        outline: invalid ? "2px solid var(--mantine-color-red-8)" : undefined,
        borderRadius: 6,
        display: "flex",
        flexDirection: "column",
        minHeight: 0,
        zIndex: 1,
      }}
    >
      {edit && handle("start")}
      {edit ? (
        <UnstyledButton
          aria-label={t("plans.calendar.editPhase", { phase: name, range })}
          aria-describedby={messagesId}
          onPointerDown={begin("move")}
          onPointerMove={follow}
          onPointerUp={finish}
          onPointerCancel={finish}
          onClick={() => {
            if (suppressClick.current) {
              suppressClick.current = false;
              return;
            }
            edit.onOpen();
          }}
          style={{ flex: 1, cursor: "grab", touchAction: "none" }}
        >
          {body}
        </UnstyledButton>
      ) : (
        <Box style={{ flex: 1 }}>{body}</Box>
      )}
      {/* Always there, so a problem that appears while a handle moves is announced. */}
      <Stack id={messagesId} gap={2} px={invalid ? 4 : 0} pb={invalid ? 4 : 0} aria-live="polite">
        {messages.map((message) => (
          <Text key={message} size="xs" c="red.9" fw={600} bg="white" px={2} style={{ borderRadius: 4 }}>
            <IconAlertTriangle size={12} aria-hidden style={{ verticalAlign: "-1px", marginRight: 2 }} />
            {message}
          </Text>
        ))}
      </Stack>
      {edit && handle("end")}
    </Box>
  );
}
