import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countRows, pageTotal, withPageTotal } from "../../db/paging.ts";
import { users } from "../../db/schema/auth.ts";

/** What an account row shows (toAccount): never the password hash, which a list has no use for. */
const ACCOUNT_COLUMNS = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  active: users.active,
  createdAt: users.createdAt,
};
export type AccountRow = Pick<typeof users.$inferSelect, keyof typeof ACCOUNT_COLUMNS>;

export async function listAccounts(
  db: Db,
  filter: { q?: string; role?: string },
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`lower(${users.username}) like ${pattern}`,
        sql`lower(${users.email}) like ${pattern}`,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
      )!,
    );
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const offset = (page - 1) * pageSize;
  const rows = await db
    .select({ ...ACCOUNT_COLUMNS, pageTotal: pageTotal() })
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(pageSize)
    .offset(offset);
  return withPageTotal(rows, offset, countRows(db, users, where));
}

export async function setAccountRole(db: Db, id: string, role: string, now: Date) {
  const [row] = await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function setAccountActive(db: Db, id: string, active: boolean, now: Date) {
  const [row] = await db.update(users).set({ active, updatedAt: now }).where(eq(users.id, id)).returning();
  return row ?? null;
}
