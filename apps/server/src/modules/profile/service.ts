import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { TChangePasswordRequest, TProfile } from "@bazin/shared/contracts/profile";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { deleteUserSessions } from "../auth/sessions.repository.ts";
import {
  EMAIL_KEY,
  findUserById,
  isEmailTaken,
  isUsernameTaken,
  USERNAME_KEY,
  type UserRow,
  updateUser,
} from "../users/repository.ts";
import { isUsernameEditable, toProfile } from "./presenter.ts";

/** What PUT /api/users/me receives after the contract's parsing: empty email or phone is null ("not set"). */
export interface ProfileChanges {
  username: string;
  email?: string | null;
  phone?: string | null;
}

async function loadUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  // The session was valid a moment ago; an account deleted since is treated as signed out.
  if (!user) throw new AppError("UNAUTHENTICATED", 401);
  return user;
}

/**
 * The own profile, from the identity the request's session already loaded: no second query. It is current
 * because every change to a user drops this instance's cached copy (ADR 007).
 */
export function getProfile(user: TSessionUser): TProfile {
  return toProfile(user);
}

/**
 * Updates username, email and phone. Only swimmers may change their username; for others, sending the same
 * username is fine. Username and email are unique regardless of letter case.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  changes: ProfileChanges,
): Promise<TProfile> {
  const user = await loadUser(ctx, userId);
  const sameUsername = changes.username.toLowerCase() === user.username.toLowerCase();
  if (!sameUsername) {
    if (!isUsernameEditable(user.role)) throw new AppError("USERNAME_NOT_EDITABLE", 403);
    if (await isUsernameTaken(ctx.db, changes.username, user.id)) throw new AppError("USERNAME_TAKEN", 409);
  }
  const email = changes.email ?? null;
  if (email && (await isEmailTaken(ctx.db, email, user.id))) throw new AppError("EMAIL_TAKEN", 409);

  try {
    const updated = await updateUser(ctx.db, user.id, {
      username: sameUsername ? user.username : changes.username,
      email,
      phone: changes.phone ?? null,
      updatedAt: ctx.clock.now(),
    });
    if (!updated) throw new AppError("UNAUTHENTICATED", 401);
    // The cached identity of this user's sessions is out of date now.
    ctx.sessionCache?.forgetUser(user.id);
    return toProfile(updated);
  } catch (error) {
    // Another request took the value between our check and the write.
    if (isUniqueViolation(error, USERNAME_KEY)) throw new AppError("USERNAME_TAKEN", 409);
    if (isUniqueViolation(error, EMAIL_KEY)) throw new AppError("EMAIL_TAKEN", 409);
    throw error;
  }
}

/**
 * Changes the password after checking the current one, and signs the account out everywhere else: whoever
 * knew the old password loses their session, the device making the change keeps its own.
 */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  currentSessionId: string | null,
  input: TChangePasswordRequest,
) {
  const user = await loadUser(ctx, userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError("CURRENT_PASSWORD_WRONG", 400, {}, { currentPassword: "currentPasswordWrong" });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: ctx.clock.now() });
    await deleteUserSessions(tx, user.id, currentSessionId ?? undefined);
  });
  ctx.sessionCache?.forgetUser(user.id, currentSessionId ?? undefined);
}
