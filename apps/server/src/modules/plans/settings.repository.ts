import type { Db } from "../../db/client.ts";
import { trainingSettings } from "../../db/schema/training-hub.ts";

/* The club's training settings: one row (id 1), absent until an admin first saves them. */

// Read by the training area's shared settings (sessions use it too); re-exported for the plans module.
export { storedRecoveryDays } from "../training/settings.repository.ts";

import { SETTINGS_ROW_ID as ROW_ID } from "../training/settings.repository.ts";

/** Saves the recovery days (creating the row the first time), with who changed them and when. */
export async function saveRecoveryDays(
  db: Db,
  recoveryDays: Record<string, number>,
  userId: string,
  at: Date,
) {
  await db
    .insert(trainingSettings)
    .values({ id: ROW_ID, recoveryDays, updatedBy: userId, updatedAt: at })
    .onConflictDoUpdate({
      target: trainingSettings.id,
      set: { recoveryDays, updatedBy: userId, updatedAt: at },
    });
}
