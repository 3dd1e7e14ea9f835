/**
 * Heart rate (SPEC §5, §9; TRAINING.md §3): the bounds of a swimmer's profile, its defaults, the five training
 * zones from heart-rate reserve (Karvonen), and the lists' zone filter.
 */
export const MAX_HR_BOUNDS = { min: 120, max: 220 } as const;
export const RESTING_HR_BOUNDS = { min: 30, max: 100 } as const;
export const THRESHOLD_HR_BOUNDS = { min: 100, max: 200 } as const;
/** Threshold default: 87 % of the maximum. */
export const THRESHOLD_SHARE_OF_MAX = 0.87;
/** Zone boundaries as shares of the heart-rate reserve: zone 1 is 50–60 %, … zone 5 is 90–100 %. */
export const ZONE_RESERVE_SHARES = [0.5, 0.6, 0.7, 0.8, 0.9, 1] as const;
export const HR_ZONE_COUNT = 5;

const clamp = (value: number, bounds: { min: number; max: number }) =>
  Math.min(bounds.max, Math.max(bounds.min, value));

/** 220 − age, kept inside the bounds of a maximum heart rate. */
export function defaultMaxHr(ageYears: number): number {
  return clamp(220 - ageYears, MAX_HR_BOUNDS);
}

/** round(0.87 × max), kept inside the bounds of a threshold heart rate. */
export function defaultThresholdHr(maxHr: number): number {
  return clamp(Math.round(THRESHOLD_SHARE_OF_MAX * maxHr), THRESHOLD_HR_BOUNDS);
}

export interface HrZone {
  /** 1 … 5 */
  zone: number;
  minBpm: number;
  maxBpm: number;
}

/** The five zones: resting + share × (max − resting), rounded to whole beats, each zone ending where the next starts. */
export function karvonenZones(restingHr: number, maxHr: number): HrZone[] {
  const reserve = maxHr - restingHr;
  const bpm = ZONE_RESERVE_SHARES.map((share) => Math.round(restingHr + share * reserve));
  return bpm.slice(0, HR_ZONE_COUNT).map((minBpm, i) => ({ zone: i + 1, minBpm, maxBpm: bpm[i + 1]! }));
}

/** SPEC §9 zone filter of the swimmer lists, by maximum heart rate: low < 170, medium 170–190, high > 190. */
export const HR_ZONE_FILTERS = ["low", "medium", "high"] as const;
export type HrZoneFilter = (typeof HR_ZONE_FILTERS)[number];

export function hrZoneFilterOf(maxHr: number): HrZoneFilter {
  if (maxHr < 170) return "low";
  if (maxHr <= 190) return "medium";
  return "high";
}
