import { MEDICAL_CERTIFICATE_VALIDITY_MONTHS } from "@bazin/shared/domain/certificate-validity";
import { addDays } from "@bazin/shared/domain/club";
import { EXPIRY_ALERT_DAYS } from "@bazin/shared/domain/registration";
import { notifyDocumentExpiring } from "../modules/notifications/producers.ts";
import { listActiveAdminIds } from "../modules/notifications/repository.ts";
import { registrationDeps } from "../modules/registration/deps.ts";
import { removeOrphanRegistrationFiles } from "../modules/registration/orphan-files.ts";
import {
  expireStudents,
  listCertificatesEndingWithin,
  listRegistrationsEndingWithin,
} from "../modules/registration/repository.ts";
import {
  deleteExpiredPendingUploads,
  deleteSpentChallengesBefore,
} from "../modules/registration/uploads.repository.ts";
import { policyNoticesCatchUp } from "./policy-notices.ts";
import { registrantCertificateMails, registrantExpiryMails } from "./registrant-warnings.ts";
import { retentionPurge } from "./retention.ts";
import type { DailyJob } from "./scheduler.ts";

/** A medical certificate is valid a year from its issue date (spec §1 terms; shared with the student's detail). */
export { MEDICAL_CERTIFICATE_VALIDITY_MONTHS };

/** Registrations past their last valid day become expired (spec §4: 45 days, then expired). */
export const expireRegistrations: DailyJob = {
  name: "registrations.expire",
  async run(tx, today, ctx) {
    await expireStudents(tx, today, ctx.clock.now());
  },
};

/**
 * DOCUMENT_EXPIRING for every admin, 7 days before a registration or a medical certificate ends: one per
 * student, document and end date, however many days the window is seen (the dedupe key is the same).
 */
export const documentExpiryAlerts: DailyJob = {
  name: "registrations.expiry-alerts",
  async run(tx, today, ctx) {
    const until = addDays(today, EXPIRY_ALERT_DAYS);
    const admins = await listActiveAdminIds(tx);
    if (admins.length === 0) return;
    for (const s of await listRegistrationsEndingWithin(tx, today, until)) {
      await notifyDocumentExpiring(ctx, tx, {
        document: "registration",
        studentId: s.id,
        fullName: s.fullName,
        endsOn: s.validUntil,
      });
    }
    const certificates = await listCertificatesEndingWithin(
      tx,
      today,
      until,
      MEDICAL_CERTIFICATE_VALIDITY_MONTHS,
    );
    for (const s of certificates) {
      await notifyDocumentExpiring(ctx, tx, {
        document: "certificate",
        studentId: s.id,
        fullName: s.fullName,
        endsOn: s.endsOn,
      });
    }
  },
};

/**
 * Certificates uploaded but never submitted go after their day, with their files; so do spent bot checks, and
 * the registration files a crashed process left without a row (orphan-files.ts).
 */
export const removeAbandonedUploads: DailyJob = {
  name: "registrations.remove-abandoned-uploads",
  async run(tx, _today, ctx) {
    const now = ctx.clock.now();
    const { storage } = registrationDeps(ctx);
    for (const key of await deleteExpiredPendingUploads(tx, now)) await storage.remove(key);
    await deleteSpentChallengesBefore(tx, now);
    await removeOrphanRegistrationFiles(tx, ctx.config.dataDir, now);
  },
};

/** The daily jobs, in the order they run: expire first, so alerts never go out for an ended registration. */
export const DAILY_JOBS: readonly DailyJob[] = [
  expireRegistrations,
  documentExpiryAlerts,
  registrantExpiryMails,
  registrantCertificateMails,
  removeAbandonedUploads,
  retentionPurge,
  policyNoticesCatchUp,
];
