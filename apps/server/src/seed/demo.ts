import type { Role } from "@bazin/shared/domain/roles";
import type { AppContext } from "../app-context.ts";
import { inTransaction, type Tx } from "../db/transaction.ts";
import { hashPassword } from "../lib/passwords.ts";
import { countUsers, insertUser } from "../modules/users/repository.ts";
import { seedAnnouncements } from "./announcements.ts";
import { seedChat } from "./chat.ts";
import { seedClub } from "./club.ts";
import { seedGallery } from "./gallery.ts";
import { seedDemoStudents } from "./students.ts";

/** The password of every demo account (README, start-up banner). */
export const DEMO_PASSWORD = "Bazin2026!";

export interface DemoAccount {
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: "admin",
    role: "admin",
    firstName: "Andrei",
    lastName: "Popescu",
    email: "andrei.popescu@bazin.local",
    phone: "+40722100200",
  },
  {
    username: "coach",
    role: "coach",
    firstName: "Elena",
    lastName: "Ionescu",
    email: "elena.ionescu@bazin.local",
    phone: "+40722100201",
  },
  {
    username: "swimmer",
    role: "swimmer",
    firstName: "Mihai",
    lastName: "Dumitrescu",
    email: "mihai.dumitrescu@bazin.local",
    phone: "+40722100202",
  },
  {
    username: "user",
    role: "user",
    firstName: "Ioana",
    lastName: "Stan",
    email: "ioana.stan@bazin.local",
    phone: "+40722100203",
  },
];

/** What a seed step gets: the open transaction, the context, and the credentials to print at the end. */
export interface SeedContext {
  tx: Tx;
  ctx: AppContext;
  now: Date;
  /** Sign-in lines shown once at start-up: username / role / password. */
  credentials: { username: string; role: string; password: string }[];
}

/** One part of the demo club. Later areas add their own (instructors, groups, workouts…) to DEMO_SEED_STEPS. */
export interface SeedStep {
  name: string;
  run(seed: SeedContext): Promise<void>;
}

export const seedDemoAccounts: SeedStep = {
  name: "demo accounts",
  async run({ tx, now, credentials }) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      await insertUser(tx, { ...account, passwordHash, createdAt: now, updatedAt: now });
      credentials.push({ username: account.username, role: account.role, password: DEMO_PASSWORD });
    }
  },
};

/** Steps run in order; each may use what the earlier ones created. */
export const DEMO_SEED_STEPS: SeedStep[] = [
  seedDemoAccounts,
  seedClub,
  seedDemoStudents,
  seedGallery,
  seedAnnouncements,
  seedChat,
];

/**
 * Seeds the demo club on an empty embedded database (config.seedDemo is never true with DATABASE_URL), all
 * steps in one transaction: a crash halfway leaves an empty database that is seeded again on the next start,
 * never a half-seeded one that would be skipped. Returns the demo credentials, or null when nothing was done.
 */
export async function seedDemo(ctx: AppContext, steps: SeedStep[] = DEMO_SEED_STEPS) {
  if (!ctx.config.seedDemo) return null;
  if ((await countUsers(ctx.db)) > 0) return null;
  const credentials: SeedContext["credentials"] = [];
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    for (const step of steps) await step.run({ tx, ctx, now, credentials });
  });
  return credentials;
}

/** The start-up banner: printed once, when the demo accounts are created. */
export function printDemoCredentials(credentials: SeedContext["credentials"]) {
  console.log("\nDemo accounts (embedded database only):");
  console.table(credentials);
}
