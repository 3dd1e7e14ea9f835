import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZSessionListQuery, ZSessionRangeQuery } from "./sessions.ts";

/* Session lists (TRAINING.md §6) cover a range of days: in order, and at most 400 days (both ends included), so
 * one request never reads years of sessions. Messages are keys of the `validation` namespace. */

function issues(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe.each([
  ["ZSessionRangeQuery", ZSessionRangeQuery],
  ["ZSessionListQuery", ZSessionListQuery],
] as const)("%s: the range of days", (_name, schema) => {
  it("accepts a range of exactly 400 days, both ends included", () => {
    expect(issues(schema, { from: "2026-01-01", to: "2027-02-04" })).toEqual([]);
  });

  it("refuses a range of 401 days as too long, on the end date", () => {
    expect(issues(schema, { from: "2026-01-01", to: "2027-02-05" })).toEqual(["to: dateRangeTooLong"]);
  });

  it("refuses an end before the start as out of order, not as too long", () => {
    expect(issues(schema, { from: "2026-03-10", to: "2026-03-09" })).toEqual(["to: dateRangeInvalid"]);
  });
});
