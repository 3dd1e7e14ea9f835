import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { trainingSettings } from "../../db/schema/training-hub.ts";

/* The club's training settings as the training area reads them: one row (id 1), absent until an admin saves it. */

/** The settings row's id. */
export const SETTINGS_ROW_ID = 1;

/** The stored recovery days per workout type, or null while the club uses the defaults. */
export async function storedRecoveryDays(db: Db): Promise<Record<string, number> | null> {
  const [row] = await db
    .select({ recoveryDays: trainingSettings.recoveryDays })
    .from(trainingSettings)
    .where(eq(trainingSettings.id, SETTINGS_ROW_ID))
    .limit(1);
  return row?.recoveryDays ?? null;
}
