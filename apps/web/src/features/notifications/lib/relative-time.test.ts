import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { badgeText } from "./badge.ts";
import { relativeTime } from "./relative-time.ts";

const NOW = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("the bell's relative time", () => {
  const ro = (ms: number) => relativeTime(ago(ms), NOW, i18n.getFixedT("ro"), "ro");
  const en = (ms: number) => relativeTime(ago(ms), NOW, i18n.getFixedT("en"), "en");

  it("says 'now' under a minute, also for a time slightly ahead of this clock", () => {
    expect([ro(0), ro(59 * SECOND), ro(-5 * SECOND)]).toEqual(["acum", "acum", "acum"]);
    expect(en(59 * SECOND)).toBe("now");
  });

  it("counts minutes under an hour", () => {
    expect([ro(MINUTE), ro(2 * MINUTE), ro(20 * MINUTE), ro(59 * MINUTE + 59 * SECOND)]).toEqual([
      "acum un minut",
      "acum 2 minute",
      "acum 20 de minute",
      "acum 59 de minute",
    ]);
    expect([en(MINUTE), en(5 * MINUTE)]).toEqual(["1 minute ago", "5 minutes ago"]);
  });

  it("counts hours under a day", () => {
    expect([ro(HOUR), ro(3 * HOUR), ro(23 * HOUR + 59 * MINUTE)]).toEqual([
      "acum o oră",
      "acum 3 ore",
      "acum 23 de ore",
    ]);
    expect([en(HOUR), en(23 * HOUR)]).toEqual(["1 hour ago", "23 hours ago"]);
  });

  it("counts days under a week", () => {
    expect([ro(DAY), ro(6 * DAY + 23 * HOUR)]).toEqual(["acum o zi", "acum 6 zile"]);
    expect([en(DAY), en(6 * DAY)]).toEqual(["1 day ago", "6 days ago"]);
  });

  it("gives a short date from the seventh day on, in Romanian format or its English equivalent", () => {
    expect(ro(7 * DAY)).toBe("16.11.2026");
    expect(en(7 * DAY)).toBe("16/11/2026");
    expect(relativeTime("2025-01-05T08:00:00Z", NOW, i18n.getFixedT("ro"), "ro")).toBe("05.01.2025");
  });
});

describe("the bell's badge", () => {
  it("shows the unread count up to 9, '9+' over 9, nothing for none", () => {
    expect([0, 1, 9, 10, 250].map(badgeText)).toEqual([null, "1", "9", "9+", "9+"]);
  });
});
