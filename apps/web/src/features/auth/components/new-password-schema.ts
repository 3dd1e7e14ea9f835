import { zNewPassword } from "@bazin/shared/contracts/fields";
import { z } from "zod";

/** A new password and its confirmation; the confirmation never leaves the browser. */
export const ZNewPasswordPair = z.object({ password: zNewPassword, confirmPassword: z.string() });

export function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

export const MISMATCH = { message: "passwordsMismatch", path: ["confirmPassword"] };
