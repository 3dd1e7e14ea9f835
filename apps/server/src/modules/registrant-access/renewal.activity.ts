import { addDays, localDate } from "@bazin/shared/domain/club";
import { REGISTRATION_VALIDITY_DAYS } from "@bazin/shared/domain/registration";
import type { Db } from "../../db/client.ts";
import { recordActivityOfStudents, recordActivityOfUser } from "./renewal.repository.ts";

/*
 * Activity keeps a registration alive (spec §1: it expires after 45 days of inactivity): each counts as a fresh
 * 45 days from today for an active registration. Callers pass their own transaction.
 */

function window(now: Date) {
  const today = localDate(now);
  return { today, extendTo: addDays(today, REGISTRATION_VALIDITY_DAYS) };
}

/** A sign-in of the account linked to registrations. */
export async function recordSignInActivity(db: Db, userId: string, now: Date) {
  const { today, extendTo } = window(now);
  await recordActivityOfUser(db, userId, today, extendTo, now);
}

/** Students marked present (or late) at a session. */
export async function recordAttendanceActivity(db: Db, studentIds: readonly string[], now: Date) {
  const { today, extendTo } = window(now);
  await recordActivityOfStudents(db, studentIds, today, extendTo, now);
}
