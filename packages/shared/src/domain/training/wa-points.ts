import type { Gender, PoolLength, SwimEvent } from "./events.ts";

/*
 * World Aquatics (formerly FINA) points (TRAINING.md §2): P = floor(1000 × (B / T)³), B the base time of the
 * event, pool and gender in the table of a year. The table below is "FINA Points – Base times SCM and LCM 2021",
 * published by FINA on 11 January 2021 (resources.fina.org, document fina_points_base_times_-_scm_and_lcm_2021.pdf),
 * as quoted in the public repository Caceres-A01706972/TC1030_Proyecto (basetimes.h); its long-course times are
 * the world records at 31 December 2020. It is the newest table this project could source: a newer year's table
 * replaces it here (with its name), and every screen names the table its points come from. Times in hundredths.
 */

export const WA_POINTS_TABLE = "FINA 2021";

type BaseTimes = Record<Gender, Partial<Record<SwimEvent, number>>>;

const SHORT_COURSE: BaseTimes = {
  M: {
    freestyle_50: 2024,
    freestyle_100: 4494,
    freestyle_200: 9937,
    freestyle_400: 21225,
    freestyle_800: 44342,
    freestyle_1500: 84806,
    backstroke_50: 2222,
    backstroke_100: 4888,
    backstroke_200: 10563,
    breaststroke_50: 2525,
    breaststroke_100: 5561,
    breaststroke_200: 12016,
    butterfly_50: 2175,
    butterfly_100: 4808,
    butterfly_200: 10824,
    im_100: 5026,
    im_200: 10963,
  },
  F: {
    freestyle_50: 2293,
    freestyle_100: 5025,
    freestyle_200: 11043,
    freestyle_400: 23392,
    freestyle_800: 47934,
    freestyle_1500: 91801,
    backstroke_50: 2567,
    backstroke_100: 5489,
    backstroke_200: 11923,
    breaststroke_50: 2856,
    breaststroke_100: 6236,
    breaststroke_200: 13457,
    butterfly_50: 2438,
    butterfly_100: 5461,
    butterfly_200: 11961,
    im_100: 5651,
    im_200: 12186,
  },
};

const LONG_COURSE: BaseTimes = {
  M: {
    freestyle_50: 2091,
    freestyle_100: 4691,
    freestyle_200: 10200,
    freestyle_400: 22007,
    freestyle_800: 45212,
    freestyle_1500: 87102,
    backstroke_50: 2400,
    backstroke_100: 5185,
    backstroke_200: 11192,
    breaststroke_50: 2595,
    breaststroke_100: 5688,
    breaststroke_200: 12612,
    butterfly_50: 2227,
    butterfly_100: 4950,
    butterfly_200: 11073,
    im_200: 11400,
  },
  F: {
    freestyle_50: 2367,
    freestyle_100: 5171,
    freestyle_200: 11298,
    freestyle_400: 23646,
    freestyle_800: 48479,
    freestyle_1500: 92048,
    backstroke_50: 2698,
    backstroke_100: 5757,
    backstroke_200: 12335,
    breaststroke_50: 2940,
    breaststroke_100: 6413,
    breaststroke_200: 13911,
    butterfly_50: 2443,
    butterfly_100: 5548,
    butterfly_200: 12181,
    im_200: 12612,
  },
};

/** The base time (hundredths) of an event, pool and gender, or null when the table has none. */
export function baseTime(event: SwimEvent, pool: PoolLength | number, gender: Gender): number | null {
  const table = pool === 50 ? LONG_COURSE : SHORT_COURSE;
  return table[gender][event] ?? null;
}

/** World Aquatics points of a time, truncated to an integer; null without a gender or a base time. */
export function waPoints(
  event: SwimEvent,
  pool: PoolLength | number,
  gender: Gender | null,
  hundredths: number,
): number | null {
  if (!gender || hundredths <= 0) return null;
  const base = baseTime(event, pool, gender);
  if (base === null) return null;
  // A tiny epsilon: (B/T)³ computed in binary may land just under a whole number it equals exactly.
  return Math.floor(1000 * (base / hundredths) ** 3 + 1e-9);
}

/**
 * The time (hundredths) for a number of points, by the federation's rule: start from the exact inverse and lower
 * the time by hundredths as long as the reverse calculation still gives the same points. Null without a base
 * time.
 */
export function timeForPoints(
  event: SwimEvent,
  pool: PoolLength | number,
  gender: Gender,
  points: number,
): number | null {
  const base = baseTime(event, pool, gender);
  if (base === null || points <= 0) return null;
  const scores = (time: number) => waPoints(event, pool, gender, time);
  // The exact inverse, to the hundredth; rounding it up may cost a point, so step back to a time that scores it.
  let time = Math.ceil(base / Math.cbrt(points / 1000));
  while (time > 1 && (scores(time) ?? 0) < points) time -= 1;
  while (time > 1 && scores(time - 1) === points) time -= 1;
  return scores(time) === points ? time : null;
}
