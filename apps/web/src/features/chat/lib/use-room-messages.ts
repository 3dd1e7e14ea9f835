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
 * live from `/topic/chat.<roomId>`, and after a reconnection what was missed (`after` the last one shown).
 */
export function useRoomMessages(roomId: string, onIncoming: () => void) {
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

  // What was sent while this screen was not subscribed yet, or while the connection was lost: fetched after
  // the last message shown (the server keeps every message).
  const catchUp = useCallback(async () => {
    const last = latest.current.at(-1);
    if (!last) return load();
    try {
      let after = last.id;
      for (;;) {
        const page = await fetchHistory(roomId, { after });
        setMessages((current) => merge(current, page.messages, "end"));
        const newest = page.messages.at(-1);
        if (!page.hasMore || !newest) break;
        after = newest.id;
      }
      onIncoming();
    } catch {
      setStatus("error");
    }
  }, [roomId, load, onIncoming]);

  useOnReconnect(() => void catchUp());

  // The first connection may come after the first page loaded (a fresh page load): its subscription starts
  // then, so what came in between is fetched once.
  const state = useConnectionState();
  const firstConnect = useRef(state === "connected");
  useEffect(() => {
    if (state !== "connected" || firstConnect.current) return;
    firstConnect.current = true;
    if (latest.current.length > 0) void catchUp();
  }, [state, catchUp]);

  const remove = useCallback((id: string) => {
    setMessages((current) => current.filter((m) => m.id !== id));
  }, []);

  return { messages, status, reload: load, hasOlder, olderStatus, loadOlder, remove };
}
