import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZCreateSwimTimesRequest, ZSwimTimeEntry } from "./times.ts";

/* SPEC §5, TRAINING.md §2: the add-times form types `MM:SS.CC`, the schema turns it into hundredths; at least
 * one time, a student and a date are required. Messages are keys of the `validation` namespace. */

const STUDENT = "2d7f1e4a-8b5c-4d6e-9f0a-1b2c3d4e5f6a";

/** Every issue as "path: message", in the order zod reports them. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

const entry = (overrides: Record<string, unknown> = {}) => ({
  event: "freestyle_100",
  time: "1:05.32",
  poolLength: 25,
  ...overrides,
});

describe("ZSwimTimeEntry: one typed time", () => {
  it("turns `1:05.32` into 6532 hundredths, with no competition or notes as null", () => {
    expect(ZSwimTimeEntry.parse(entry())).toEqual({
      event: "freestyle_100",
      time: 6532,
      poolLength: 25,
      competition: null,
      notes: null,
    });
  });

  it.each<[string, number]>([
    ["28.45", 2845],
    ["28,45", 2845],
    ["01:05.32", 6532],
    [" 16:05.12 ", 96_512],
  ])("reads %j as %i hundredths", (time, hundredths) => {
    expect(ZSwimTimeEntry.parse(entry({ time })).time).toBe(hundredths);
  });

  it("takes the pool length as a form string", () => {
    expect(ZSwimTimeEntry.parse(entry({ poolLength: "50" })).poolLength).toBe(50);
  });

  it.each(["1:75.00", "1:5.00", "abc", "0.00", "60:00.00", "1:05"])(
    "refuses %j with swimTimeFormat",
    (time) => {
      expect(issues(ZSwimTimeEntry, entry({ time }))).toEqual(["time: swimTimeFormat"]);
    },
  );

  it.each(["", "   "])("an empty time %j is swimTimeRequired", (time) => {
    expect(issues(ZSwimTimeEntry, entry({ time }))).toEqual(["time: swimTimeRequired"]);
  });

  it("refuses IM 100 in a 50 m pool with eventNotInPool on the event", () => {
    expect(issues(ZSwimTimeEntry, entry({ event: "im_100", poolLength: 50 }))).toEqual([
      "event: eventNotInPool",
    ]);
  });

  it("accepts IM 100 in a 25 m pool and IM 200 in a 50 m pool", () => {
    expect(issues(ZSwimTimeEntry, entry({ event: "im_100", poolLength: 25 }))).toEqual([]);
    expect(issues(ZSwimTimeEntry, entry({ event: "im_200", poolLength: 50 }))).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["an unknown event", { event: "freestyle_25" }, "event: eventRequired"],
    ["no event", { event: undefined }, "event: eventRequired"],
    ["a 33 m pool", { poolLength: 33 }, "poolLength: poolRequired"],
    ["no pool", { poolLength: undefined }, "poolLength: poolRequired"],
    ["a competition over 200 characters", { competition: "a".repeat(201) }, "competition: maxLength200"],
    ["notes over 1000 characters", { notes: "a".repeat(1001) }, "notes: maxLength1000"],
  ])("refuses %s", (_rule, overrides, issue) => {
    expect(issues(ZSwimTimeEntry, entry(overrides))).toEqual([issue]);
  });

  it("keeps a trimmed competition and turns a blank one into null", () => {
    expect(ZSwimTimeEntry.parse(entry({ competition: "  Cupa Bazinului  " })).competition).toBe(
      "Cupa Bazinului",
    );
    expect(ZSwimTimeEntry.parse(entry({ competition: "   " })).competition).toBeNull();
  });
});

describe("ZCreateSwimTimesRequest: at least one time, a student and a date", () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    studentId: STUDENT,
    swumOn: "2025-05-17",
    entries: [entry()],
    ...overrides,
  });

  it("accepts a complete request", () => {
    const parsed = ZCreateSwimTimesRequest.parse(request({ gender: "F" }));
    expect(parsed.entries[0]!.time).toBe(6532);
    expect(parsed.gender).toBe("F");
  });

  it("needs at least one entry: swimTimesRequired", () => {
    expect(issues(ZCreateSwimTimesRequest, request({ entries: [] }))).toEqual(["entries: swimTimesRequired"]);
  });

  it("holds at most 40 entries", () => {
    expect(
      issues(ZCreateSwimTimesRequest, request({ entries: Array.from({ length: 40 }, () => entry()) })),
    ).toEqual([]);
    expect(
      issues(ZCreateSwimTimesRequest, request({ entries: Array.from({ length: 41 }, () => entry()) })),
    ).toEqual(["entries: tooLong"]);
  });

  it("reports an entry's problem on the entry's own path", () => {
    expect(
      issues(ZCreateSwimTimesRequest, request({ entries: [entry(), entry({ time: "1:75.00" })] })),
    ).toEqual(["entries.1.time: swimTimeFormat"]);
  });

  it.each<[string, unknown]>([
    ["missing", undefined],
    ["empty", ""],
    ["not a uuid", "student-1"],
  ])("needs a student: %s → studentRequired", (_case, studentId) => {
    expect(issues(ZCreateSwimTimesRequest, request({ studentId }))).toEqual(["studentId: studentRequired"]);
  });

  it.each<[string, unknown]>([
    ["missing", undefined],
    ["null", null],
  ])("needs a date: %s → dateRequired", (_case, swumOn) => {
    expect(issues(ZCreateSwimTimesRequest, request({ swumOn }))).toEqual(["swumOn: dateRequired"]);
  });

  it("an empty date is dateRequired first", () => {
    expect(issues(ZCreateSwimTimesRequest, request({ swumOn: "" }))[0]).toBe("swumOn: dateRequired");
  });

  it.each(["17.05.2025", "2025-5-17", "2025-05-17T10:00:00Z", "2025-13-01", "2025-02-32", "yesterday"])(
    "refuses %j as dateInvalid",
    (swumOn) => {
      const found = issues(ZCreateSwimTimesRequest, request({ swumOn }));
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((issue) => issue === "swumOn: dateInvalid")).toBe(true);
    },
  );

  it.each(["2024-02-29", "2025-12-31", "2025-01-01"])("accepts the real day %j", (swumOn) => {
    expect(issues(ZCreateSwimTimesRequest, request({ swumOn }))).toEqual([]);
  });

  // V8's Date.parse rolls 2025-02-30 over to 2 March instead of failing: a day past its month's end is refused.
  it.each(["2025-02-30", "2025-02-29", "2025-04-31", "2025-06-31"])(
    "refuses the impossible calendar day %j as dateInvalid",
    (swumOn) => {
      expect(issues(ZCreateSwimTimesRequest, request({ swumOn }))).toEqual(["swumOn: dateInvalid"]);
    },
  );
});
