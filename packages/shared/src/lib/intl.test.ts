import { describe, expect, it } from "vitest";
import { dateTimeFormat, listFormat, numberFormat } from "./intl.ts";

const at = new Date("2026-03-14T16:05:00Z");

describe("cached Intl formatters", () => {
  it("give the same formatter for the same locale and equal options", () => {
    expect(dateTimeFormat("ro-RO", { dateStyle: "long", timeZone: "UTC" })).toBe(
      dateTimeFormat("ro-RO", { dateStyle: "long", timeZone: "UTC" }),
    );
    expect(numberFormat("en-GB")).toBe(numberFormat("en-GB"));
    expect(listFormat("ro", { type: "unit" })).toBe(listFormat("ro", { type: "unit" }));
  });

  it("give another formatter for other options or another locale", () => {
    const long = dateTimeFormat("ro-RO", { dateStyle: "long" });
    expect(dateTimeFormat("ro-RO", { dateStyle: "medium" })).not.toBe(long);
    expect(dateTimeFormat("en-GB", { dateStyle: "long" })).not.toBe(long);
    expect(dateTimeFormat("ro-RO")).not.toBe(long);
    expect(numberFormat("ro-RO", { style: "percent" })).not.toBe(numberFormat("ro-RO"));
  });

  it("format as a formatter made for the call does", () => {
    const options: Intl.DateTimeFormatOptions = {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Bucharest",
    };
    expect(dateTimeFormat("ro-RO", options).format(at)).toBe(
      new Intl.DateTimeFormat("ro-RO", options).format(at),
    );
    expect(dateTimeFormat("en-GB", options).format(at)).toBe(
      new Intl.DateTimeFormat("en-GB", options).format(at),
    );
    const percent: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 1 };
    expect(numberFormat("ro-RO", percent).format(0.4567)).toBe(
      new Intl.NumberFormat("ro-RO", percent).format(0.4567),
    );
    expect(listFormat("en", { style: "narrow", type: "unit" }).format(["3 days", "4 hours"])).toBe(
      new Intl.ListFormat("en", { style: "narrow", type: "unit" }).format(["3 days", "4 hours"]),
    );
  });
});
