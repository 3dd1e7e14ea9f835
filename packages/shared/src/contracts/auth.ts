import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../domain/limits.ts";
import { ROLES } from "../domain/roles.ts";
import { zNewPassword, zPersonName, zRequiredEmail, zUsername } from "./fields.ts";
import { ZGdprAcceptance } from "./gdpr.ts";

export const ZRole = z.enum(ROLES);

/** The signed-in user as every client sees it. */
export const ZSessionUser = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: ZRole,
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginRequest = z.object({
  username: z.string().trim().toLowerCase().min(1, "usernameRequired").max(254, "usernameRequired"),
  password: z.string().min(1, "passwordRequired").max(PASSWORD_MAX_LENGTH, "passwordRequired"),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ user: ZSessionUser });

/** Extra data sent with a failed login (code INVALID_CREDENTIALS or ACCOUNT_LOCKED). */
export const ZLoginAttempts = z.object({
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  remaining: z.number().int(),
  retryAfterSeconds: z.number().int().optional(),
  /** Whole minutes until the lock ends, rounded up (ACCOUNT_LOCKED and TOO_MANY_ATTEMPTS). */
  minutes: z.number().int().optional(),
});
export type TLoginAttempts = z.infer<typeof ZLoginAttempts>;

export const ZMeResponse = z.object({
  user: ZSessionUser,
  /**
   * The privacy policy version the user must accept before using the portal (a major change since the
   * highest version they accepted), or null. Optional only for clients and mocks older than the field: the
   * server always sends it.
   */
  gdprAcceptance: ZGdprAcceptance.nullable().optional(),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZCreateInvitationRequest = z.object({
  email: zRequiredEmail,
  role: ZRole,
  firstName: zPersonName,
  lastName: zPersonName,
});
export type TCreateInvitationRequest = z.infer<typeof ZCreateInvitationRequest>;

export const ZCreateInvitationResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: ZRole,
  expiresAt: z.string(),
});
export type TCreateInvitationResponse = z.infer<typeof ZCreateInvitationResponse>;

export const ZTokenParams = z.object({ token: z.string().min(1).max(200) });

export const ZInvitationInfo = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZRole,
  expiresAt: z.string(),
});
export type TInvitationInfo = z.infer<typeof ZInvitationInfo>;

export const ZRegisterRequest = z.object({
  token: z.string().min(1, "tokenMissing").max(200),
  username: zUsername,
  password: zNewPassword,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The account just created; the user signs in next (registering does not sign in). */
export const ZRegisterResponse = z.object({ user: ZSessionUser });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZForgotPasswordRequest = z.object({ email: zRequiredEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetTokenInfo = z.object({ valid: z.literal(true), expiresAt: z.string() });
export type TResetTokenInfo = z.infer<typeof ZResetTokenInfo>;

export const ZResetPasswordRequest = z.object({
  token: z.string().min(1, "tokenMissing").max(200),
  password: zNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
