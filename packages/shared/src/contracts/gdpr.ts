import { z } from "zod";

/*
 * The privacy policy's versions (spec §2 /admin/gdpr, §3 "GDPR version") and a signed-in user's acceptance of
 * the current one (spec §1: re-acceptance at next sign-in after a major change).
 */

/** Long enough for any policy (version 1 is about 8,000 characters), short enough to stay one JSON body. */
export const GDPR_TEXT_MAX_LENGTH = 100_000;
/** Spec §1 and §9: a policy change takes full effect 30 days after the email notice. */
export const GDPR_NOTICE_DAYS = 30;

const zPolicyText = z.string().trim().min(1, "fieldRequired").max(GDPR_TEXT_MAX_LENGTH, "maxLength100000");

/** A version as admins list it: both texts, whether it is major, who added it and when. */
export const ZGdprVersion = z.object({
  id: z.string(),
  version: z.number().int(),
  textRo: z.string(),
  textEn: z.string(),
  major: z.boolean(),
  /** Null for version 1 (seeded at first start) or when the author's account is gone. */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TGdprVersion = z.infer<typeof ZGdprVersion>;

export const ZGdprVersionList = z.object({
  items: z.array(ZGdprVersion),
  /** How many addresses a notice would go to now: what the "major" switch warns about. */
  noticeRecipients: z.number().int(),
});
export type TGdprVersionList = z.infer<typeof ZGdprVersionList>;

/** A new version: the number is given by the server (the highest plus one). */
export const ZCreateGdprVersionRequest = z.object({
  textRo: zPolicyText,
  textEn: zPolicyText,
  /** Makes every user accept it at next sign-in, and mails everyone the 30-day notice. */
  major: z.boolean(),
});
export type TCreateGdprVersionRequest = z.infer<typeof ZCreateGdprVersionRequest>;

export const ZGdprVersionParams = z.object({ id: z.uuid() });

/** The answer to a change that mails the notice: the version and how many notices were queued. */
export const ZGdprVersionChange = z.object({ version: ZGdprVersion, noticesQueued: z.number().int() });
export type TGdprVersionChange = z.infer<typeof ZGdprVersionChange>;

/** What a signed-in user must accept before using the portal; null when nothing is pending. */
export const ZGdprAcceptance = z.object({ versionId: z.string(), version: z.number().int() });
export type TGdprAcceptance = z.infer<typeof ZGdprAcceptance>;

/** `POST /api/gdpr/accept`: the version the user read; anything but the current one is refused. */
export const ZAcceptGdprRequest = z.object({ version: z.number().int().positive() });
export type TAcceptGdprRequest = z.infer<typeof ZAcceptGdprRequest>;

/** After accepting: what is still pending (null once the user is up to date). */
export const ZAcceptGdprResponse = z.object({ gdprAcceptance: ZGdprAcceptance.nullable() });
export type TAcceptGdprResponse = z.infer<typeof ZAcceptGdprResponse>;
