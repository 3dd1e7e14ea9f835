import { AGE_GROUP_VALUES } from "@bazin/shared/domain/training/age-group";
import {
  EVENT_STROKES,
  eventParts,
  eventsOfPool,
  GENDERS,
  type Gender,
  type PoolLength,
  type SwimEvent,
} from "@bazin/shared/domain/training/events";
import { type ComboboxData, Grid, Input, Paper, SegmentedControl, Select, Stack } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useClubRecordsFormat } from "../lib/club-records-format.ts";
import type { ClubRecordsSelection } from "../lib/club-records-query.ts";

const ALL = "all";

/** A labelled segmented choice: its label names the radio group for screen readers. */
function Segmented<T extends string>(props: {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={0}>
      {/* The inputs' own label, as a caption: a radio group has no single control to point a <label> at. */}
      <Input.Label component="div" id={labelId}>
        {props.label}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={props.value}
        data={props.data}
        onChange={(value) => props.onChange(value as T)}
      />
    </Stack>
  );
}

/**
 * What the records screen shows: one event or all, the pool, the gender (records are never mixed) and the age
 * group. Every field is always in sight, on a phone too: the query is the screen.
 */
export function ClubRecordsQueryBar({
  selection,
  onChange,
}: {
  selection: ClubRecordsSelection;
  onChange: (change: Partial<ClubRecordsSelection>) => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const format = useClubRecordsFormat();
  const events = eventsOfPool(selection.poolLength);
  const eventData: ComboboxData = [
    { value: ALL, label: t("admin:clubRecords.query.allEvents") },
    ...EVENT_STROKES.map((stroke) => ({
      group: t(`common:training.strokes.${stroke}`),
      items: events
        .filter((event) => eventParts(event).stroke === stroke)
        .map((event) => ({ value: event, label: t(`common:training.events.${event}`) })),
    })),
  ];
  const ageData = [
    { value: ALL, label: t("admin:clubRecords.query.allAges") },
    ...AGE_GROUP_VALUES.map((age) => ({ value: String(age), label: format.ageGroup(age) })),
  ];

  return (
    <Paper
      withBorder
      p={{ base: "sm", sm: "md" }}
      component="section"
      aria-label={t("admin:clubRecords.query.label")}
    >
      {/* On a phone the two short choices share a row, so the records start higher up. */}
      <Grid gap={{ base: "sm", sm: "md" }} align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Select
            label={t("admin:clubRecords.query.event")}
            data={eventData}
            value={selection.event ?? ALL}
            allowDeselect={false}
            maxDropdownHeight={320}
            onChange={(value) =>
              onChange({ event: !value || value === ALL ? undefined : (value as SwimEvent) })
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 6, lg: 3 }}>
          <Segmented
            label={t("admin:clubRecords.query.pool")}
            value={String(selection.poolLength)}
            data={(["25", "50"] as const).map((pool) => ({
              value: pool,
              label: t(`common:training.poolShort.${pool}`),
            }))}
            onChange={(value) => onChange({ poolLength: Number(value) as PoolLength })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 7, sm: 6, lg: 3 }}>
          <Segmented<Gender>
            label={t("admin:clubRecords.query.gender")}
            value={selection.gender}
            data={GENDERS.map((gender) => ({ value: gender, label: t(`common:training.gender.${gender}`) }))}
            onChange={(gender) => onChange({ gender })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Select
            label={t("admin:clubRecords.query.ageGroup")}
            data={ageData}
            value={selection.ageGroup === undefined ? ALL : String(selection.ageGroup)}
            allowDeselect={false}
            maxDropdownHeight={320}
            onChange={(value) => onChange({ ageGroup: !value || value === ALL ? undefined : Number(value) })}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
