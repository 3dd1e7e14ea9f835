/**
 * Age groups of club records (TRAINING.md §2, SPEC §9): the age a swimmer turns in the year of the swim
 * (federation rule: year of swim − birth year). Each age from 5 to 17 is a group; 18 and over is one open
 * group ("18+"); younger swimmers count with the 5-year-olds.
 */
export const YOUNGEST_AGE_GROUP = 5;
export const OPEN_AGE_GROUP = 18;
export const AGE_GROUP_VALUES = Array.from(
  { length: OPEN_AGE_GROUP - YOUNGEST_AGE_GROUP + 1 },
  (_, i) => YOUNGEST_AGE_GROUP + i,
);

/** Year of the swim − year of birth, both "YYYY-MM-DD". */
export function ageInYearOfSwim(birthDate: string, swumOn: string): number {
  return Number(swumOn.slice(0, 4)) - Number(birthDate.slice(0, 4));
}

/** The record age group of a swimmer's age in the year of the swim: 5 … 17, or 18 for 18+. */
export function ageGroupOfAge(age: number): number {
  return Math.min(OPEN_AGE_GROUP, Math.max(YOUNGEST_AGE_GROUP, age));
}

/** The age range a group covers, for queries: [min, max], max null for the open group. */
export function ageRangeOfGroup(group: number): [number, number | null] {
  if (group >= OPEN_AGE_GROUP) return [OPEN_AGE_GROUP, null];
  if (group <= YOUNGEST_AGE_GROUP) return [0, YOUNGEST_AGE_GROUP];
  return [group, group];
}
