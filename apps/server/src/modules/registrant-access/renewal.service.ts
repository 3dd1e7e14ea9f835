import type { TRenewalLinkInfo, TRenewalResponse, TRenewalSettings } from "@bazin/shared/contracts/renewal";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { REGISTRATION_VALIDITY_DAYS } from "@bazin/shared/domain/registration";
import type { AppContext } from "../../app-context.ts";
import { afterCommit, inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { LANGUAGES, type Language } from "../../lib/i18n.ts";
import { formatDay } from "../../pdf/registration-data.ts";
import { recordSystemAudit } from "../audit/service.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";
import { notifyRenewalRequested } from "../notifications/producers.ts";
import { findStudentById, renewStudent } from "../registration/repository.ts";
import { spendRegistrantLink } from "./links.repository.ts";
import {
  findAutoRenewal,
  findLiveRenewalLink,
  markRenewalRequested,
  saveAutoRenewal,
} from "./renewal.repository.ts";

/*
 * A registrant asks for a renewal with the 7-day expiry mail's one-time link (spec §1 "renewable on request").
 * With the club's automatic renewal on, the request renews at once, as an admin's renewal would; otherwise it is
 * recorded on the registration and the admins are notified, and their renew (or mark expired) clears it.
 */

/** A used, expired, unknown link, or one whose registration is gone: the page says so, whichever it is. */
const invalidLink = () => new AppError("RENEWAL_LINK_INVALID", 404);

export const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : "ro";

/** What the page shows before the request; looking does not spend the link (mail scanners open links too). */
export async function renewalLinkInfo(ctx: AppContext, token: string): Promise<TRenewalLinkInfo> {
  const now = ctx.clock.now();
  const link = await findLiveRenewalLink(ctx.db, token, now);
  const student = link?.studentId ? await findStudentById(ctx.db, link.studentId) : null;
  if (!student) throw invalidLink();
  return {
    fullName: student.fullName,
    status: student.status === "expired" ? "expired" : "active",
    validUntil: student.validUntil,
  };
}

/** Spends the link, then renews or records the request, all in one transaction. */
export async function requestRenewal(ctx: AppContext, token: string): Promise<TRenewalResponse> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const link = await spendRegistrantLink(tx, token, "renewal", now);
    const student = link?.studentId ? await findStudentById(tx, link.studentId) : null;
    if (!student) throw invalidLink();

    if (!(await findAutoRenewal(tx))) {
      await markRenewalRequested(tx, student.id, now);
      await notifyRenewalRequested(ctx, tx, {
        studentId: student.id,
        fullName: student.fullName,
        endsOn: student.validUntil,
      });
      return { outcome: "requested" as const };
    }

    const validUntil = addDays(localDate(now), REGISTRATION_VALIDITY_DAYS);
    await renewStudent(tx, student.id, validUntil, now);
    await recordSystemAudit(
      tx,
      {
        action: "student.renew",
        targetType: "student",
        targetId: student.id,
        detail: { validUntil, automatic: true },
      },
      now,
    );
    await enqueueMail(
      tx,
      renderMail({
        to: student.email,
        lang: languageOf(student.language),
        template: "registrationRenewed",
        params: { name: student.fullName, date: formatDay(validUntil) },
      }),
    );
    afterCommit(tx, () => ctx.mail.kick());
    return { outcome: "renewed" as const, validUntil };
  });
}

export async function renewalSettings(ctx: AppContext): Promise<TRenewalSettings> {
  return { autoRenewal: await findAutoRenewal(ctx.db) };
}

/** The club's setting, as its other settings, unaudited: it touches no one's personal data. */
export async function changeRenewalSettings(
  ctx: AppContext,
  settings: TRenewalSettings,
): Promise<TRenewalSettings> {
  if (!(await saveAutoRenewal(ctx.db, settings.autoRenewal)))
    throw new AppError("CLUB_PROFILE_NOT_FOUND", 404);
  return settings;
}
