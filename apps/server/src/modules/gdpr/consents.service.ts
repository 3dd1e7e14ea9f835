import type { Readable } from "node:stream";
import type { TConsentFilter, TConsentListQuery, TConsentPage } from "@bazin/shared/contracts/consents";
import { localDate } from "@bazin/shared/domain/club";
import type { AppContext } from "../../app-context.ts";
import { inTransaction } from "../../db/transaction.ts";
import { csvStream } from "../../lib/csv.ts";
import type { Language } from "../../lib/i18n.ts";
import { translator } from "../../lib/i18n.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { consentBatches, listConsents } from "./consents.repository.ts";

/** The consents register (spec §3 Consent), newest first. */
export async function consentPage(ctx: AppContext, query: TConsentListQuery): Promise<TConsentPage> {
  const { rows, total } = await listConsents(ctx.db, query, query.page, query.pageSize);
  return {
    items: rows.map((r) => ({ ...r, agreedAt: r.agreedAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The CSV export of a search, recorded (with the search, not the data) before it starts streaming. */
export async function exportConsents(
  ctx: AppContext,
  actor: AuditActor,
  filter: TConsentFilter,
  lang: Language,
): Promise<{ stream: Readable; filename: string }> {
  const now = ctx.clock.now();
  const detail: Record<string, string> = {};
  if (filter.q) detail.q = filter.q;
  await inTransaction(ctx.db, (tx) =>
    recordAudit(tx, actor, { action: "consents.export", targetType: "consents", detail }, now),
  );
  const t = translator(lang);
  // The moment of agreement in the club's time zone, as a sortable text Excel understands.
  const localTime = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Bucharest",
    dateStyle: "short",
    timeStyle: "medium",
  });
  const batches = async function* () {
    for await (const batch of consentBatches(ctx.db, filter)) {
      yield batch.map((r) => [
        r.fullName,
        localTime.format(r.agreedAt),
        r.ip,
        t(`admin:consents.versionOf.${r.document}`, { version: r.gdprVersion }) as string,
      ]);
    }
  };
  return {
    stream: csvStream(
      ["fullName", "agreedAt", "ip", "gdprVersion"].map((c) => t(`admin:consents.csv.${c}`)),
      batches(),
    ),
    filename: `${t("admin:consents.csv.fileName")}-${localDate(now)}.csv`,
  };
}
