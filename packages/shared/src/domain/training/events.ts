/**
 * Swimming events (SPEC §3 "Swimming time", TRAINING.md §2): a stroke and a distance, swum in a 25 m (short
 * course) or a 50 m (long course) pool. Short- and long-course results never mix.
 */
export const EVENT_STROKES = ["freestyle", "backstroke", "breaststroke", "butterfly", "im"] as const;
export type EventStroke = (typeof EVENT_STROKES)[number];

/** The distances of each stroke, in metres. */
export const STROKE_DISTANCES: Record<EventStroke, readonly number[]> = {
  freestyle: [50, 100, 200, 400, 800, 1500],
  backstroke: [50, 100, 200],
  breaststroke: [50, 100, 200],
  butterfly: [50, 100, 200],
  im: [100, 200],
};

/** Every event, as `<stroke>_<metres>` (the id the API and the database use), in the order lists show them. */
export const SWIM_EVENTS = [
  "freestyle_50",
  "freestyle_100",
  "freestyle_200",
  "freestyle_400",
  "freestyle_800",
  "freestyle_1500",
  "backstroke_50",
  "backstroke_100",
  "backstroke_200",
  "breaststroke_50",
  "breaststroke_100",
  "breaststroke_200",
  "butterfly_50",
  "butterfly_100",
  "butterfly_200",
  "im_100",
  "im_200",
] as const;
export type SwimEvent = (typeof SWIM_EVENTS)[number];

export const POOL_LENGTHS = [25, 50] as const;
export type PoolLength = (typeof POOL_LENGTHS)[number];

export const GENDERS = ["F", "M"] as const;
export type Gender = (typeof GENDERS)[number];

export function isSwimEvent(value: unknown): value is SwimEvent {
  return typeof value === "string" && (SWIM_EVENTS as readonly string[]).includes(value);
}

/** The stroke and distance of an event id. */
export function eventParts(event: SwimEvent): { stroke: EventStroke; metres: number } {
  const [stroke, metres] = event.split("_") as [EventStroke, string];
  return { stroke, metres: Number(metres) };
}

/** The event id of a stroke and distance, or null when no such event exists. */
export function eventOf(stroke: EventStroke, metres: number): SwimEvent | null {
  const id = `${stroke}_${metres}`;
  return isSwimEvent(id) ? id : null;
}

/** 100 m individual medley exists only in a 25 m pool (it needs four lengths). */
export function isEventSwumIn(event: SwimEvent, pool: PoolLength): boolean {
  return !(event === "im_100" && pool === 50);
}

/** The events of a pool, in list order. */
export function eventsOfPool(pool: PoolLength): SwimEvent[] {
  return SWIM_EVENTS.filter((event) => isEventSwumIn(event, pool));
}
