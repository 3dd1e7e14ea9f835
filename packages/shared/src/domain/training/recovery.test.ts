import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayNumber } from "./plan-rules.ts";
import { isIntense, type RecoveryConflict, recoveryConflicts, type TrainingOnDay } from "./recovery.ts";
import {
  DEFAULT_RECOVERY_DAYS,
  type PlanningZone,
  WORKOUT_TYPES,
  type WorkoutType,
} from "./workout-taxonomy.ts";

/* TRAINING.md §5: an intense session inside the recovery window of an earlier intense one is a conflict,
 * named with the swimmer, both sessions and the days. */

const training = (
  key: string,
  day: string,
  studentIds: string[],
  workoutType: WorkoutType = "vo2_max",
  peakZone: PlanningZone = 4,
): TrainingOnDay => ({ key, day, name: `Antrenament ${key}`, workoutType, peakZone, studentIds });

/** VO2 max: 2 days; lactate tolerance: 2; race tempo: 1 (the defaults). */
const days = DEFAULT_RECOVERY_DAYS;

describe("isIntense: the type or the hardest set reaches zone 4", () => {
  it.each<[WorkoutType, PlanningZone, boolean]>([
    ["vo2_max", 2, true],
    ["race_tempo", 1, true],
    ["endurance", 2, false],
    ["endurance", 4, true],
    ["technique", 6, true],
    ["anaerobic_threshold", 3, false],
    ["recovery", 1, false],
  ])("a %s workout peaking at zone %i: %s", (workoutType, peakZone, intense) => {
    expect(isIntense({ workoutType, peakZone })).toBe(intense);
  });
});

describe("recoveryConflicts", () => {
  it("names the swimmer, both trainings, the window and the days between", () => {
    const monday = training("mon", "2025-03-03", ["ana", "radu"]);
    const tuesday = training("tue", "2025-03-04", ["ana"], "lactate_tolerance", 5);
    expect(recoveryConflicts([tuesday], [monday], days)).toEqual<RecoveryConflict[]>([
      {
        studentId: "ana",
        first: { key: "mon", day: "2025-03-03", name: "Antrenament mon" },
        second: { key: "tue", day: "2025-03-04", name: "Antrenament tue" },
        recoveryDays: 2,
        daysBetween: 1,
      },
    ]);
  });

  it("the window holds its last day, not the one after", () => {
    const first = training("a", "2025-03-03", ["ana"]);
    expect(recoveryConflicts([training("b", "2025-03-05", ["ana"])], [first], days)).toHaveLength(1);
    expect(recoveryConflicts([training("b", "2025-03-06", ["ana"])], [first], days)).toEqual([]);
  });

  it("on one day, two intense trainings conflict when either type needs recovery, whatever their keys", () => {
    // Endurance needs no recovery but this one peaks at zone 5; VO2 max needs 2 days.
    const hardEndurance = training("a", "2025-03-03", ["ana"], "endurance", 5);
    const vo2 = training("b", "2025-03-03", ["ana"]);
    for (const [changed, existing] of [
      [hardEndurance, vo2],
      [vo2, hardEndurance],
    ] as const) {
      const conflicts = recoveryConflicts([changed], [existing], days);
      expect(conflicts.map((c) => [c.first.key, c.second.key, c.recoveryDays, c.daysBetween])).toEqual([
        ["b", "a", 2, 0],
      ]);
    }
  });

  it("the earlier training is the first even when it is the one being placed", () => {
    const [conflict] = recoveryConflicts(
      [training("new", "2025-03-03", ["ana"])],
      [training("old", "2025-03-04", ["ana"])],
      days,
    );
    expect(conflict?.first.key).toBe("new");
    expect(conflict?.second.key).toBe("old");
  });

  it("two intense trainings on the same day conflict (0 days between)", () => {
    const conflicts = recoveryConflicts(
      [training("pm", "2025-03-03", ["ana"], "race_tempo", 6)],
      [training("am", "2025-03-03", ["ana"])],
      days,
    );
    expect(conflicts.map((c) => [c.first.key, c.second.key, c.daysBetween, c.recoveryDays])).toEqual([
      ["am", "pm", 0, 2],
    ]);
  });

  it("no conflict outside the window, for other swimmers, or with a training that is not intense", () => {
    const first = training("a", "2025-03-03", ["ana"]);
    expect(recoveryConflicts([training("b", "2025-03-10", ["ana"])], [first], days)).toEqual([]);
    expect(recoveryConflicts([training("b", "2025-03-04", ["radu"])], [first], days)).toEqual([]);
    expect(recoveryConflicts([training("b", "2025-03-04", ["ana"], "endurance", 2)], [first], days)).toEqual(
      [],
    );
    expect(
      recoveryConflicts(
        [training("b", "2025-03-04", ["ana"])],
        [training("a", "2025-03-03", ["ana"], "technique", 3)],
        days,
      ),
    ).toEqual([]);
  });

  it("a type with no recovery days opens no window; the club's own setting counts", () => {
    const first = training("a", "2025-03-03", ["ana"], "race_tempo", 6);
    const second = training("b", "2025-03-05", ["ana"]);
    expect(recoveryConflicts([second], [first], days)).toEqual([]);
    expect(recoveryConflicts([second], [first], { ...days, race_tempo: 3 })).toHaveLength(1);
    expect(recoveryConflicts([second], [first], { ...days, race_tempo: 0, vo2_max: 0 })).toEqual([]);
  });

  it("reports only pairs that involve a changed training, not old conflicts between existing ones", () => {
    const existing = [training("a", "2025-03-03", ["ana"]), training("b", "2025-03-04", ["ana"])];
    expect(recoveryConflicts([], existing, days)).toEqual([]);
    const moved = training("c", "2025-03-20", ["ana"]);
    expect(recoveryConflicts([moved], existing, days)).toEqual([]);
    const conflicts = recoveryConflicts([training("c", "2025-03-05", ["ana"])], existing, days);
    expect(conflicts.map((c) => [c.first.key, c.second.key])).toEqual([
      ["a", "c"],
      ["b", "c"],
    ]);
  });

  it("a changed training replaces the existing one with its key (a move is checked where it lands)", () => {
    const existing = [training("a", "2025-03-03", ["ana"]), training("b", "2025-03-04", ["ana"])];
    expect(recoveryConflicts([training("b", "2025-03-20", ["ana"])], existing, days)).toEqual([]);
  });

  it("names each swimmer the two trainings share, once each", () => {
    const conflicts = recoveryConflicts(
      [training("b", "2025-03-04", ["ana", "radu", "ioana"])],
      [training("a", "2025-03-03", ["ana", "ioana", "mihai"])],
      days,
    );
    expect(conflicts.map((c) => c.studentId).sort()).toEqual(["ana", "ioana"]);
  });

  it("equals a brute-force check of every pair (property)", () => {
    const students = ["ana", "radu", "ioana"];
    const trainingArb = fc.record({
      key: fc.string({ minLength: 1, maxLength: 3 }),
      day: fc.integer({ min: 0, max: 20 }).map((n) => addDays("2025-03-01", n)),
      name: fc.constant("x"),
      workoutType: fc.constantFrom(...WORKOUT_TYPES),
      peakZone: fc.constantFrom<PlanningZone>(1, 2, 3, 4, 5, 6),
      studentIds: fc.subarray(students, { minLength: 1 }),
    });
    const windowArb = fc.record(
      Object.fromEntries(WORKOUT_TYPES.map((t) => [t, fc.integer({ min: 0, max: 4 })])) as Record<
        WorkoutType,
        fc.Arbitrary<number>
      >,
    );
    const unique = (list: TrainingOnDay[]) =>
      list.filter((t, i) => list.findIndex((u) => u.key === t.key) === i);
    fc.assert(
      fc.property(
        fc.array(trainingArb, { maxLength: 8 }).map(unique),
        fc.array(trainingArb, { maxLength: 8 }).map(unique),
        windowArb,
        (changed, existingAll, recovery) => {
          const changedKeys = new Set(changed.map((t) => t.key));
          const all = [...changed, ...existingAll.filter((t) => !changedKeys.has(t.key))];
          // On one day, the training whose window is longer is the first (then the smaller key).
          const before = (a: TrainingOnDay, b: TrainingOnDay) =>
            a.day < b.day ||
            (a.day === b.day &&
              (recovery[a.workoutType] > recovery[b.workoutType] ||
                (recovery[a.workoutType] === recovery[b.workoutType] && a.key < b.key)));
          const expected: string[] = [];
          for (const a of all)
            for (const b of all) {
              if (a === b || !before(a, b) || !isIntense(a) || !isIntense(b)) continue;
              if (!changedKeys.has(a.key) && !changedKeys.has(b.key)) continue;
              const between = dayNumber(b.day) - dayNumber(a.day);
              const window = recovery[a.workoutType];
              if (window <= 0 || between > window) continue;
              for (const s of a.studentIds)
                if (b.studentIds.includes(s)) expected.push(`${s}|${a.key}|${b.key}|${between}|${window}`);
            }
          const found = recoveryConflicts(changed, existingAll, recovery).map(
            (c) => `${c.studentId}|${c.first.key}|${c.second.key}|${c.daysBetween}|${c.recoveryDays}`,
          );
          expect(found.sort()).toEqual(expected.sort());
        },
      ),
    );
  });
});
