import { describe, expect, it } from "vitest";
import { ZAuditQuery } from "../contracts/audit.ts";
import { ZAnnouncementInput } from "../contracts/content.ts";
import { isCalendarDay } from "./club.ts";

describe("isCalendarDay", () => {
  it("takes real days, leap days included, and refuses days a Date would roll over", () => {
    expect(["2026-11-26", "2024-02-29", "2000-02-29", "2026-12-31"].map(isCalendarDay)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      [
        "2026-02-29",
        "1900-02-29",
        "2026-02-30",
        "2026-04-31",
        "2026-13-01",
        "2026-00-10",
        "26-11-26",
        "",
      ].map(isCalendarDay),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });

  it("is the rule of the announcement's event date and the audit log's range (a 500 from PostgreSQL before)", () => {
    const announcement = {
      title: "Cupa de iarnă",
      content: "Concurs.",
      category: "competition",
      priority: 50,
      eventDate: "2026-02-30",
    };
    const refused = ZAnnouncementInput.safeParse(announcement);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["eventDate", "dateInvalid"],
    ]);
    expect(ZAnnouncementInput.safeParse({ ...announcement, eventDate: "2026-02-28" }).success).toBe(true);
    expect(ZAuditQuery.safeParse({ from: "2026-04-31" }).success).toBe(false);
  });
});
