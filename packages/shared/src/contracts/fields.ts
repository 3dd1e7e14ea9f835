import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from "../domain/limits.ts";

/*
 * Field rules shared by forms and server. Each message is a key of the `validation` translation namespace,
 * so the same rule produces the same words on both sides.
 */

export const zUsername = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, "usernameMinLength")
  .max(USERNAME_MAX_LENGTH, "usernameMaxLength")
  .regex(USERNAME_PATTERN, "usernameFormat");

/** The four password rules, named so the live checklist can show each one. */
export const PASSWORD_RULES = [
  { key: "passwordMinLength", test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { key: "passwordUppercase", test: (p: string) => /\p{Lu}/u.test(p) },
  { key: "passwordLowercase", test: (p: string) => /\p{Ll}/u.test(p) },
  { key: "passwordNumber", test: (p: string) => /\d/.test(p) },
] as const;

export const zNewPassword = z
  .string()
  .min(1, "newPasswordRequired")
  .max(PASSWORD_MAX_LENGTH, "passwordMaxLength")
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(value)) {
        ctx.addIssue({ code: "custom", message: rule.key });
        return;
      }
    }
  });

/** Optional email: empty means "not set". */
export const zOptionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, "emailInvalid")
  .refine((v) => v === "" || z.email().safeParse(v).success, "emailInvalid")
  .transform((v) => (v === "" ? null : v.toLowerCase()))
  .nullable()
  .optional();

/** Optional phone: an optional plus followed by 10 to 15 digits; spaces, dots and dashes are ignored. */
export const zOptionalPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s.\-()]/g, ""))
  .refine((v) => v === "" || PHONE_PATTERN.test(v), "phoneInvalid")
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional();

export const zRequiredEmail = z
  .string()
  .trim()
  .min(1, "emailRequired")
  .max(EMAIL_MAX_LENGTH, "emailInvalid")
  .pipe(z.email("emailInvalid"))
  .transform((v) => v.toLowerCase());

export const zPersonName = z.string().trim().min(1, "nameRequired").max(NAME_MAX_LENGTH, "nameMaxLength");
