import { describe, expect, it } from "vitest";
import {
  EVENT_STROKES,
  type EventStroke,
  eventOf,
  eventParts,
  eventsOfPool,
  isEventSwumIn,
  isSwimEvent,
  STROKE_DISTANCES,
  SWIM_EVENTS,
} from "./events.ts";

/* SPEC §3, TRAINING.md §2: free 50/100/200/400/800/1500, back/breast/fly 50/100/200, IM 100/200 (IM 100 only
 * in a 25 m pool). */

describe("the events", () => {
  it("there are 17 events, each listed once", () => {
    expect(SWIM_EVENTS).toHaveLength(17);
    expect(new Set(SWIM_EVENTS).size).toBe(17);
  });

  it.each<[EventStroke, number[]]>([
    ["freestyle", [50, 100, 200, 400, 800, 1500]],
    ["backstroke", [50, 100, 200]],
    ["breaststroke", [50, 100, 200]],
    ["butterfly", [50, 100, 200]],
    ["im", [100, 200]],
  ])("%s is swum over %j metres", (stroke, metres) => {
    expect(STROKE_DISTANCES[stroke]).toEqual(metres);
    expect(
      SWIM_EVENTS.filter((event) => eventParts(event).stroke === stroke).map((e) => eventParts(e).metres),
    ).toEqual(metres);
  });

  it("the strokes' distances make exactly the list of events", () => {
    const fromStrokes = EVENT_STROKES.flatMap((stroke) =>
      STROKE_DISTANCES[stroke].map((m) => `${stroke}_${m}`),
    );
    expect(fromStrokes).toEqual([...SWIM_EVENTS]);
  });
});

describe("eventParts and eventOf", () => {
  it.each(SWIM_EVENTS)("%s round-trips through its stroke and distance", (event) => {
    const { stroke, metres } = eventParts(event);
    expect(eventOf(stroke, metres)).toBe(event);
  });

  it.each<[string, { stroke: EventStroke; metres: number }]>([
    ["freestyle_1500", { stroke: "freestyle", metres: 1500 }],
    ["im_100", { stroke: "im", metres: 100 }],
    ["breaststroke_50", { stroke: "breaststroke", metres: 50 }],
  ])("%s is %j", (event, parts) => {
    expect(eventParts(event as (typeof SWIM_EVENTS)[number])).toEqual(parts);
  });

  it.each<[EventStroke, number]>([
    ["im", 50],
    ["im", 400],
    ["freestyle", 25],
    ["backstroke", 400],
    ["butterfly", 1500],
    ["freestyle", 100.5],
  ])("there is no %s %i m event", (stroke, metres) => {
    expect(eventOf(stroke, metres)).toBeNull();
  });

  it.each<[unknown]>([["freestyle_25"], ["FREESTYLE_50"], ["im_100 "], [""], [50], [null], [undefined]])(
    "isSwimEvent refuses %j",
    (value) => {
      expect(isSwimEvent(value)).toBe(false);
    },
  );
});

describe("pools: short and long course", () => {
  it("IM 100 is not swum in a 50 m pool", () => {
    expect(isEventSwumIn("im_100", 50)).toBe(false);
    expect(isEventSwumIn("im_100", 25)).toBe(true);
  });

  it("every other event is swum in both pools", () => {
    for (const event of SWIM_EVENTS.filter((e) => e !== "im_100")) {
      expect(isEventSwumIn(event, 25)).toBe(true);
      expect(isEventSwumIn(event, 50)).toBe(true);
    }
  });

  it("a 25 m pool has all 17 events, in list order", () => {
    expect(eventsOfPool(25)).toEqual([...SWIM_EVENTS]);
  });

  it("a 50 m pool has 16 events, all but IM 100, in list order", () => {
    expect(eventsOfPool(50)).toEqual(SWIM_EVENTS.filter((e) => e !== "im_100"));
    expect(eventsOfPool(50)).toHaveLength(16);
  });
});
