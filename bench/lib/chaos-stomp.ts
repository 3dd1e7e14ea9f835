import { Client } from "@stomp/stompjs";
import SockJS from "sockjs-client";

/*
 * A real-time client for the chaos scripts, behaving as apps/web/src/lib/realtime.ts does: @stomp/stompjs over
 * sockjs-client to /ws-chat, every subscription made again on each (re)connect, sends confirmed by a RECEIPT,
 * a pending send failed when the connection closes, and reconnect listeners told when the connection came back
 * (so the caller fetches what it missed, like the app's useOnReconnect screens). The session travels as
 * X-Session-ID in CONNECT, as the native shell sends it (sockjs-client in Node sends no cookies).
 *
 * With several URLs it is a client behind a load balancer: each connection attempt after a loss goes to the
 * next URL in turn, so a client of a killed instance lands on a live one.
 */

type Listener = (body: unknown, raw: string) => void;

export class ChaosStompClient {
  private readonly client: Client;
  private readonly listeners = new Map<string, Listener>();
  private readonly pending = new Map<string, (error?: Error) => void>();
  private readonly reconnectListeners: (() => void)[] = [];
  private attempt = 0;
  private everConnected = false;
  private counter = 0;
  private firstConnect: { resolve: () => void; reject: (e: Error) => void } | null = null;
  /** Connections made (the first one included) and the URL of the current one. */
  connects = 0;
  url: string;

  constructor(
    private readonly urls: string[],
    token: string,
    opts: { reconnectDelayMs?: number; name?: string } = {},
  ) {
    this.url = urls[0]!;
    this.client = new Client({
      webSocketFactory: () => {
        this.url = this.urls[this.attempt % this.urls.length]!;
        return new SockJS(`${this.url}/ws-chat`, null, { transports: ["websocket"], timeout: 10_000 });
      },
      connectHeaders: { "X-Session-ID": token },
      reconnectDelay: opts.reconnectDelayMs ?? 250,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      debug: () => {},
      onConnect: () => {
        this.connects++;
        for (const [destination, listener] of this.listeners) this.subscribeOnServer(destination, listener);
        const wasReconnect = this.everConnected;
        this.everConnected = true;
        this.firstConnect?.resolve();
        this.firstConnect = null;
        if (wasReconnect) for (const listener of this.reconnectListeners) listener();
      },
      onStompError: (frame) => {
        const receipt = frame.headers["receipt-id"];
        const settle = receipt ? this.pending.get(receipt) : undefined;
        if (settle) {
          settle(new Error(`ERROR ${frame.headers.code ?? frame.headers.message}`));
        }
      },
      onWebSocketClose: () => {
        // The next attempt goes to the next URL (a load balancer taking the dead instance out).
        this.attempt++;
        for (const settle of [...this.pending.values()]) settle(new Error("connection closed"));
      },
    });
  }

  /** Connects; resolves on the first CONNECTED. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.firstConnect = { resolve, reject };
      this.client.activate();
    });
  }

  get connected(): boolean {
    return this.client.connected;
  }

  /** Listens to a destination now and after every reconnect; resolves once the server confirmed it. */
  subscribe(destination: string, listener: Listener): Promise<void> {
    this.listeners.set(destination, listener);
    return this.client.connected ? this.subscribeOnServer(destination, listener) : Promise.resolve();
  }

  private subscribeOnServer(destination: string, listener: Listener): Promise<void> {
    const receipt = `sub-${++this.counter}`;
    const confirmed = new Promise<void>((resolve) => this.client.watchForReceipt(receipt, () => resolve()));
    this.client.subscribe(
      destination,
      (message) => {
        let body: unknown = message.body;
        try {
          body = JSON.parse(message.body);
        } catch {}
        listener(body, message.body);
      },
      { receipt },
    );
    return confirmed;
  }

  onReconnect(listener: () => void) {
    this.reconnectListeners.push(listener);
  }

  /** SEND with a receipt: resolves when the server confirmed it, rejects on ERROR, a closed connection or time. */
  send(destination: string, body: unknown, timeoutMs = 10_000): Promise<void> {
    if (!this.client.connected) return Promise.reject(new Error("not connected"));
    const receipt = `send-${++this.counter}`;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => settle(new Error("no receipt")), timeoutMs);
      const settle = (error?: Error) => {
        if (!this.pending.delete(receipt)) return;
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      this.pending.set(receipt, settle);
      this.client.watchForReceipt(receipt, () => settle());
      this.client.publish({
        destination,
        body: JSON.stringify(body),
        headers: { receipt, "content-type": "application/json" },
      });
    });
  }

  stop(): Promise<void> {
    return this.client.deactivate();
  }
}
