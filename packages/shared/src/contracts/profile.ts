import { z } from "zod";
import { zNewPassword, zOptionalEmail, zOptionalPhone, zUsername } from "./fields.ts";

/** GET /api/users/me (spec §7). */
export const ZProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
  usernameEditable: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** PUT /api/users/me: username, email, phone. Email and phone may be empty ("not set"). */
export const ZUpdateProfileRequest = z.object({
  username: zUsername,
  email: zOptionalEmail,
  phone: zOptionalPhone,
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** POST /api/users/me/change-password. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, "currentPasswordRequired").max(128, "currentPasswordRequired"),
  newPassword: zNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The form adds a confirmation that must match; the server never sees it. */
export const ZChangePasswordForm = ZChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { message: "passwordsMismatch", path: ["confirmPassword"] },
);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
