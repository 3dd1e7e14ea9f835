import type { MacroPhase, PlanStatus } from "@bazin/shared/domain/training/plan-rules";
import type { SessionStatus } from "@bazin/shared/domain/training/session-rules";

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

/**
 * A session status as a filled badge, the same on every screen: colour and text colour. White keeps 4.5:1 on
 * these shades except on orange.9 (4.3:1), whose "in progress" takes black (4.9:1), as AttendanceLevelBadge does.
 */
export const SESSION_STATUS_BADGE: Record<SessionStatus, { color: string; c: string }> = {
  planned: { color: "blue.8", c: "white" },
  in_progress: { color: "orange.9", c: "black" },
  completed: { color: "teal.9", c: "white" },
  cancelled: { color: "gray.7", c: "white" },
};
