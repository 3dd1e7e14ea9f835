import type { TRecoverySettings } from "@bazin/shared/contracts/plans";
import {
  DEFAULT_RECOVERY_DAYS,
  WORKOUT_TYPES,
  type WorkoutType,
} from "@bazin/shared/domain/training/workout-taxonomy";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../swimmers/policy.ts";
import { saveRecoveryDays, storedRecoveryDays } from "./settings.repository.ts";

/**
 * Recovery days per workout type (SPEC §9, TRAINING.md §5): the club's own where an admin set them, the defaults
 * from packages/shared otherwise (also for a type added after the row was saved).
 */
export async function recoveryDaysOf(db: Db): Promise<Record<WorkoutType, number>> {
  const stored = (await storedRecoveryDays(db)) ?? {};
  return Object.fromEntries(
    WORKOUT_TYPES.map((type) => [type, stored[type] ?? DEFAULT_RECOVERY_DAYS[type]]),
  ) as Record<WorkoutType, number>;
}

/** GET /api/training-settings/recovery */
export async function recoverySettings(ctx: AppContext): Promise<TRecoverySettings> {
  return { recoveryDays: await recoveryDaysOf(ctx.db) };
}

/** PUT /api/training-settings/recovery (admins): every type's days, 0–7. */
export async function updateRecoverySettings(
  ctx: AppContext,
  viewer: Viewer,
  input: TRecoverySettings,
): Promise<TRecoverySettings> {
  await saveRecoveryDays(ctx.db, { ...input.recoveryDays }, viewer.id, ctx.clock.now());
  return recoverySettings(ctx);
}
