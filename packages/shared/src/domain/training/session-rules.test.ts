import { describe, expect, it } from "vitest";
import {
  attendanceLevel,
  attendanceRate,
  canAnnounceAbsence,
  canRateSession,
  canSessionTransition,
  isSessionPast,
  isShortNotice,
  SESSION_STATUSES,
  type SessionStatus,
  sessionStart,
} from "./session-rules.ts";

describe("session status transitions", () => {
  const allowed: [SessionStatus, SessionStatus][] = [
    ["planned", "in_progress"],
    ["planned", "cancelled"],
    ["in_progress", "completed"],
    ["in_progress", "cancelled"],
  ];
  const key = (from: string, to: string) => `${from}→${to}`;
  const allowedKeys = new Set(allowed.map(([a, b]) => key(a, b)));
  for (const from of SESSION_STATUSES)
    for (const to of SESSION_STATUSES) {
      const expected = allowedKeys.has(key(from, to));
      it(`${from} → ${to} is ${expected ? "allowed" : "refused"}`, () => {
        expect(canSessionTransition(from, to)).toBe(expected);
      });
    }
});

describe("sessionStart (Europe/Bucharest)", () => {
  it.each([
    ["2026-01-15", "18:00", "2026-01-15T16:00:00.000Z"], // winter, UTC+2
    ["2026-07-15", "07:30", "2026-07-15T04:30:00.000Z"], // summer, UTC+3
    ["2026-03-29", "10:00", "2026-03-29T07:00:00.000Z"], // the day clocks go forward, after the change
    ["2026-10-25", "00:30", "2026-10-24T21:30:00.000Z"], // the day clocks go back, before the change
    ["2026-10-25", "18:00", "2026-10-25T16:00:00.000Z"], // the day clocks go back, after the change
  ])("%s %s → %s", (day, time, iso) => {
    expect(sessionStart(day, time).toISOString()).toBe(iso);
  });
});

describe("notice and past rules", () => {
  // Tuesday 1 December 2026, 18:00 in Bucharest = 16:00 UTC.
  const session = { day: "2026-12-01", startTime: "18:00" };
  const at = (iso: string) => new Date(iso);

  it.each([
    ["2026-11-29T15:59:00Z", false], // 48 h 1 min ahead
    ["2026-11-29T16:00:00Z", false], // exactly 48 h: not yet "less than"
    ["2026-11-29T16:01:00Z", true],
    ["2026-12-01T15:59:00Z", true],
    ["2026-12-01T16:01:00Z", false], // started: no notice applies
  ])("short notice at %s: %s", (now, expected) => {
    expect(isShortNotice(session, at(now))).toBe(expected);
  });

  it.each([
    ["2026-11-30T16:00:00Z", true], // exactly 24 h before
    ["2026-11-30T16:01:00Z", false],
  ])("absence announced at %s: %s", (now, expected) => {
    expect(canAnnounceAbsence(session, at(now))).toBe(expected);
  });

  it.each([
    ["2026-12-01T15:59:59Z", false],
    ["2026-12-01T16:00:00Z", false], // the start itself is not before now
    ["2026-12-01T16:00:01Z", true],
  ])("past at %s: %s", (now, expected) => {
    expect(isSessionPast(session, at(now))).toBe(expected);
  });

  it("allows a rating once started or completed, never for a cancelled session", () => {
    const before = at("2026-12-01T15:00:00Z");
    const after = at("2026-12-01T17:00:00Z");
    expect(canRateSession({ ...session, status: "planned" }, before)).toBe(false);
    expect(canRateSession({ ...session, status: "planned" }, after)).toBe(true);
    expect(canRateSession({ ...session, status: "in_progress" }, after)).toBe(true);
    expect(canRateSession({ ...session, status: "completed" }, before)).toBe(true);
    expect(canRateSession({ ...session, status: "cancelled" }, after)).toBe(false);
  });
});

describe("attendance rate", () => {
  it.each([
    [[], null],
    [[null, null], null],
    [["present", "late", "absent", "injured"], 0.5],
    [["present", null, "absent"], 0.5],
    [["late", "late", "late", "absent"], 0.75],
  ] as const)("%j → %s", (values, rate) => {
    expect(attendanceRate(values)).toBe(rate);
  });

  it.each([
    [1, "high"],
    [0.76, "high"],
    [0.75, "medium"],
    [0.5, "medium"],
    [0.49, "low"],
    [0, "low"],
  ] as const)("%s → %s", (rate, level) => {
    expect(attendanceLevel(rate)).toBe(level);
  });
});
