import type { TProfile } from "@bazin/shared/contracts/profile";
import type { UserRow } from "../users/repository.ts";

/** Only swimmers choose their own username (spec "Swimmer profile"); staff usernames are fixed. */
export function isUsernameEditable(role: string): boolean {
  return role === "swimmer";
}

export function toProfile(user: UserRow): TProfile {
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
