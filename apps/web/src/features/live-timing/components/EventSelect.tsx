import type { TSessionTimesBoard } from "@bazin/shared/contracts/session-times";
import { Select } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { poolEvents } from "../lib/event-choice.ts";

interface EventSelectProps {
  board: TSessionTimesBoard;
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
}

/** The workout's timed repeats first (they fill the recorder's columns), then every event of the pool. */
export function LiveEventSelect({ board, value, onChange, label }: EventSelectProps) {
  const { t } = useTranslation(["admin", "common"]);
  const data = useMemo(() => {
    const eventName = (event: string) =>
      t(`common:training.events.${event}` as "common:training.events.freestyle_50");
    const groups = [];
    if (board.slots.length > 0) {
      groups.push({
        group: t("admin:liveTiming.setup.workoutSlots"),
        items: board.slots.map((slot) => ({
          value: `slot:${slot.key}`,
          label: t("admin:liveTiming.setup.slotLabel", {
            event: eventName(slot.event),
            round: slot.round,
            rounds: slot.rounds,
          }),
        })),
      });
    }
    groups.push({
      group: t("admin:liveTiming.setup.freeEvents"),
      items: poolEvents(board).map((event) => ({ value: `event:${event}`, label: eventName(event) })),
    });
    return groups;
  }, [board, t]);
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
