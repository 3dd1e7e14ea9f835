import { describe, expect, it } from "vitest";
import { CLUB, IDS } from "../testing.tsx";
import {
  chooseInstructor,
  dayInstructor,
  endTime,
  fullChoices,
  scheduleDays,
  toggleSlot,
} from "./schedule.ts";

const children = scheduleDays(CLUB.slots, CLUB.instructors, "children");
const monday = children.find((d) => d.weekday === 1)!;

describe("[REGISTRATION] slot and instructor choice rules", () => {
  it("groups the age group's slots by day, Monday first, with the instructors teaching that day", () => {
    expect(children.map((d) => d.weekday)).toEqual([1, 2]);
    expect(monday.instructors.map((i) => i.firstName)).toEqual(["Ana", "Elena"]);
    expect(scheduleDays(CLUB.slots, CLUB.instructors, "adults").map((d) => d.weekday)).toEqual([2, 4]);
  });

  it("gives every slot of a day the same instructor", () => {
    let choices = toggleSlot([], monday, IDS.monChildren1630);
    expect(choices).toEqual([{ slotId: IDS.monChildren1630, instructorId: "" }]);
    choices = chooseInstructor(choices, monday, IDS.elena);
    choices = toggleSlot(choices, monday, IDS.monChildren1730);
    expect(choices).toEqual([
      { slotId: IDS.monChildren1630, instructorId: IDS.elena },
      { slotId: IDS.monChildren1730, instructorId: IDS.elena },
    ]);
    choices = chooseInstructor(choices, monday, IDS.ana);
    expect(choices.every((c) => c.instructorId === IDS.ana)).toBe(true);
    expect(dayInstructor(toggleSlot(choices, monday, IDS.monChildren1630), monday)).toBe(IDS.ana);
  });

  it("picks the only instructor of a day by itself", () => {
    const solo = { ...monday, instructors: monday.instructors.slice(0, 1) };
    expect(toggleSlot([], solo, IDS.monChildren1630)).toEqual([
      { slotId: IDS.monChildren1630, instructorId: IDS.ana },
    ]);
  });

  it("finds chosen slots without places and computes end times", () => {
    const available = new Map([
      [IDS.monChildren1630, 0],
      [IDS.monChildren1730, 2],
    ]);
    const full = fullChoices(
      [
        { slotId: IDS.monChildren1630, instructorId: IDS.ana },
        { slotId: IDS.monChildren1730, instructorId: IDS.ana },
      ],
      CLUB.slots,
      available,
    );
    expect(full.map((s) => s.id)).toEqual([IDS.monChildren1630]);
    expect(endTime({ startTime: "23:30", durationMinutes: 60 })).toBe("00:30");
  });
});
