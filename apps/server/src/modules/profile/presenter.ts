import type { TProfile } from "@bazin/shared/contracts/profile";
import type { UserRow } from "../users/repository.ts";

/** Only swimmers choose their own username (spec "Swimmer profile"); staff usernames are fixed. */
export function isUsernameEditable(role: string): boolean {
  return role === "swimmer";
}

/** The profile of an account: from its row, or from the signed-in identity the request already carries. */
export function toProfile(
  user: Pick<UserRow, "firstName" | "lastName" | "username" | "email" | "phone" | "role">,
): TProfile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    role: user.role,
    usernameEditable: isUsernameEditable(user.role),
  };
}
