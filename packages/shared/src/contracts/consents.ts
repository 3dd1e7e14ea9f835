import { z } from "zod";
import { ZLegalDocument } from "./gdpr.ts";

/** The search of the consents register (spec §3 Consent): by the name the applicant typed. */
export const ZConsentFilter = z.object({
  q: z.string().trim().max(100).optional(),
});
export type TConsentFilter = z.infer<typeof ZConsentFilter>;

export const ZConsentListQuery = ZConsentFilter.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TConsentListQuery = z.infer<typeof ZConsentListQuery>;

/** One recorded agreement: who, when, from which address, to which version of which text (policy or terms). */
export const ZConsent = z.object({
  id: z.string(),
  fullName: z.string(),
  agreedAt: z.string(),
  ip: z.string(),
  gdprVersion: z.number().int(),
  document: ZLegalDocument,
});
export type TConsent = z.infer<typeof ZConsent>;

export const ZConsentPage = z.object({
  items: z.array(ZConsent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TConsentPage = z.infer<typeof ZConsentPage>;
