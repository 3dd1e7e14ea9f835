import type { TChatEvent, TChatMessage } from "@bazin/shared/contracts/chat";
import { useCallback, useEffect, useRef, useState } from "react";
import { useConnectionState, useOnReconnect, useSubscription } from "../../../lib/realtime.ts";
import { fetchHistory } from "../api/chat-api.ts";

/** Adds messages not yet shown, keeping what is there (a live message may arrive before its page). */
function merge(current: TChatMessage[], incoming: TChatMessage[], where: "start" | "end"): TChatMessage[] {
  const known = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return current;
  return where === "start" ? [...fresh, ...current] : [...current, ...fresh];
}

export type LoadStatus = "loading" | "error" | "ready";

/**
 * The messages of an open room: the newest page over REST, older pages on demand, new and deleted messages
 * live from `/topic/chat.<roomId>`, and what a live delivery did not bring, fetched `after` the last one shown:
 * after a reconnection, when the tab is shown again, and when the room list names a newest message this
 * screen does not have. That last one covers a message stored by an instance that died before broadcasting
 * it, while this client stays connected to another instance: the list already refreshes every 30 s
 * (chat-api.ts), so the check costs no request of its own until something is missing.
 */
export function useRoomMessages(
  roomId: string,
  onIncoming: () => void,
  /** The room's newest message as the room list last saw it. */
  newestListed?: string | null,
) {
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [status, setStatus] = useState<LoadStatus>("loading");
  const [hasOlder, setHasOlder] = useState(false);
  const [olderStatus, setOlderStatus] = useState<"idle" | "loading" | "error">("idle");
  const latest = useRef(messages);
  latest.current = messages;

  const load = useCallback(async () => {
    setStatus("loading");
    try {
      const page = await fetchHistory(roomId);
      setMessages((current) => merge(page.messages, current, "end"));
      setHasOlder(page.hasMore);
      setStatus("ready");
    } catch {
      setStatus("error");
    }
  }, [roomId]);

  useEffect(() => {
    setMessages([]);
    setHasOlder(false);
    setOlderStatus("idle");
    void load();
  }, [load]);

  const loadOlder = useCallback(async () => {
    const oldest = latest.current[0];
    if (!oldest) return;
    setOlderStatus("loading");
    try {
      const page = await fetchHistory(roomId, { before: oldest.id });
      setMessages((current) => merge(current, page.messages, "start"));
      setHasOlder(page.hasMore);
      setOlderStatus("idle");
    } catch {
      setOlderStatus("error");
    }
  }, [roomId]);

  useSubscription(`/topic/chat.${roomId}`, (body) => {
    const event = body as TChatEvent;
    if (event?.type === "message" && event.message.roomId === roomId) {
      setMessages((current) => merge(current, [event.message], "end"));
      onIncoming();
    } else if (event?.type === "deleted") {
      setMessages((current) => current.filter((m) => m.id !== event.id));
    }
  });

  // What was sent while this screen was not subscribed yet, or while the connection was lost, or never
  // broadcast: fetched after the last message shown (the server keeps every message). Merging by id drops
  // what the live topic brought meanwhile. `reportFailure` shows the error; the quiet triggers below leave a
  // failure to the next one (a phone waking up often has no network for a moment, and reconnects after).
  const catchUp = useCallback(
    async (reportFailure: boolean) => {
      const known = new Set(latest.current.map((m) => m.id));
      let after = latest.current.at(-1)?.id;
      let fresh = false;
      try {
        for (;;) {
          const page = await fetchHistory(roomId, after ? { after } : {});
          fresh ||= page.messages.some((m) => !known.has(m.id));
          setMessages((current) => merge(current, page.messages, "end"));
          if (!after) {
            // Nothing was shown: this was the newest page.
            setHasOlder(page.hasMore);
            setStatus("ready");
            break;
          }
          const newest = page.messages.at(-1);
          if (!page.hasMore || !newest) break;
          after = newest.id;
        }
        if (fresh) onIncoming();
      } catch {
        if (reportFailure) setStatus("error");
      }
    },
    [roomId, onIncoming],
  );

  useOnReconnect(() => void catchUp(true));

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void catchUp(false);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [catchUp]);

  useEffect(() => {
    if (status !== "ready" || !newestListed) return;
    if (!latest.current.some((m) => m.id === newestListed)) void catchUp(false);
  }, [newestListed, status, catchUp]);

  // The first connection may come after the first page loaded (a fresh page load): its subscription starts
  // then, so what came in between is fetched once.
  const state = useConnectionState();
  const firstConnect = useRef(state === "connected");
  useEffect(() => {
    if (state !== "connected" || firstConnect.current) return;
    firstConnect.current = true;
    if (latest.current.length > 0) void catchUp(true);
  }, [state, catchUp]);

  const remove = useCallback((id: string) => {
    setMessages((current) => current.filter((m) => m.id !== id));
  }, []);

  return { messages, status, reload: load, hasOlder, olderStatus, loadOlder, remove };
}
