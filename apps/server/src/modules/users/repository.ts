import { and, count, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Names of the unique indexes, to tell which value a lost race collided on. */
export const USERNAME_KEY = "users_username_key";
export const EMAIL_KEY = "users_email_key";

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The account a sign-in name points to: its username or its email, in any letter case. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const value = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Whether another account (not `exceptId`) already uses this username, in any letter case. */
export async function isUsernameTaken(db: Db, username: string, exceptId?: string): Promise<boolean> {
  const same = sql`lower(${users.username}) = ${username.toLowerCase()}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(same, ne(users.id, exceptId)) : same)
    .limit(1);
  return !!row;
}

/** Whether another account (not `exceptId`) already uses this email, in any letter case. */
export async function isEmailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const same = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(same, ne(users.id, exceptId)) : same)
    .limit(1);
  return !!row;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Pick<NewUser, "username" | "email" | "phone" | "passwordHash" | "active">> & {
    updatedAt: Date;
  },
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
