import { isRole, type Role } from "@bazin/shared/domain/roles";
import type { Tx } from "../../db/transaction.ts";
import {
  listActiveAdminIds,
  listActiveStaff,
  listActiveUserIds,
  listRolesOf,
  usersWithUnread,
} from "./repository.ts";
import { type NotifyContext, notify } from "./service.ts";

/*
 * One function per kind of notification (spec §3 types): features call these, inside the transaction of the
 * change that causes the notification, and never write notifications another way. Each picks its recipients
 * (when the rule is the club's, e.g. "every admin"), its translation keys under `common:notifications.*`,
 * its parameters and its link. Every one of them returns the ids written.
 */

/** Where admins look after students (registrations, certificates). */
/** The admin's students list with this student's details open (the web app's `?student=` parameter). */
const studentPage = (studentId: string) => `/admin/users?student=${encodeURIComponent(studentId)}`;
/** The public events page, where announcements are shown. */
const EVENTS_PAGE = "/evenimente";
/**
 * Each role's chat page (spec §2: shared by swimmer, coach and admin; a plain member's is in its account area).
 */
export const CHAT_PAGE: Record<Role, string> = {
  admin: "/admin/chat",
  coach: "/coach/chat",
  swimmer: "/swimmer/chat",
  user: "/account/chat",
};

/** NEW_REGISTRATION for every active admin, once per student. */
export async function notifyNewRegistration(
  ctx: NotifyContext,
  tx: Tx,
  student: { id: string; fullName: string; number: string },
): Promise<string[]> {
  return notify(ctx, tx, {
    userIds: await listActiveAdminIds(tx),
    type: "NEW_REGISTRATION",
    titleKey: "common:notifications.newRegistration.title",
    messageKey: "common:notifications.newRegistration.message",
    params: { name: student.fullName, number: student.number, studentId: student.id },
    actionUrl: studentPage(student.id),
    dedupeKey: `new-registration:${student.id}`,
  });
}

/**
 * DOCUMENT_EXPIRING for every active admin: a student's registration or medical certificate ends on `endsOn`
 * (a day, YYYY-MM-DD). Once per student, document and end day, however often it is raised.
 */
export async function notifyDocumentExpiring(
  ctx: NotifyContext,
  tx: Tx,
  input: { document: "registration" | "certificate"; studentId: string; fullName: string; endsOn: string },
): Promise<string[]> {
  const key = input.document === "registration" ? "registrationExpiring" : "certificateExpiring";
  return notify(ctx, tx, {
    userIds: await listActiveAdminIds(tx),
    type: "DOCUMENT_EXPIRING",
    titleKey: `common:notifications.${key}.title`,
    messageKey: `common:notifications.${key}.message`,
    params: { name: input.fullName, date: input.endsOn, studentId: input.studentId },
    actionUrl: studentPage(input.studentId),
    dedupeKey: `${input.document}-expiring:${input.studentId}:${input.endsOn}`,
  });
}

/**
 * RENEWAL_REQUESTED for every active admin: a registrant asked, from the expiry mail's link, to renew a
 * registration ending on `endsOn`. Once per student and end day, however often the request is repeated.
 */
export async function notifyRenewalRequested(
  ctx: NotifyContext,
  tx: Tx,
  input: { studentId: string; fullName: string; endsOn: string },
): Promise<string[]> {
  return notify(ctx, tx, {
    userIds: await listActiveAdminIds(tx),
    type: "RENEWAL_REQUESTED",
    titleKey: "common:notifications.renewalRequested.title",
    messageKey: "common:notifications.renewalRequested.message",
    params: { name: input.fullName, date: input.endsOn, studentId: input.studentId },
    actionUrl: studentPage(input.studentId),
    dedupeKey: `renewal-requested:${input.studentId}:${input.endsOn}`,
  });
}

/**
 * ANNOUNCEMENT for every active member when an announcement is published, except its author. Once per
 * announcement: publishing it again (after an edit) does not notify twice.
 */
export async function notifyAnnouncement(
  ctx: NotifyContext,
  tx: Tx,
  announcement: { id: string; title: string; authorId?: string | null },
): Promise<string[]> {
  return notify(ctx, tx, {
    userIds: await listActiveUserIds(tx, announcement.authorId),
    type: "ANNOUNCEMENT",
    titleKey: "common:notifications.announcement.title",
    messageKey: "common:notifications.announcement.message",
    params: { title: announcement.title, announcementId: announcement.id },
    actionUrl: EVENTS_PAGE,
    dedupeKey: `announcement:${announcement.id}`,
  });
}

/**
 * TRAINING_SCHEDULED for the swimmers of a newly scheduled training session: `date` (YYYY-MM-DD) and `time`
 * (HH:mm) of the session, and the page that shows it.
 */
/** The notification texts of each kind of schedule change (all TRAINING_SCHEDULED). */
const TRAINING_KEYS = {
  scheduled: "trainingScheduled",
  moved: "trainingMoved",
  cancelled: "trainingCancelled",
} as const;

export async function notifyTrainingScheduled(
  ctx: NotifyContext,
  tx: Tx,
  input: {
    userIds: readonly string[];
    sessionId: string;
    date: string;
    time: string;
    actionUrl: string;
    /** A new session (default), one moved to another day or time, or one cancelled: each says so. */
    kind?: "scheduled" | "moved" | "cancelled";
  },
): Promise<string[]> {
  return notify(ctx, tx, {
    userIds: input.userIds,
    type: "TRAINING_SCHEDULED",
    titleKey: `common:notifications.${TRAINING_KEYS[input.kind ?? "scheduled"]}.title`,
    messageKey: `common:notifications.${TRAINING_KEYS[input.kind ?? "scheduled"]}.message`,
    params: { date: input.date, time: input.time, sessionId: input.sessionId },
    actionUrl: input.actionUrl,
  });
}

/** SESSION_FEEDBACK for the swimmers a coach gave feedback to, on the session of `date` (YYYY-MM-DD). */
export async function notifySessionFeedback(
  ctx: NotifyContext,
  tx: Tx,
  input: {
    userIds: readonly string[];
    sessionId: string;
    date: string;
    coachName: string;
    actionUrl: string;
  },
): Promise<string[]> {
  return notify(ctx, tx, {
    userIds: input.userIds,
    type: "SESSION_FEEDBACK",
    titleKey: "common:notifications.sessionFeedback.title",
    messageKey: "common:notifications.sessionFeedback.message",
    params: { coach: input.coachName, date: input.date, sessionId: input.sessionId },
    actionUrl: input.actionUrl,
  });
}

/**
 * SYSTEM_ALERT for every active admin: a mail could not be delivered after all its tries, so a person has to
 * reach the recipient another way (or fix the mail settings). Once per mail.
 */
export async function notifyMailUndeliverable(
  ctx: NotifyContext,
  tx: Tx,
  mail: { id: string; to: string; subject: string; attempts: number },
): Promise<string[]> {
  return notify(ctx, tx, {
    userIds: await listActiveAdminIds(tx),
    type: "SYSTEM_ALERT",
    titleKey: "common:notifications.mailUndeliverable.title",
    messageKey: "common:notifications.mailUndeliverable.message",
    params: { to: mail.to, subject: mail.subject, attempts: mail.attempts, mailId: mail.id },
    dedupeKey: `mail-undeliverable:${mail.id}`,
  });
}

/**
 * NEW_MESSAGE for the chat members who are not looking at the room (the chat decides who they are): a link
 * to the room on each one's own chat page. A member who has not yet read the room's last such notification
 * gets no new one, so a busy room fills the bell with one entry, not one per message.
 */
export async function notifyNewMessage(
  ctx: NotifyContext,
  tx: Tx,
  input: { userIds: readonly string[]; roomId: string; senderName: string },
): Promise<string[]> {
  const waiting = await usersWithUnread(tx, input.userIds, "NEW_MESSAGE", "roomId", input.roomId);
  const recipients = await listRolesOf(
    tx,
    input.userIds.filter((id) => !waiting.has(id)),
  );
  const byPage = new Map<string, string[]>();
  for (const { id, role } of recipients) {
    if (!isRole(role)) continue;
    const page = `${CHAT_PAGE[role]}?room=${encodeURIComponent(input.roomId)}`;
    byPage.set(page, [...(byPage.get(page) ?? []), id]);
  }
  const written: string[] = [];
  for (const [actionUrl, userIds] of byPage) {
    written.push(
      ...(await notify(ctx, tx, {
        userIds,
        type: "NEW_MESSAGE",
        titleKey: "common:notifications.newMessage.title",
        messageKey: "common:notifications.newMessage.message",
        params: { sender: input.senderName, roomId: input.roomId },
        actionUrl,
      })),
    );
  }
  return written;
}

/**
 * SYSTEM_ALERT for every active admin: someone asked for their account and data to be deleted (GDPR, answered
 * within 30 days). Once per request.
 */
export async function notifyDeletionRequested(
  ctx: NotifyContext,
  tx: Tx,
  request: { requestId: string; name: string },
): Promise<string[]> {
  return notify(ctx, tx, {
    userIds: await listActiveAdminIds(tx),
    type: "SYSTEM_ALERT",
    titleKey: "common:notifications.deletionRequested.title",
    messageKey: "common:notifications.deletionRequested.message",
    params: { name: request.name, requestId: request.requestId },
    actionUrl: "/admin/gdpr/requests",
    dedupeKey: `deletion-requested:${request.requestId}`,
  });
}

/**
 * SYSTEM_ALERT for every active admin: a registrant withdrew the medical-data consent (issue 16); the
 * certificate is gone and the student is marked until a new one comes. Once per student and withdrawal.
 */
export async function notifyMedicalConsentWithdrawn(
  ctx: NotifyContext,
  tx: Tx,
  input: { studentId: string; fullName: string; at: Date },
): Promise<string[]> {
  return notify(ctx, tx, {
    userIds: await listActiveAdminIds(tx),
    type: "SYSTEM_ALERT",
    titleKey: "common:notifications.medicalConsentWithdrawn.title",
    messageKey: "common:notifications.medicalConsentWithdrawn.message",
    params: { name: input.fullName, studentId: input.studentId },
    actionUrl: studentPage(input.studentId),
    dedupeKey: `medical-consent-withdrawn:${input.studentId}:${input.at.toISOString()}`,
  });
}

/** Active coaches and admins: who hears of the club's sporting news (club records). */
async function listActiveStaffIds(tx: Tx): Promise<string[]> {
  const roles = await listActiveStaff(tx);
  return roles.map((r) => r.id);
}

/**
 * CLUB_RECORD when a swim time sets a club record (TRAINING.md §2): every active coach and admin, and the swimmer
 * in their own words when they have an account. Once per time. `age` is the age group ("12", "18+").
 */
export async function notifyClubRecord(
  ctx: NotifyContext,
  tx: Tx,
  record: {
    timeId: string;
    studentId: string;
    swimmerUserId: string | null;
    name: string;
    time: string;
    event: string;
    pool: number;
    gender: string;
    age: string;
  },
): Promise<string[]> {
  const params = {
    name: record.name,
    time: record.time,
    event: record.event,
    pool: record.pool,
    gender: record.gender,
    age: record.age,
    studentId: record.studentId,
  };
  const staff = (await listActiveStaffIds(tx)).filter((id) => id !== record.swimmerUserId);
  const ids = await notify(ctx, tx, {
    userIds: staff,
    type: "CLUB_RECORD",
    titleKey: "common:notifications.clubRecord.title",
    messageKey: "common:notifications.clubRecord.message",
    params,
    actionUrl: `/admin/club-records?event=${record.event}&poolLength=${record.pool}&gender=${record.gender}`,
    dedupeKey: `club-record:${record.timeId}`,
  });
  if (!record.swimmerUserId) return ids;
  const own = await notify(ctx, tx, {
    userIds: [record.swimmerUserId],
    type: "CLUB_RECORD",
    titleKey: "common:notifications.clubRecord.title",
    messageKey: "common:notifications.clubRecord.messageOwn",
    params,
    actionUrl: "/swimmer/times",
    dedupeKey: `club-record-own:${record.timeId}`,
  });
  return [...ids, ...own];
}
