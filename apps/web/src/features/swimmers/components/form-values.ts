import type { TAdvancedSwimmerUpdate } from "@bazin/shared/contracts/swimmers";

/**
 * What the create and the edit form share (group, gender, heart rate, zones), so the same fields serve both:
 * each form's own values (with or without the student) include these.
 */
export type SwimmerProfileValues = Pick<
  TAdvancedSwimmerUpdate,
  "groupId" | "gender" | "maxHr" | "restingHr" | "thresholdHr" | "zones"
>;
