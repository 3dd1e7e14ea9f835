import type { TRecoverySettings } from "@bazin/shared/contracts/plans";
import type { AppContext } from "../../app-context.ts";
import type { Viewer } from "../swimmers/policy.ts";
import { saveRecoveryDays } from "./settings.repository.ts";

// Shared with sessions (training/recovery.service.ts); re-exported for the plans module.
export { recoveryDaysOf } from "../training/recovery.service.ts";

import { recoveryDaysOf } from "../training/recovery.service.ts";

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
