import type { TMyDataExport } from "@bazin/shared/contracts/data-requests";
import { localDate } from "@bazin/shared/domain/club";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { type Language, translator } from "../../lib/i18n.ts";
import { listAuditEntriesAbout } from "../audit/repository.ts";
import { toNotification } from "../notifications/presenter.ts";
import { toRegistrationPersonalData } from "../registration/presenter.ts";
import { findUserById } from "../users/repository.ts";
import {
  consentsOf,
  groupsOf,
  invitationsOf,
  messagesOf,
  notificationsOf,
  registrationsOf,
  sessionsOf,
  signInAttemptsOf,
} from "./data-export.repository.ts";
import { listRequestsOf } from "./deletion.repository.ts";
import { toDeletionRequest } from "./deletion.service.ts";

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything the platform holds about the signed-in person (GDPR right of access), as one readable document,
 * with the name of the file to save it under.
 */
export async function exportMyData(
  ctx: AppContext,
  userId: string,
  lang: Language,
): Promise<{ data: TMyDataExport; filename: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError("UNAUTHENTICATED", 401);
  const db = ctx.db;
  const registrations = await registrationsOf(db, userId);
  const studentIds = registrations.map((r) => r.id);
  const names = [user.username, ...(user.email ? [user.email] : [])];
  const [sessions, attempts, consents, groups, messages, notifications, invitations, requests, audit] =
    await Promise.all([
      sessionsOf(db, userId),
      signInAttemptsOf(db, names),
      consentsOf(db, userId, studentIds),
      groupsOf(db, userId),
      messagesOf(db, userId),
      notificationsOf(db, userId),
      invitationsOf(db, userId, user.email),
      listRequestsOf(db, userId),
      listAuditEntriesAbout(db, userId, studentIds),
    ]);
  const now = ctx.clock.now();
  const data: TMyDataExport = {
    exportedAt: iso(now),
    account: {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      role: user.role,
      active: user.active,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    sessions: sessions.map((s) => ({
      ...s,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
    })),
    signInAttempts: attempts.map((a) => ({ ...a, at: iso(a.at) })),
    consents: consents.map((c) => ({ ...c, agreedAt: iso(c.agreedAt) })),
    groups,
    chatMessages: messages.map((m) => ({ ...m, sentAt: iso(m.sentAt), deletedAt: isoOrNull(m.deletedAt) })),
    notifications: notifications.map((row) => {
      const n = toNotification(row, lang);
      return { type: n.type, title: n.title, message: n.message, read: n.read, createdAt: n.createdAt };
    }),
    registrations: registrations.map(toRegistrationPersonalData),
    invitations: invitations.map((i) => ({ ...i, createdAt: iso(i.createdAt), usedAt: isoOrNull(i.usedAt) })),
    deletionRequests: requests.map(toDeletionRequest),
    auditEntries: audit.map((a) => ({
      action: a.action,
      actorName: a.actorName,
      targetType: a.targetType,
      createdAt: iso(a.createdAt),
      detail: a.detail ?? null,
    })),
  };
  const filename = `${translator(lang)("common:myData.fileName")}-${localDate(now)}.json`;
  return { data, filename };
}
