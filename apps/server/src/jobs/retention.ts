import { onRollback } from "../db/transaction.ts";
import { recordSystemAudit } from "../modules/audit/service.ts";
import {
  deleteAuditEntriesBefore,
  deleteConsentsOf,
  deleteNotificationsAbout,
  listPurgeableRegistrations,
} from "../modules/retention/repository.ts";
import { RETENTION_JOB, retentionCutoffs } from "../modules/retention/service.ts";
import { removeStudentsWithin } from "../modules/students/service.ts";
import type { DailyJob } from "./scheduler.ts";

/** Registrations looked up and deleted per statement batch. */
const REGISTRATION_BATCH = 500;
/**
 * At most this many registrations a run, so one day's transaction (and the files it sets aside) stays bounded;
 * a larger backlog is worked off over the following days.
 */
export const MAX_REGISTRATIONS_PER_RUN = 2_000;
/** Audit entries deleted per statement; the run goes on until none is due. */
const AUDIT_BATCH = 5_000;

/**
 * Spec §9, "expired records kept 3–5 years; logs 12 months": removes the expired registrations (with their
 * documents, consents, the admins' notifications naming them and everything that cascades) whose last valid day is older than RETENTION_REGISTRATION_YEARS,
 * and the audit entries older than RETENTION_AUDIT_MONTHS, then records the purge, in counts only. A registration
 * linked to an account is kept: its data goes with the account's deletion. The documents are set aside as
 * `removeStudentsWithin` does: removed once the job's transaction commits, put back if it rolls back.
 */
export const retentionPurge: DailyJob = {
  name: RETENTION_JOB,
  async run(tx, today, ctx) {
    const { registrationsBefore, auditBefore } = retentionCutoffs(ctx, today);
    const counts = { registrations: 0, files: 0, consents: 0, notifications: 0, auditEntries: 0 };

    while (counts.registrations < MAX_REGISTRATIONS_PER_RUN) {
      const limit = Math.min(REGISTRATION_BATCH, MAX_REGISTRATIONS_PER_RUN - counts.registrations);
      const rows = await listPurgeableRegistrations(tx, registrationsBefore, limit);
      if (rows.length === 0) break;
      const ids = rows.map((r) => r.id);
      counts.consents += await deleteConsentsOf(tx, ids);
      counts.notifications += await deleteNotificationsAbout(tx, ids);
      const removed = await removeStudentsWithin(ctx, tx, ids);
      onRollback(tx, removed.restore);
      counts.registrations += removed.count;
      counts.files += rows
        .flatMap((r) => [r.registrationFormKey, r.declarationKey, r.medicalCertificateKey])
        .filter((key) => key !== null).length;
      if (rows.length < limit) break;
    }

    for (;;) {
      const deleted = await deleteAuditEntriesBefore(tx, auditBefore, AUDIT_BATCH);
      counts.auditEntries += deleted;
      if (deleted < AUDIT_BATCH) break;
    }

    if (counts.registrations > 0 || counts.auditEntries > 0) {
      await recordSystemAudit(
        tx,
        { action: "retention.purge", targetType: "retention", detail: { ...counts } },
        ctx.clock.now(),
      );
    }
    return counts;
  },
};
