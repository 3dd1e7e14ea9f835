import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { Role } from "@bazin/shared/domain/roles";
import type { UserRow } from "./repository.ts";

/** The signed-in user as clients see it: never the password hash or other internal columns. */
export function toSessionUser(user: UserRow & { role: Role }): TSessionUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
  };
}
