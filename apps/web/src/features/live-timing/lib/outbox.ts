import type { SwimEvent } from "@bazin/shared/domain/training/events";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/*
 * Live mode's outbox (TRAINING.md §6): every finish is written here the moment it is taken, before any
 * network call, so a dropped connection, a closed tab or a reload loses nothing. An entry leaves only when the
 * server has acknowledged its idempotency key; an entry the server refused for good stays, marked failed, so
 * the coach sees it instead of it being retried forever.
 */

export interface OutboxEntry {
  /** The idempotency key, made when the time was taken. */
  key: string;
  sessionId: string;
  studentId: string;
  event: SwimEvent;
  hundredths: number;
  slot: string | null;
  splits: number[];
  /** When the finish was taken (ISO), for ordering and for the coach's list. */
  takenAt: string;
  /** Set when the server refused the entry for good (a validation error): kept visible, not sent again. */
  failure?: { code: string; message: string } | null;
}

interface OutboxSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { bySession: string } };
}

const DB_NAME = "bazin-live-timing";
const STORE = "outbox";

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function db(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore(STORE, { keyPath: "key" });
      store.createIndex("bySession", "sessionId");
    },
  });
  return opening;
}

/** Forgets the open connection (tests start each case from a fresh IndexedDB). */
export async function closeOutbox(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open).close();
}

/** Stores a finish (or replaces the entry with the same key). */
export async function putEntry(entry: OutboxEntry): Promise<void> {
  await (await db()).put(STORE, entry);
}

/** A session's entries still in the outbox, oldest first. */
export async function entriesOf(sessionId: string): Promise<OutboxEntry[]> {
  const all = await (await db()).getAllFromIndex(STORE, "bySession", sessionId);
  return all.sort((a, b) => a.takenAt.localeCompare(b.takenAt));
}

/** Removes acknowledged entries. */
export async function removeEntries(keys: readonly string[]): Promise<void> {
  const tx = (await db()).transaction(STORE, "readwrite");
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}

/** Marks entries the server will never accept, with its reason. */
export async function markFailed(
  keys: readonly string[],
  failure: { code: string; message: string },
): Promise<void> {
  const tx = (await db()).transaction(STORE, "readwrite");
  for (const key of keys) {
    const entry = await tx.store.get(key);
    if (entry) await tx.store.put({ ...entry, failure });
  }
  await tx.done;
}
