import { sql } from "drizzle-orm";
import type { AppContext } from "../app-context.ts";
import type { Db } from "../db/client.ts";
import { ensureClubRoom } from "../modules/chat/rooms.ts";
import { ensureClubProfile, ensureScheduleSlots } from "./club.ts";
import { ensurePrivacyPolicy } from "./privacy-policy.ts";
import { ensureTerms } from "./terms.ts";

/**
 * Data the product cannot work without, on every database (embedded or PostgreSQL, demo or not): the club
 * profile the public pages show, the course schedule the wizard offers, the privacy policy visitors
 * accept, the terms, and the club chat room every member may enter. Unlike the demo club it contains no invented
 * people. Each step fills only what is empty.
 */
export interface RequiredSeedStep {
  name: string;
  /** True when it created something. */
  run(db: Db, now: Date): Promise<boolean>;
}

export const REQUIRED_SEED_STEPS: RequiredSeedStep[] = [
  { name: "club profile", run: ensureClubProfile },
  { name: "course schedule", run: ensureScheduleSlots },
  { name: "privacy policy version 1", run: ensurePrivacyPolicy },
  { name: "terms version 1", run: ensureTerms },
  { name: "club chat room", run: ensureClubRoom },
];

/** Any number, for the lock that keeps instances starting together from seeding twice. */
const REQUIRED_SEED_LOCK_ID = 727_002;

/**
 * Runs every required step in one transaction, under an advisory lock, on each start. Returns the names of
 * the steps that created something (none on an already complete database).
 */
export async function seedRequiredData(
  ctx: Pick<AppContext, "db" | "clock">,
  steps: RequiredSeedStep[] = REQUIRED_SEED_STEPS,
): Promise<string[]> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REQUIRED_SEED_LOCK_ID})`);
    const created: string[] = [];
    for (const step of steps) if (await step.run(tx, now)) created.push(step.name);
    return created;
  });
}
