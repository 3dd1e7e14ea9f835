import { GDPR_NOTICE_DAYS } from "@bazin/shared/contracts/gdpr";
import { addDays, localDate } from "@bazin/shared/domain/club";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { LANGUAGES, type Language } from "../../lib/i18n.ts";
import { formatDay } from "../../pdf/registration-data.ts";
import { findClubProfile } from "../club/repository.ts";
import { enqueueMail } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";
import { listNoticeAddresses } from "./repository.ts";

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

/**
 * Queues the notice of a major change (spec §1, §9): the policy changed (version N), everyone accepts it at
 * next sign-in, it takes full effect 30 days after the notice, and one may object or ask for deletion.
 * Runs in the caller's transaction; the caller wakes the dispatcher after committing. Returns the count.
 */
export async function queuePolicyNotices(ctx: AppContext, tx: Db, version: number, now: Date) {
  const [addresses, club] = await Promise.all([listNoticeAddresses(tx), findClubProfile(tx)]);
  const recipients = noticeRecipients(addresses);
  const today = localDate(now);
  const params = {
    version,
    noticeDate: formatDay(today),
    effectiveDate: formatDay(addDays(today, GDPR_NOTICE_DAYS)),
    days: GDPR_NOTICE_DAYS,
    // Where to object or ask for deletion: the club's published address.
    email: club?.email ?? ctx.config.mailFrom ?? "",
  };
  for (const { email, lang } of recipients) {
    await enqueueMail(
      tx,
      renderMail({
        to: email,
        lang,
        template: "gdprPolicyChanged",
        params,
        action: { url: `${ctx.config.publicUrl}/politica-confidentialitate` },
      }),
    );
  }
  return recipients.length;
}
