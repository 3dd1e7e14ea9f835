import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { trainingSettings } from "../../db/schema/training-hub.ts";

/* The club's training settings: one row (id 1), absent until an admin first saves them. */

const ROW_ID = 1;

/** The stored recovery days per workout type, or null while the club uses the defaults. */
export async function storedRecoveryDays(db: Db): Promise<Record<string, number> | null> {
  const [row] = await db
    .select({ recoveryDays: trainingSettings.recoveryDays })
    .from(trainingSettings)
    .where(eq(trainingSettings.id, ROW_ID))
    .limit(1);
  return row?.recoveryDays ?? null;
}

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
