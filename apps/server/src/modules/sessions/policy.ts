import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessionParticipants, trainingSessions } from "../../db/schema/sessions.ts";
import { AppError } from "../../lib/app-error.ts";
import { holds } from "../swimmers/condition.repository.ts";
import { studentVisibleTo, type Viewer } from "../swimmers/policy.ts";

/*
 * Who may see and change which sessions (TRAINING.md §1, §6): admins all; a coach the sessions they lead and those
 * holding a swimmer of their groups (the swimmers' policy decides who those are).
 */

/** The condition "the viewer may see this session", on the training_sessions row; undefined for admins. */
export function sessionVisibleTo(viewer: Viewer): SQL | undefined {
  const student = studentVisibleTo(viewer, sql`scope_participant.student_id`);
  if (!student) return undefined;
  return sql`(${trainingSessions.coachId} = ${viewer.id} or exists (select 1 from ${sessionParticipants} as scope_participant where scope_participant.session_id = ${trainingSessions.id} and ${student}))`;
}

/** Throws 403 SESSION_NOT_IN_SCOPE unless the viewer may see the session (which exists). */
export async function requireSessionInScope(
  db: Db,
  viewer: Viewer,
  session: { id: string; coachId: string | null },
) {
  if (viewer.role === "admin" || session.coachId === viewer.id) return;
  const student = studentVisibleTo(viewer, sql`scope_participant.student_id`)!;
  const ok = await holds(
    db,
    sql`exists (select 1 from ${sessionParticipants} as scope_participant where scope_participant.session_id = ${session.id}::uuid and ${student})`,
  );
  if (!ok) throw new AppError("SESSION_NOT_IN_SCOPE", 403);
}
