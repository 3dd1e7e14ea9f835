import { describe, expect, it } from "vitest";
import {
  DEFAULT_RECOVERY_DAYS,
  EFFORT_LEVELS,
  EFFORT_PACE_FACTOR,
  EFFORT_ZONE,
  foldText,
  INTENSE_ZONE,
  MAX_RECOVERY_DAYS,
  PLANNING_ZONES,
  WORKOUT_LEVELS,
  WORKOUT_TYPE_ZONE,
  WORKOUT_TYPES,
  type WorkoutLevel,
  type WorkoutType,
  workoutLevelOf,
  workoutTypeOf,
} from "./workout-taxonomy.ts";

/* TRAINING.md §4: levels and types take the spec's English values; the Romanian library words are accepted on
 * input and import and mapped in one place. */

describe("foldText: how names and library words are compared", () => {
  it.each<[string, string]>([
    ["Începător", "incepator"],
    ["REZISTENȚĂ", "rezistenta"],
    ["ș ț ă î â", "s t a i a"],
    ["cedilla forms: ş ţ Ş Ţ", "cedilla forms: s t s t"],
    ["  Încălzire \t ușoară\n", "incalzire usoara"],
    ["Tehnică   de   bras", "tehnica de bras"],
    ["already folded", "already folded"],
    ["", ""],
  ])("%j → %j", (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it("folds decomposed diacritics the same as precomposed ones", () => {
    expect(foldText("s\u0326i t\u0326")).toBe(foldText("și ț"));
  });
});

describe("workoutLevelOf", () => {
  it.each<[string, WorkoutLevel]>([
    ["beginner", "beginner"],
    ["Intermediate", "intermediate"],
    ["ADVANCED", "advanced"],
    ["Începător", "beginner"],
    ["incepator", "beginner"],
    ["Intermediar", "intermediate"],
    ["  avansat ", "advanced"],
  ])("%j → %s", (word, level) => {
    expect(workoutLevelOf(word)).toBe(level);
  });

  it.each(["", "expert", "începători", "pro", "level 1"])("%j is no level (null)", (word) => {
    expect(workoutLevelOf(word)).toBeNull();
  });

  it("every level reads back from its own value", () => {
    for (const level of WORKOUT_LEVELS) expect(workoutLevelOf(level)).toBe(level);
  });
});

describe("workoutTypeOf", () => {
  it.each<[string, WorkoutType]>([
    ["rezistență", "endurance"],
    ["Rezistenta", "endurance"],
    ["tehnic", "technique"],
    ["Tehnică", "technique"],
    ["recuperare", "recovery"],
    ["Sprint", "race_tempo"],
    ["general", "general"],
    ["endurance", "endurance"],
    ["Anaerobic threshold", "anaerobic_threshold"],
    ["anaerobic-threshold", "anaerobic_threshold"],
    ["lactate_tolerance", "lactate_tolerance"],
    ["VO2 max", "vo2_max"],
    ["vo2-max", "vo2_max"],
    ["Race tempo", "race_tempo"],
  ])("%j → %s", (word, type) => {
    expect(workoutTypeOf(word)).toBe(type);
  });

  it.each(["", "aerobic", "sprinturi", "forță", "threshold"])("%j is no type (null)", (word) => {
    expect(workoutTypeOf(word)).toBeNull();
  });

  it("every type reads back from its own value", () => {
    for (const type of WORKOUT_TYPES) expect(workoutTypeOf(type)).toBe(type);
  });
});

describe("the one table of planning zones (SPEC §9)", () => {
  it("grades every effort and every type on zones 1–6", () => {
    for (const effort of EFFORT_LEVELS) expect(PLANNING_ZONES).toContain(EFFORT_ZONE[effort]);
    for (const type of WORKOUT_TYPES) expect(PLANNING_ZONES).toContain(WORKOUT_TYPE_ZONE[type]);
  });

  it.each<[WorkoutType, number]>([
    ["recovery", 1],
    ["endurance", 2],
    ["anaerobic_threshold", 3],
    ["vo2_max", 4],
    ["lactate_tolerance", 5],
    ["race_tempo", 6],
  ])("a %s workout trains zone %i", (type, zone) => {
    expect(WORKOUT_TYPE_ZONE[type]).toBe(zone);
  });

  it("harder efforts sit in higher zones and are swum faster", () => {
    const ladder = ["recovery", "easy", "moderate", "hard", "very_hard", "all_out"] as const;
    for (let i = 1; i < ladder.length; i++) {
      expect(EFFORT_ZONE[ladder[i]!]).toBeGreaterThan(EFFORT_ZONE[ladder[i - 1]!]);
      expect(EFFORT_PACE_FACTOR[ladder[i]!]).toBeLessThan(EFFORT_PACE_FACTOR[ladder[i - 1]!]);
    }
  });

  it("every intense type has a recovery window by default, within the allowed maximum", () => {
    for (const type of WORKOUT_TYPES) {
      expect(DEFAULT_RECOVERY_DAYS[type]).toBeGreaterThanOrEqual(0);
      expect(DEFAULT_RECOVERY_DAYS[type]).toBeLessThanOrEqual(MAX_RECOVERY_DAYS);
      if (WORKOUT_TYPE_ZONE[type] >= INTENSE_ZONE) expect(DEFAULT_RECOVERY_DAYS[type]).toBeGreaterThan(0);
    }
  });
});
