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

/** The club's two versioned legal texts (spec §1): the privacy policy and the terms and conditions. */
export const LEGAL_DOCUMENTS = ["privacy", "terms"] as const;
export const ZLegalDocument = z.enum(LEGAL_DOCUMENTS);
export type TLegalDocument = z.infer<typeof ZLegalDocument>;

/** A version as admins list it: both texts, whether it is major, who added it and when. */
export const ZGdprVersion = z.object({
  id: z.string(),
  document: ZLegalDocument,
  /** Numbered per document. */
  version: z.number().int(),
  /** The day it takes effect, 30 days after its notice (YYYY-MM-DD); null for the first version. */
  effectiveOn: z.string().nullable(),
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

/** `GET /api/admin/gdpr/versions?document=terms`: one document's history (the privacy policy by default). */
export const ZGdprVersionListQuery = z.object({ document: ZLegalDocument.default("privacy") });

/** A new version: the number is given by the server (the highest plus one). */
export const ZCreateGdprVersionRequest = z.object({
  document: ZLegalDocument.default("privacy"),
  textRo: zPolicyText,
  textEn: zPolicyText,
  /** Makes every user accept it at next sign-in (every version, minor too, mails everyone the 30-day notice). */
  major: z.boolean(),
});
export type TCreateGdprVersionRequest = z.infer<typeof ZCreateGdprVersionRequest>;

export const ZGdprVersionParams = z.object({ id: z.uuid() });

/**
 * The answer to a change: the version and how many addresses its notice goes to (a background job queues
 * them in batches right after the change, once per address and version).
 */
export const ZGdprVersionChange = z.object({ version: ZGdprVersion, noticesQueued: z.number().int() });
export type TGdprVersionChange = z.infer<typeof ZGdprVersionChange>;

/** A text a signed-in user must accept: the newest version of a document changed in a major way. */
export const ZPendingText = z.object({
  document: ZLegalDocument,
  versionId: z.string(),
  version: z.number().int(),
});
export type TPendingText = z.infer<typeof ZPendingText>;

/**
 * What a signed-in user must accept before using the portal; null when nothing is pending. `texts` lists every
 * changed text (privacy policy first); the top-level fields repeat the first, for readers of one text.
 */
export const ZGdprAcceptance = ZPendingText.extend({ texts: z.array(ZPendingText).min(1) });
export type TGdprAcceptance = z.infer<typeof ZGdprAcceptance>;

/** A version number a client may send: stored as a 4-byte integer, so a larger one is a 400, not a 500. */
const VERSION_NUMBER_MAX = 2_147_483_647;

/**
 * `POST /api/gdpr/accept`: the versions the user read, each the newest of its document (anything else is
 * refused). `version` alone is the privacy policy's.
 */
export const ZAcceptGdprRequest = z
  .object({
    version: z.number().int().positive().max(VERSION_NUMBER_MAX).optional(),
    texts: z
      .array(
        z.object({ document: ZLegalDocument, version: z.number().int().positive().max(VERSION_NUMBER_MAX) }),
      )
      .max(LEGAL_DOCUMENTS.length)
      .optional(),
  })
  .refine((b) => b.version !== undefined || (b.texts?.length ?? 0) > 0, {
    message: "fieldRequired",
    path: ["texts"],
  });
export type TAcceptGdprRequest = z.infer<typeof ZAcceptGdprRequest>;

/** After accepting: what is still pending (null once the user is up to date). */
export const ZAcceptGdprResponse = z.object({ gdprAcceptance: ZGdprAcceptance.nullable() });
export type TAcceptGdprResponse = z.infer<typeof ZAcceptGdprResponse>;

/** `GET /api/legal/:document`: which text. */
export const ZLegalTextParams = z.object({ document: ZLegalDocument });
/** `?version=N` reads that version (e.g. the announced one); without it, the version in force. */
export const ZLegalTextQuery = z.object({
  version: z.coerce.number().int().positive().max(VERSION_NUMBER_MAX).optional(),
});

/** A version announced but not yet in force: its number, effective day and whether it is major. */
export const ZUpcomingLegalText = z.object({
  version: z.number().int(),
  effectiveOn: z.string(),
  major: z.boolean(),
});

/** A legal text as the public reads it, in the reader's language, and the version announced after it. */
export const ZLegalTextResponse = z.object({
  document: ZLegalDocument,
  version: z.number().int(),
  text: z.string(),
  major: z.boolean(),
  createdAt: z.string(),
  effectiveOn: z.string().nullable(),
  /** Whether this is the version in force today (false for an announced one read ahead). */
  inForce: z.boolean(),
  /** The newest version published but not yet in force; null when none. */
  upcoming: ZUpcomingLegalText.nullable(),
});
export type TLegalTextResponse = z.infer<typeof ZLegalTextResponse>;
