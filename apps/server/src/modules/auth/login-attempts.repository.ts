import { and, count, desc, eq, gt, lt, max, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginAttempts } from "../../db/schema/auth.ts";

/**
 * Makes sign-ins to one account wait for each other until the transaction ends, so parallel guesses cannot
 * all pass the lock check before any failure is recorded. Other accounts are not held up.
 */
export async function serializeAccountAttempts(tx: Db, account: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${account}`}, 0))`);
}

export async function recordLoginAttempt(
  db: Db,
  values: { account: string; ip: string; success: boolean; at: Date },
) {
  await db.insert(loginAttempts).values({
    username: values.account,
    ip: values.ip,
    success: values.success,
    createdAt: values.at,
  });
}

/** When the account last signed in successfully (or had its lock cleared), if after `since`. */
export async function lastSuccessAt(db: Db, account: string, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, account),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return row?.at ?? null;
}

/** Times of the account's latest failures from one address after `since`, newest first. */
export async function recentAccountFailures(
  db: Db,
  account: string,
  ip: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, account),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

/**
 * Whether another address than `ip` reached `limit` failures on the account after `since`: the account's owner
 * was then already told of a lock in this window, and is not mailed again for each address that guesses.
 */
export async function lockedFromAnotherAddress(
  db: Db,
  account: string,
  ip: string,
  since: Date,
  limit: number,
): Promise<boolean> {
  const rows = await db
    .select({ ip: loginAttempts.ip })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, account),
        ne(loginAttempts.ip, ip),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .groupBy(loginAttempts.ip)
    .having(sql`count(*) >= ${limit}`)
    .limit(1);
  return rows.length > 0;
}

export async function countIpFailures(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)),
    );
  return row?.n ?? 0;
}

/** The failure from this address whose ageing out brings the count back under `limit` (the limit-th newest). */
export async function ipFailureAt(db: Db, ip: string, since: Date, limit: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .offset(limit - 1)
    .limit(1);
  return row?.at ?? null;
}

export async function deleteLoginAttemptsBefore(db: Db, before: Date) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}
