import "fake-indexeddb/auto";
import type { TSessionTimeEntry } from "@bazin/shared/contracts/session-times";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../../../lib/api-error.ts";
import { closeOutbox, entriesOf, type OutboxEntry, putEntry } from "./outbox.ts";
import { type PostTimes, syncOutbox } from "./sync-outbox.ts";

const SESSION = "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
const OTHER_SESSION = "8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a";
const IOANA = "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f";
const MIHAI = "1c7a4d2f-3b5e-4d9c-8f0a-2b3c4d5e6f7a";

function entry(partial: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    key: crypto.randomUUID(),
    sessionId: SESSION,
    studentId: IOANA,
    event: "freestyle_100",
    hundredths: 6523,
    slot: null,
    splits: [3100],
    takenAt: new Date().toISOString(),
    ...partial,
  };
}

/** A server that stores each key once, as the real one does, and records every request. */
function fakeServer() {
  const stored = new Map<string, TSessionTimeEntry>();
  const requests: TSessionTimeEntry[][] = [];
  const post = vi.fn<PostTimes>(async (_sessionId, entries) => {
    requests.push(entries);
    return {
      results: entries.map((e) => {
        const duplicate = stored.has(e.key);
        if (!duplicate) stored.set(e.key, e);
        return {
          key: e.key,
          duplicate,
          time: {
            id: crypto.randomUUID(),
            key: e.key,
            studentId: e.studentId,
            event: e.event as "freestyle_100",
            hundredths: e.hundredths,
            slot: e.slot ?? null,
            splits: e.splits ?? [],
            personalBest: false,
            clubRecord: false,
            createdAt: new Date().toISOString(),
          },
        };
      }),
    };
  });
  return { stored, requests, post };
}

beforeEach(async () => {
  await closeOutbox();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeOutbox());

describe("[COACH][LIVE] the live-mode outbox", () => {
  it("keeps entries across a reopened database (a reload), per session, oldest first", async () => {
    const later = entry({ takenAt: "2026-03-03T17:10:00.000Z" });
    const earlier = entry({ takenAt: "2026-03-03T17:05:00.000Z", studentId: MIHAI });
    await putEntry(later);
    await putEntry(earlier);
    await putEntry(entry({ sessionId: OTHER_SESSION }));
    await closeOutbox();

    const kept = await entriesOf(SESSION);
    expect(kept.map((e) => e.key)).toEqual([earlier.key, later.key]);
    expect(kept[1]).toMatchObject({ hundredths: 6523, splits: [3100], event: "freestyle_100" });
  });

  it("removes acknowledged entries and sends each key once however often it syncs", async () => {
    const server = fakeServer();
    await putEntry(entry());
    await putEntry(entry({ studentId: MIHAI }));

    const [first, second] = await Promise.all([
      syncOutbox(SESSION, server.post),
      syncOutbox(SESSION, server.post),
    ]);
    expect(first.saved).toHaveLength(2);
    // The second call waited for the first round and found nothing left to send.
    expect(second.saved).toEqual([]);
    expect(await entriesOf(SESSION)).toEqual([]);
    expect(server.stored.size).toBe(2);

    const again = await syncOutbox(SESSION, server.post);
    expect(again.saved).toEqual([]);
    expect(server.post).toHaveBeenCalledTimes(1);
  });

  it("keeps everything when the network fails and sends the same keys on the retry (idempotent)", async () => {
    const server = fakeServer();
    const taken = entry();
    await putEntry(taken);
    // The server stored the time but the answer was lost: the retry must not record it twice.
    const lostAnswer = vi.fn<PostTimes>(async (sessionId, entries) => {
      await server.post(sessionId, entries);
      throw new NetworkError(new TypeError("Failed to fetch"));
    });

    const failed = await syncOutbox(SESSION, lostAnswer);
    expect(failed.retryLater).toBeInstanceOf(NetworkError);
    expect((await entriesOf(SESSION)).map((e) => e.key)).toEqual([taken.key]);

    const retried = await syncOutbox(SESSION, server.post);
    expect(retried.saved.map((t) => t.key)).toEqual([taken.key]);
    expect(server.requests.map((batch) => batch.map((e) => e.key))).toEqual([[taken.key], [taken.key]]);
    expect(server.stored.size).toBe(1);
    expect(await entriesOf(SESSION)).toEqual([]);
  });

  it("keeps a server error (5xx) pending for the next round", async () => {
    await putEntry(entry());
    const down = vi.fn<PostTimes>(async () => {
      throw new ApiError(503, { code: "INTERNAL_ERROR", message: "down" });
    });
    const report = await syncOutbox(SESSION, down);
    expect(report.retryLater).toBeInstanceOf(ApiError);
    const [kept] = await entriesOf(SESSION);
    expect(kept?.failure).toBeUndefined();
  });

  it("marks an entry the server refuses for good as failed, sends the others, and never retries it", async () => {
    const server = fakeServer();
    const stranger = entry({ studentId: "2d8b5e3a-4c6f-4e0d-9a1b-3c4d5e6f7a8b" });
    const good = entry({ studentId: MIHAI });
    await putEntry(stranger);
    await putEntry(good);
    const validating = vi.fn<PostTimes>(async (sessionId, entries) => {
      if (entries.some((e) => e.studentId === stranger.studentId)) {
        throw new ApiError(400, {
          code: "VALIDATION_ERROR",
          message: "Datele trimise nu sunt valide.",
          fields: { "entries.0.studentId": "sessionNotParticipant" },
        });
      }
      return server.post(sessionId, entries);
    });

    const report = await syncOutbox(SESSION, validating);
    expect(report.failed).toBe(1);
    expect(report.saved.map((t) => t.key)).toEqual([good.key]);
    const left = await entriesOf(SESSION);
    expect(left.map((e) => e.key)).toEqual([stranger.key]);
    expect(left[0]?.failure).toEqual({ code: "VALIDATION_ERROR", message: "Datele trimise nu sunt valide." });

    validating.mockClear();
    await syncOutbox(SESSION, validating);
    expect(validating).not.toHaveBeenCalled();
  });
});
