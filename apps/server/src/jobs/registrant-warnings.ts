import { MEDICAL_CERTIFICATE_VALIDITY_MONTHS } from "@bazin/shared/domain/certificate-validity";
import { addDays } from "@bazin/shared/domain/club";
import { EXPIRY_ALERT_DAYS } from "@bazin/shared/domain/registration";
import type { AppContext } from "../app-context.ts";
import { afterCommit, type Tx } from "../db/transaction.ts";
import { enqueueMail } from "../modules/mail/outbox.repository.ts";
import { renderMail } from "../modules/mail/templates.ts";
import { issueRegistrantLink } from "../modules/registrant-access/links.repository.ts";
import {
  listCertificatesToWarn,
  listRegistrationsToWarn,
  markCertificateMailed,
  markExpiryMailed,
} from "../modules/registrant-access/renewal.repository.ts";
import { languageOf } from "../modules/registrant-access/renewal.service.ts";
import {
  registrantAccessUrl,
  registrantRenewalUrl,
  WARNING_LINK_TTL_MS,
} from "../modules/registrant-access/urls.ts";
import { formatDay } from "../pdf/registration-data.ts";
import type { DailyJob } from "./scheduler.ts";

/*
 * The registrant's own warnings, 7 days ahead (spec §9 expiring alert 7 days), beside the admins' notifications
 * of registration-jobs.ts: each mails once per registration and end date (students.expiry_mailed_for,
 * certificate_mailed_for), so a later day in the window or a second run adds nothing, and an end moved by
 * activity or a renewal is warned of again when it comes near.
 */

/**
 * One warning to a registrant, in their language: the end date and a button with a fresh one-time link (a
 * renewal link is tied to its registration, an access link to the address).
 */
async function mailWarning(
  ctx: AppContext,
  tx: Tx,
  s: { id: string; email: string; fullName: string; language: string },
  warning: {
    purpose: "renewal" | "access";
    template: "registrationExpiring" | "certificateExpiring";
    endsOn: string;
    url: (token: string) => string;
  },
) {
  const lang = languageOf(s.language);
  const token = await issueRegistrantLink(tx, {
    purpose: warning.purpose,
    email: s.email,
    studentId: warning.purpose === "renewal" ? s.id : null,
    language: lang,
    ttlMs: WARNING_LINK_TTL_MS,
    now: ctx.clock.now(),
  });
  await enqueueMail(
    tx,
    renderMail({
      to: s.email,
      lang,
      template: warning.template,
      params: { name: s.fullName, date: formatDay(warning.endsOn) },
      action: { url: warning.url(token) },
    }),
  );
}

/** The registration ends in 7 days: the date, and a one-time link asking for its renewal. */
export const registrantExpiryMails: DailyJob = {
  name: "registrations.registrant-expiry-mails",
  async run(tx, today, ctx) {
    const due = await listRegistrationsToWarn(tx, today, addDays(today, EXPIRY_ALERT_DAYS));
    for (const s of due) {
      await mailWarning(ctx, tx, s, {
        purpose: "renewal",
        template: "registrationExpiring",
        endsOn: s.validUntil,
        url: (token) => registrantRenewalUrl(ctx.config.publicUrl, token),
      });
      await markExpiryMailed(tx, s.id, s.validUntil);
    }
    if (due.length > 0) afterCommit(tx, () => ctx.mail.kick());
    return { mailed: due.length };
  },
};

/** The medical certificate ends in 7 days: a one-time link to the registrant's page, where a new one is uploaded. */
export const registrantCertificateMails: DailyJob = {
  name: "registrations.registrant-certificate-mails",
  async run(tx, today, ctx) {
    const due = await listCertificatesToWarn(
      tx,
      today,
      addDays(today, EXPIRY_ALERT_DAYS),
      MEDICAL_CERTIFICATE_VALIDITY_MONTHS,
    );
    for (const s of due) {
      await mailWarning(ctx, tx, s, {
        purpose: "access",
        template: "certificateExpiring",
        endsOn: s.endsOn,
        url: (token) => registrantAccessUrl(ctx.config.publicUrl, token),
      });
      await markCertificateMailed(tx, s.id, s.endsOn);
    }
    if (due.length > 0) afterCommit(tx, () => ctx.mail.kick());
    return { mailed: due.length };
  },
};
