import { EVENT_STROKES, eventParts, SWIM_EVENTS, type SwimEvent } from "@bazin/shared/domain/training/events";
import { Select, type SelectProps } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export type EventSelectProps = Omit<SelectProps, "data" | "value" | "onChange"> & {
  value: SwimEvent | null;
  onChange: (event: SwimEvent | null) => void;
  /** 100 m IM is not swum in a 50 m pool: offered but disabled there. */
  poolLength?: number;
};

/** The events grouped by stroke; searchable, so typing "100 li" finds 100 m freestyle. */
export function EventSelect({ value, onChange, poolLength, ...props }: EventSelectProps) {
  const { t } = useTranslation("common");
  const data = useMemo(
    () =>
      EVENT_STROKES.map((stroke) => ({
        group: t(`training.strokes.${stroke}`),
        items: SWIM_EVENTS.filter((event) => eventParts(event).stroke === stroke).map((event) => ({
          value: event,
          label: t(`training.events.${event}`),
          disabled: event === "im_100" && poolLength === 50,
        })),
      })),
    [t, poolLength],
  );
  return (
    <Select
      withAsterisk={false}
      searchable
      {...props}
      data={data}
      value={value}
      onChange={(next) => onChange((next as SwimEvent | null) ?? null)}
    />
  );
}
