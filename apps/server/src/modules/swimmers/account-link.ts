import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { students } from "../../db/schema/registration.ts";
import { advancedSwimmers } from "../../db/schema/training.ts";
import { syncGroupMembership } from "./repository.ts";

/**
 * Links the account made from a student's invitation to the student (times, sessions and the swimmer portal
 * follow), gives the account the phone the registration carried (when it has none), and puts it in the training
 * group of the student's advanced-swimmer profile. A student who already has an account keeps it.
 */
export async function linkStudentAccount(db: Db, studentId: string, userId: string): Promise<void> {
  const linked = await db
    .update(students)
    .set({ userId })
    .where(and(eq(students.id, studentId), isNull(students.userId)))
    .returning({ id: students.id, phone: students.phone });
  if (linked.length === 0) return;
  const phone = linked[0]!.phone;
  if (phone)
    await db
      .update(users)
      .set({ phone })
      .where(and(eq(users.id, userId), isNull(users.phone)));
  const [profile] = await db
    .select({ groupId: advancedSwimmers.groupId })
    .from(advancedSwimmers)
    .where(eq(advancedSwimmers.studentId, studentId))
    .limit(1);
  if (profile?.groupId) await syncGroupMembership(db, userId, null, profile.groupId);
}
