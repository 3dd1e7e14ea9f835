import { Client, type IFrame, ReconnectionTimeMode, type StompSubscription } from "@stomp/stompjs";
import { useEffect, useRef, useSyncExternalStore } from "react";
import SockJS from "sockjs-client";
import { nativeSession } from "./native-session.ts";
import { apiBase, isNative } from "./platform.ts";

/*
 * The signed-in app's one live connection: SockJS to /ws-chat, speaking STOMP 1.2 (ARCHITECTURE.md §5).
 * Screens subscribe to destinations and send through it; it reconnects with growing delays and tells screens
 * when it came back, so they fetch over REST what they may have missed.
 */

/** Spec §4 chat connection states ("reconnecting" while a lost connection is being retried). */
export type ConnectionState = "connected" | "disconnected" | "reconnecting";

/** A refusal from the server (an ERROR frame): `code` is the server's error code, `message` its translated text. */
export class RealtimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "RealtimeError";
  }
}

type MessageListener = (body: unknown) => void;

const SEND_TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;
const HEARTBEAT_MS = 10_000;

let client: Client | null = null;
let state: ConnectionState = "disconnected";
let everConnected = false;
const stateListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
const listeners = new Map<string, Set<MessageListener>>();
const active = new Map<string, StompSubscription>();
const pendingSends = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
let sendCounter = 0;

function setState(next: ConnectionState) {
  if (state === next) return;
  state = next;
  // Visible to end-to-end tests (and to anyone debugging), which wait for "connected" before raising events.
  if (typeof document !== "undefined") document.documentElement.dataset.realtime = next;
  for (const notify of stateListeners) notify();
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function subscribeOnServer(destination: string) {
  if (!client?.connected || active.has(destination)) return;
  const subscription = client.subscribe(destination, (message) => {
    const body = parse(message.body);
    for (const listener of listeners.get(destination) ?? []) listener(body);
  });
  active.set(destination, subscription);
}

function rejectPending(error: Error) {
  for (const pending of pendingSends.values()) pending.reject(error);
  pendingSends.clear();
}

function errorFrom(frame: IFrame): RealtimeError {
  return new RealtimeError(frame.headers.code ?? "REALTIME_ERROR", frame.headers.message ?? frame.body);
}

/** Opens the connection (idempotent). The portal layout calls it once a user is signed in. */
export function connectRealtime(): void {
  if (client) return;
  const connectHeaders: Record<string, string> = {};
  const sessionId = isNative() ? nativeSession.sessionId() : null;
  // SockJS cannot set HTTP headers, so the native shell's session id travels in the CONNECT frame.
  if (sessionId) connectHeaders["X-Session-ID"] = sessionId;
  client = new Client({
    webSocketFactory: () => new SockJS(`${apiBase()}/ws-chat`),
    connectHeaders,
    reconnectDelay: FIRST_RETRY_MS,
    maxReconnectDelay: LONGEST_RETRY_MS,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    onConnect: () => {
      active.clear();
      for (const destination of listeners.keys()) subscribeOnServer(destination);
      const wasReconnect = everConnected;
      everConnected = true;
      setState("connected");
      if (wasReconnect) for (const listener of reconnectListeners) listener();
    },
    onStompError: (frame) => {
      const error = errorFrom(frame);
      const receipt = frame.headers["receipt-id"];
      const pending = receipt ? pendingSends.get(receipt) : undefined;
      if (pending && receipt) {
        pendingSends.delete(receipt);
        pending.reject(error);
      } else {
        // Spec §7: a connection failure is only logged.
        console.warn("Real-time connection refused:", error.code, error.message);
      }
    },
    onWebSocketClose: () => {
      active.clear();
      rejectPending(new RealtimeError("REALTIME_DISCONNECTED", "connection closed"));
      if (client?.active) setState(everConnected ? "reconnecting" : "disconnected");
    },
    onWebSocketError: () => {
      console.warn("Real-time connection failed; retrying");
    },
  });
  client.activate();
}

/** Closes the connection (signing out). */
export async function disconnectRealtime(): Promise<void> {
  const closing = client;
  client = null;
  everConnected = false;
  active.clear();
  rejectPending(new RealtimeError("REALTIME_DISCONNECTED", "connection closed"));
  setState("disconnected");
  await closing?.deactivate();
}

/** Listens to a destination (e.g. `/user/queue/notifications`); returns the function that stops listening. */
export function subscribe(destination: string, listener: MessageListener): () => void {
  let set = listeners.get(destination);
  if (!set) {
    set = new Set();
    listeners.set(destination, set);
  }
  set.add(listener);
  subscribeOnServer(destination);
  return () => {
    const current = listeners.get(destination);
    current?.delete(listener);
    if (current && current.size === 0) {
      listeners.delete(destination);
      const subscription = active.get(destination);
      active.delete(destination);
      if (client?.connected) subscription?.unsubscribe();
    }
  };
}

/**
 * Sends `body` as JSON to a destination (e.g. `/app/chat.<roomId>`). Resolves when the server confirms it
 * (RECEIPT); rejects with a RealtimeError when the server refuses it, the connection is down or no answer comes.
 */
export function send(destination: string, body: unknown): Promise<void> {
  if (!client?.connected) {
    return Promise.reject(new RealtimeError("REALTIME_DISCONNECTED", "not connected"));
  }
  const receipt = `send-${++sendCounter}`;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      pendingSends.delete(receipt);
      reject(new RealtimeError("REALTIME_TIMEOUT", "no receipt"));
    }, SEND_TIMEOUT_MS);
    pendingSends.set(receipt, {
      resolve: () => {
        clearTimeout(timer);
        resolve();
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    client?.watchForReceipt(receipt, () => {
      const pending = pendingSends.get(receipt);
      pendingSends.delete(receipt);
      pending?.resolve();
    });
    client?.publish({
      destination,
      body: JSON.stringify(body),
      headers: { receipt, "content-type": "application/json" },
    });
  });
}

/** Calls `listener` each time the connection comes back after a loss (not on the first connect). */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

function subscribeState(notify: () => void) {
  stateListeners.add(notify);
  return () => stateListeners.delete(notify);
}

/** The connection's state, re-rendering on each change. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeState, () => state);
}

/** Listens to `destination` while the component is mounted (none when `destination` is null). */
export function useSubscription(destination: string | null, listener: MessageListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!destination) return;
    return subscribe(destination, (body) => latest.current(body));
  }, [destination]);
}

/** Runs `listener` after each reconnection while the component is mounted. */
export function useOnReconnect(listener: () => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onReconnect(() => latest.current()), []);
}
