import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/system.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; path: string }[];
}

/**
 * Queues a message. Call it with the transaction of the change that causes the mail, so both are kept or
 * neither; then wake the dispatcher (`ctx.mail.kick()`) once the transaction has committed.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Takes up to `limit` due messages for delivery and leases them until `leaseUntil`. `FOR UPDATE SKIP LOCKED`
 * lets several instances claim at once without taking the same row. A new message is due at once whatever the
 * clocks say; a retried one when its back-off has passed; a "sending" one whose lease ran out (its instance
 * died mid-send) is taken again.
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(
          eq(mailOutbox.status, "pending"),
          or(eq(mailOutbox.attempts, 0), lte(mailOutbox.nextAttemptAt, now)),
        ),
        and(eq(mailOutbox.status, "sending"), lt(mailOutbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Db, id: string, at: Date) {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: at, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Puts a message back in the queue for `retryAt`, or gives up on it (`failed`) when retryAt is null. */
export async function markMailFailed(db: Db, id: string, error: string, retryAt: Date | null) {
  await db
    .update(mailOutbox)
    .set({
      status: retryAt ? "pending" : "failed",
      lastError: error.slice(0, 1000),
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
    })
    .where(eq(mailOutbox.id, id));
}

/** Sent mail is kept a while for support questions ("did the invitation go out?"), then removed. */
export async function deleteSentMailBefore(db: Db, before: Date) {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, before)));
}

export async function listMail(db: Db, statuses?: string[]): Promise<OutboxRow[]> {
  const query = db.select().from(mailOutbox);
  return (statuses ? query.where(inArray(mailOutbox.status, statuses)) : query).orderBy(
    asc(mailOutbox.createdAt),
  );
}
