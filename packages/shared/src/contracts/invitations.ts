import { z } from "zod";
import { ZRole } from "./auth.ts";

/**
 * Pending invitations (admin only): the links mailed but not used yet, so an admin can resend one that expired
 * or went to spam, or withdraw one sent to a wrong address. Creating one is ZCreateInvitationRequest (auth.ts).
 */

/** The list shows at most this many, newest first: a club has a handful pending, never hundreds. */
export const PENDING_INVITATIONS_LIMIT = 100;

export const ZPendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZRole,
  /** The inviting admin's name; null when the system invited (command line) or that account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  /** When the current link stops working; a resend moves it. */
  expiresAt: z.string(),
  /** The link no longer works: listed anyway, so it can be resent. */
  expired: z.boolean(),
});
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>;

/** GET /api/auth/invitations */
export const ZPendingInvitationList = z.object({
  items: z.array(ZPendingInvitation),
  /** More than PENDING_INVITATIONS_LIMIT are pending; the oldest are left out. */
  truncated: z.boolean(),
});
export type TPendingInvitationList = z.infer<typeof ZPendingInvitationList>;

export const ZInvitationParams = z.object({ id: z.uuid() });

/** POST /api/auth/invitations/:id/resend answers with the invitation and its new expiry. */
export const ZResendInvitationResponse = ZPendingInvitation;
