import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Db } from "../src/db/client.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { hashToken, randomToken } from "../src/lib/tokens.ts";
import { insertSession } from "../src/modules/auth/sessions.repository.ts";
import { listMail } from "../src/modules/mail/outbox.repository.ts";
import { insertUser, type UserRow } from "../src/modules/users/repository.ts";
import type { TestAgent } from "./app.ts";

/** A password that passes every rule; factories use it unless told otherwise. */
export const TEST_PASSWORD = "Parola123";

export interface TestUser extends UserRow {
  /** The plain password, to sign in with. */
  password: string;
}

export interface CreateUserOptions {
  /** Any text: tests of the unknown-role rule store roles this version does not know. */
  role?: string;
  username?: string;
  password?: string;
  email?: string | null;
  phone?: string | null;
  firstName?: string;
  lastName?: string;
  active?: boolean;
}

/** Inserts an account straight into the database (no invitation), hashed the way the server does. */
export async function createUser(db: Db, opts: CreateUserOptions = {}): Promise<TestUser> {
  const role = opts.role ?? "swimmer";
  const username = opts.username ?? `${role.replace(/\W/g, "")}_${randomBytes(4).toString("hex")}`;
  const password = opts.password ?? TEST_PASSWORD;
  const row = await insertUser(db, {
    username,
    email: opts.email === undefined ? `${username}@example.test` : opts.email,
    phone: opts.phone ?? null,
    firstName: opts.firstName ?? "Ana",
    lastName: opts.lastName ?? "Marinescu",
    role,
    passwordHash: await hashPassword(password),
    active: opts.active ?? true,
  });
  return { ...row, password };
}

/** Signs the agent in through the real login route (CSRF included); fails the test if that does not work. */
export async function loginAs(agent: TestAgent, user: { username: string; password: string }) {
  const res = await agent.post("/api/auth/login", { username: user.username, password: user.password });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/**
 * Opens a session for the user directly in the database and hands it to the agent as the SESSION cookie:
 * quicker than a real sign-in where the test is about something else (the route matrix).
 */
export async function signInDirectly(agent: TestAgent, db: Db, user: UserRow, now: Date) {
  const token = randomToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + 60 * 60_000),
    lastSeenAt: now,
  });
  agent.cookies.set("SESSION", token);
  return token;
}

/** The link of the latest queued mail to an address (invitation or reset), as the recipient would click it. */
export async function latestMailLink(db: Db, to: string, path: "/register" | "/reset-password") {
  const rows = await listMail(db);
  const mail = rows.filter((m) => m.to === to).at(-1);
  expect(mail, `no mail to ${to}`).toBeDefined();
  const match = mail!.text.match(new RegExp(`https?://\\S+${path}\\?token=([\\w-]+)`));
  expect(match, mail!.text).not.toBeNull();
  return { mail: mail!, url: match![0], token: decodeURIComponent(match![1]!) };
}
