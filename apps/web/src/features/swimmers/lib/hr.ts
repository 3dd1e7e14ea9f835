import {
  defaultThresholdHr,
  type HrZone,
  karvonenZones,
  MAX_HR_BOUNDS,
  RESTING_HR_BOUNDS,
} from "@bazin/shared/domain/training/heart-rate";

const within = (value: unknown, bounds: { min: number; max: number }): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

/** The computed zones of what the form holds, or null while max or resting is missing, out of bounds or crossed. */
export function previewZones(maxHr: unknown, restingHr: unknown): HrZone[] | null {
  if (!within(maxHr, MAX_HR_BOUNDS) || !within(restingHr, RESTING_HR_BOUNDS) || restingHr >= maxHr)
    return null;
  return karvonenZones(restingHr, maxHr);
}

/** The threshold default of a max the form holds, or null when that max is not a valid one. */
export function thresholdDefaultOf(maxHr: unknown): number | null {
  return within(maxHr, MAX_HR_BOUNDS) ? defaultThresholdHr(maxHr) : null;
}
