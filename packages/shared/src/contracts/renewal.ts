import { z } from "zod";

/*
 * A registration's renewal on request (spec §1 terms: "renewable on request"): the 7-day expiry mail carries a
 * one-time link to /reinnoire; the page checks the link, then spends it with one request. The admins' club
 * setting says whether that renews at once or waits for them.
 */

export const ZRenewalTokenParams = z.object({ token: z.string().min(1).max(200) });

/** POST /api/renewal: spends the link. */
export const ZRenewalRequest = z.object({ token: z.string().min(1).max(200) });
export type TRenewalRequest = z.infer<typeof ZRenewalRequest>;

/** What the page shows before the registrant asks (the link is not spent by looking). */
export const ZRenewalLinkInfo = z.object({
  fullName: z.string(),
  status: z.enum(["active", "expired"]),
  /** The registration's last valid day, YYYY-MM-DD. */
  validUntil: z.string(),
});
export type TRenewalLinkInfo = z.infer<typeof ZRenewalLinkInfo>;

export const ZRenewalResponse = z.discriminatedUnion("outcome", [
  /** The club renews on request: active until this day (YYYY-MM-DD). */
  z.object({ outcome: z.literal("renewed"), validUntil: z.string() }),
  /** The admins were told and will decide. */
  z.object({ outcome: z.literal("requested") }),
]);
export type TRenewalResponse = z.infer<typeof ZRenewalResponse>;

/** The admins' club setting: a registrant's request renews at once. */
export const ZRenewalSettings = z.object({ autoRenewal: z.boolean() });
export type TRenewalSettings = z.infer<typeof ZRenewalSettings>;
