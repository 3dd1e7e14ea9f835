import { GDPR_NOTICE_DAYS, type TLegalDocument } from "@bazin/shared/contracts/gdpr";
import { localDate } from "@bazin/shared/domain/club";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { LANGUAGES, type Language } from "../../lib/i18n.ts";
import { formatDay } from "../../pdf/registration-data.ts";
import { findClubProfile } from "../club/repository.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";
import { insertPolicyNotices, listNoticedAddresses, listVersionsBeforeEffect } from "./notice.repository.ts";
import { type GdprVersionRow, listNoticeAddresses } from "./repository.ts";

export interface NoticeRecipient {
  email: string;
  lang: Language;
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * Everyone the notice of a changed policy goes to, once per address whatever its letter case: each active
 * registration's address in the language its applicant used, each active account's address in Romanian
 * (accounts store no language; Romanian is the default) unless a registration gave one for the same address.
 */
export function noticeRecipients(addresses: {
  accounts: string[];
  registrations: { email: string; language: string }[];
}): NoticeRecipient[] {
  const byAddress = new Map<string, NoticeRecipient>();
  for (const r of addresses.registrations) {
    const key = r.email.trim().toLowerCase();
    if (key && !byAddress.has(key)) {
      byAddress.set(key, { email: r.email.trim(), lang: isLanguage(r.language) ? r.language : "ro" });
    }
  }
  for (const email of addresses.accounts) {
    const key = email.trim().toLowerCase();
    if (key && !byAddress.has(key)) byAddress.set(key, { email: email.trim(), lang: "ro" });
  }
  return [...byAddress.values()];
}

/** How many notices one transaction queues: the admin's request never waits for them, and no batch is huge. */
export const NOTICE_BATCH_SIZE = 300;

/** The mail of each text and kind of change (mail.json). */
const TEMPLATES: Record<TLegalDocument, { major: string; minor: string; path: string }> = {
  privacy: { major: "gdprPolicyChanged", minor: "gdprPolicyUpdated", path: "/politica-confidentialitate" },
  terms: { major: "termsChanged", minor: "termsUpdated", path: "/termeni-conditii" },
};

/**
 * Queues up to `limit` notices of one version, to recipients not yet noticed of it, and returns how many.
 * The row in policy_notices is inserted first, `on conflict do nothing`, and only the rows actually inserted
 * get a mail: an instance running the same batch at once, or a retry, never mails an address twice.
 */
async function queueNoticeBatch(
  ctx: AppContext,
  tx: Db,
  version: GdprVersionRow,
  recipients: NoticeRecipient[],
  clubEmail: string,
  limit: number,
): Promise<number> {
  const done = new Set(await listNoticedAddresses(tx, version.id));
  const batch = recipients.filter((r) => !done.has(r.email.toLowerCase())).slice(0, limit);
  if (batch.length === 0) return 0;
  const inserted = new Set(
    await insertPolicyNotices(
      tx,
      version.id,
      batch.map((r) => r.email.toLowerCase()),
      ctx.clock.now(),
    ),
  );
  const document = version.document as TLegalDocument;
  const template = TEMPLATES[document];
  const params = {
    version: version.version,
    noticeDate: formatDay(version.createdAt),
    effectiveDate: version.effectiveOn ? formatDay(version.effectiveOn) : "",
    days: GDPR_NOTICE_DAYS,
    // Where to object or ask for deletion: the club's published address.
    email: clubEmail,
  };
  let queued = 0;
  for (const { email, lang } of batch) {
    if (!inserted.has(email.toLowerCase())) continue;
    await enqueueMail(
      tx,
      renderMail({
        to: email,
        lang,
        template: version.major ? template.major : template.minor,
        params,
        action: { url: `${ctx.config.publicUrl}${template.path}?versiune=${version.version}` },
      }),
    );
    queued++;
  }
  return queued;
}

/**
 * Queues the notices still owed (spec §1, §9: every published change of either text, 30 days before it takes
 * effect), in transactions of NOTICE_BATCH_SIZE, for every version not yet in force. With `tx`, everything
 * runs in that transaction (the daily catch-up job); otherwise each batch commits on its own and wakes the
 * mail dispatcher. Returns how many were queued.
 */
export async function queueOwedPolicyNotices(
  ctx: AppContext,
  tx?: Db,
  batchSize = NOTICE_BATCH_SIZE,
): Promise<number> {
  const db = tx ?? ctx.db;
  const versions = await listVersionsBeforeEffect(db, localDate(ctx.clock.now()));
  if (versions.length === 0) return 0;
  const [addresses, club] = await Promise.all([listNoticeAddresses(db), findClubProfile(db)]);
  const recipients = noticeRecipients(addresses);
  const clubEmail = club?.email ?? ctx.config.mailFrom ?? "";
  let total = 0;
  for (const version of versions) {
    for (;;) {
      const queued = tx
        ? await queueNoticeBatch(ctx, tx, version, recipients, clubEmail, batchSize)
        : await inTransaction(ctx.db, (batchTx) =>
            queueNoticeBatch(ctx, batchTx, version, recipients, clubEmail, batchSize),
          );
      if (queued === 0) break;
      total += queued;
      if (!tx) ctx.mail.kick();
    }
  }
  return total;
}

/**
 * The run started after a publication, per database (tests wait for it with `policyNoticesSettled`; the app
 * holds its own copy of the context, so the database is what both share).
 */
const running = new WeakMap<Db, Promise<unknown>>();

/**
 * Starts queuing the owed notices in the background, after the publishing transaction committed: the admin's
 * request answers at once however many members there are. A failure is logged; the daily job catches up.
 */
export function startPolicyNotices(ctx: AppContext, log?: { error(obj: object, msg: string): void }): void {
  const previous = running.get(ctx.db) ?? Promise.resolve();
  const run = previous
    .then(() => queueOwedPolicyNotices(ctx))
    .catch((error) => {
      if (log) log.error({ err: error }, "policy notices failed");
      else console.error("policy notices failed", error);
    });
  running.set(ctx.db, run);
}

/** Resolves once the notices started by `startPolicyNotices` are queued. */
export async function policyNoticesSettled(ctx: Pick<AppContext, "db">): Promise<void> {
  await running.get(ctx.db);
}
