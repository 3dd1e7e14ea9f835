/** The roles a signed-in account can have (spec §6). `user` is a plain member: it can chat, nothing more. */
export const ROLES = ["admin", "coach", "swimmer", "user"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Where each role lands after signing in. */
export const ROLE_HOME: Record<Role, string> = {
  admin: "/admin",
  coach: "/coach",
  swimmer: "/swimmer",
  user: "/account",
};
