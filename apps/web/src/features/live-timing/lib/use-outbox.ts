import type { TSessionTime } from "@bazin/shared/contracts/session-times";
import { useCallback, useEffect, useRef, useState } from "react";
import { useOnReconnect } from "../../../lib/realtime.ts";
import { postSessionTimes } from "../../../lib/session-times-api.ts";
import { entriesOf, type OutboxEntry, putEntry, removeEntries } from "./outbox.ts";
import { syncOutbox } from "./sync-outbox.ts";

/** Retry delays after a failed send: they grow so a long outage does not drain a phone's battery. */
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

export interface Outbox {
  /** The session's entries not yet acknowledged (null while the outbox is being read). */
  entries: OutboxEntry[] | null;
  /** Stores a finish at once, then tries to send it. */
  record: (entry: OutboxEntry) => Promise<void>;
  /** Sends what is waiting now. */
  sync: () => Promise<void>;
  /** Drops an entry the server refused for good (the coach has seen it). */
  discard: (key: string) => Promise<void>;
  /** The last round's passing failure (offline, server down), null after a good round. */
  lastError: unknown;
  syncing: boolean;
}

/**
 * The session's outbox, kept in sync with the server: a send when a time is recorded, when the browser comes
 * back online, when the live connection comes back, and on a timer with growing delays while sends fail.
 * `onSaved` gets the times the server acknowledged, to show them at once.
 */
export function useOutbox(sessionId: string, onSaved: (times: TSessionTime[]) => void): Outbox {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  const [lastError, setLastError] = useState<unknown>(null);
  const [syncing, setSyncing] = useState(false);
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;
  const retry = useRef<{ timer: ReturnType<typeof setTimeout> | null; delay: number }>({
    timer: null,
    delay: FIRST_RETRY_MS,
  });
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    const now = await entriesOf(sessionId);
    if (mounted.current) setEntries(now);
  }, [sessionId]);

  const sync = useCallback(async () => {
    const state = retry.current;
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    setSyncing(true);
    try {
      const report = await syncOutbox(sessionId, postSessionTimes);
      if (!mounted.current) return;
      if (report.saved.length > 0) savedRef.current(report.saved);
      setLastError(report.retryLater);
      if (report.retryLater) {
        state.timer = setTimeout(() => void sync(), state.delay);
        state.delay = Math.min(state.delay * 2, LONGEST_RETRY_MS);
      } else {
        state.delay = FIRST_RETRY_MS;
      }
    } catch (error) {
      // IndexedDB itself failed (private mode quota…): show it; the entries that were stored stay there.
      if (mounted.current) setLastError(error);
    } finally {
      if (mounted.current) {
        setSyncing(false);
        await refresh();
      }
    }
  }, [sessionId, refresh]);

  useEffect(() => {
    mounted.current = true;
    const state = retry.current;
    // Entries left by an earlier visit (a reload, a closed tab) are shown and sent at once.
    void refresh().then(sync);
    const online = () => void sync();
    window.addEventListener("online", online);
    return () => {
      mounted.current = false;
      window.removeEventListener("online", online);
      if (state.timer) clearTimeout(state.timer);
    };
  }, [refresh, sync]);

  useOnReconnect(() => void sync());

  const record = useCallback(
    async (entry: OutboxEntry) => {
      await putEntry(entry);
      await refresh();
      void sync();
    },
    [refresh, sync],
  );

  const discard = useCallback(
    async (key: string) => {
      await removeEntries([key]);
      await refresh();
    },
    [refresh],
  );

  return { entries, record, sync, discard, lastError, syncing };
}
