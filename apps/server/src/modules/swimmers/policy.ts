import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { groupMembers } from "../../db/schema/groups.ts";
import { advancedSwimmers } from "../../db/schema/training.ts";
import { AppError } from "../../lib/app-error.ts";
import { filterStudentIds, holds } from "./condition.repository.ts";

/*
 * Who may see and change which swimmers (TRAINING.md §1): admins everyone; a coach the advanced swimmers of the
 * groups they coach (group_members.role = 'coach'). Lists and single reads of swimmers and times both use this.
 */

export type Viewer = Pick<TSessionUser, "id" | "role">;

/** The groups a coach leads, as SQL (a subquery of group ids). */
const coachedGroups = (coachId: string) =>
  sql`(select scope_member.group_id from ${groupMembers} as scope_member where scope_member.user_id = ${coachId} and scope_member.role = 'coach')`;

/**
 * The condition "this student is visible to the viewer", on any column holding a student id; undefined for
 * admins (no restriction).
 */
export function studentVisibleTo(viewer: Viewer, studentId: SQL | unknown): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  // Aliased: the outer query may itself read advanced_swimmers, whose columns `studentId` may name.
  return sql`exists (select 1 from ${advancedSwimmers} as scope_swimmer where scope_swimmer.student_id = ${studentId} and scope_swimmer.group_id in ${coachedGroups(viewer.id)})`;
}

/** The condition "this group may be used by the viewer"; undefined for admins. */
export function groupUsableBy(viewer: Viewer, groupId: SQL | unknown): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  return sql`${groupId} in ${coachedGroups(viewer.id)}`;
}

/** Whether the viewer may see this student's training data. */
export async function canSeeStudent(db: Db, viewer: Viewer, studentId: string): Promise<boolean> {
  const condition = studentVisibleTo(viewer, studentId);
  if (!condition) return true;
  return holds(db, condition);
}

/** Of the given students, those the viewer may see. */
export async function studentsVisibleTo(
  db: Db,
  viewer: Viewer,
  studentIds: readonly string[],
): Promise<string[]> {
  if (viewer.role === "admin") return [...studentIds];
  return filterStudentIds(db, studentIds, studentVisibleTo(viewer, sql`candidate.id`)!);
}

/** Throws 403 SWIMMER_NOT_IN_SCOPE unless the viewer may see the student. */
export async function requireStudentInScope(db: Db, viewer: Viewer, studentId: string): Promise<void> {
  if (!(await canSeeStudent(db, viewer, studentId))) throw new AppError("SWIMMER_NOT_IN_SCOPE", 403);
}

/** Throws 403 GROUP_NOT_ALLOWED unless the viewer may put swimmers in the group (null: no group, always fine). */
export async function requireGroupUsable(db: Db, viewer: Viewer, groupId: string | null): Promise<void> {
  if (groupId === null) {
    // A coach's swimmer without a group would vanish from the coach's own lists.
    if (viewer.role !== "admin")
      throw new AppError("GROUP_NOT_ALLOWED", 403, {}, { groupId: "fieldRequired" });
    return;
  }
  const condition = groupUsableBy(viewer, groupId);
  if (!condition) return;
  if (!(await holds(db, condition)))
    throw new AppError("GROUP_NOT_ALLOWED", 403, {}, { groupId: "groupNotAllowed" });
}
