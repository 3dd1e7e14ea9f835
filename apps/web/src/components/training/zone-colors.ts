import type { MacroPhase, PlanStatus } from "@bazin/shared/domain/training/plan-rules";

/**
 * Mantine colours of the planning zones 1–6 (cool to hot) and of the macro phases, one table for every chart,
 * bar and band. Text on these colours uses shade 9 or white on `filled` (contrast, see the times screens).
 */
export const ZONE_COLORS: Record<number, string> = {
  1: "teal",
  2: "cyan",
  3: "lime",
  4: "yellow",
  5: "orange",
  6: "red",
};

export const PHASE_COLORS: Record<MacroPhase, string> = {
  accumulation: "blue",
  intensification: "grape",
  realization: "orange",
  taper: "teal",
  transition: "gray",
};

export const PLAN_STATUS_COLORS: Record<PlanStatus, string> = {
  draft: "gray",
  active: "green",
  paused: "yellow",
  completed: "blue",
};
