import { Client, type IFrame, type IMessage } from "@stomp/stompjs";
import SockJS from "sockjs-client";

/*
 * The web app's real client stack in Node: @stomp/stompjs over sockjs-client, against an app listening on
 * loopback. sockjs-client cannot set HTTP headers in a browser, but in Node its transports take them, which is
 * how a test plays a browser that carries the SESSION cookie.
 */

export type SockjsTransport = "websocket" | "xhr-streaming" | "xhr-polling";

export interface TestStompOptions {
  /** The SESSION cookie the handshake carries (a browser's path). */
  sessionCookie?: string;
  /** X-Session-ID in the CONNECT frame (the native shell's path). */
  sessionId?: string;
  transport?: SockjsTransport;
  /** Extra handshake headers (Origin, Accept-Language). */
  headers?: Record<string, string>;
  connectHeaders?: Record<string, string>;
  /** Reconnect after a loss (off unless given): used to follow a client from a stopped instance to another. */
  reconnectDelay?: number;
  /** Other base URLs to try, in turn, when reconnecting (a load balancer's other instances). */
  failover?: string[];
}

export interface TestStomp {
  client: Client;
  /** Resolves with the CONNECTED frame; rejects with the ERROR frame if the server refused the connection. */
  connected: Promise<IFrame>;
  errors: IFrame[];
  /** How many times the client connected (reconnections included). */
  connects(): number;
  /** Subscribes and waits for the server's receipt, so deliveries that follow cannot be missed. */
  subscribe(destination: string, onMessage?: (message: IMessage) => void): Promise<IMessage[]>;
  /** Resolves once `count` messages arrived on a subscription made with `subscribe`. */
  waitFor(messages: IMessage[], count: number): Promise<void>;
  /** Resolves once the socket closed. */
  closed(): Promise<void>;
  stop(): Promise<void>;
}

let receiptCounter = 0;

export function connectStomp(baseUrl: string, options: TestStompOptions = {}): TestStomp {
  const transport = options.transport ?? "websocket";
  const headers: Record<string, string> = { ...options.headers };
  if (options.sessionCookie) headers.Cookie = `SESSION=${options.sessionCookie}`;
  const urls = [baseUrl, ...(options.failover ?? [])];
  let attempt = 0;
  const errors: IFrame[] = [];
  let connects = 0;
  const closeWaiters: (() => void)[] = [];
  const arrivalWaiters: (() => void)[] = [];

  let resolveConnected!: (frame: IFrame) => void;
  let rejectConnected!: (error: unknown) => void;
  const connected = new Promise<IFrame>((resolve, reject) => {
    resolveConnected = resolve;
    rejectConnected = reject;
  });

  const client = new Client({
    webSocketFactory: () => {
      const url = urls[attempt++ % urls.length];
      return new SockJS(`${url}/ws-chat`, null, {
        transports: [transport],
        transportOptions: { [transport]: { headers } },
      } as SockJS.Options);
    },
    connectHeaders: {
      ...(options.sessionId ? { "X-Session-ID": options.sessionId } : {}),
      ...options.connectHeaders,
    },
    reconnectDelay: options.reconnectDelay ?? 0,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    onConnect: (frame) => {
      connects++;
      resolveConnected(frame);
    },
    onStompError: (frame) => {
      errors.push(frame);
      rejectConnected(frame);
    },
    onWebSocketClose: () => {
      rejectConnected(new Error("socket closed before CONNECTED"));
      for (const done of closeWaiters.splice(0)) done();
    },
    // stompjs logs through console by default; the tests read frames, not logs.
    debug: () => {},
  });
  client.activate();

  return {
    client,
    connected,
    errors,
    connects: () => connects,
    async subscribe(destination, onMessage) {
      const received: IMessage[] = [];
      const receipt = `sub-${++receiptCounter}`;
      const confirmed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.subscribe(
        destination,
        (message) => {
          received.push(message);
          onMessage?.(message);
          for (const done of arrivalWaiters.splice(0)) done();
        },
        { receipt },
      );
      await confirmed;
      return received;
    },
    async waitFor(messages, count) {
      while (messages.length < count) await new Promise<void>((resolve) => arrivalWaiters.push(resolve));
    },
    closed: () => new Promise<void>((resolve) => closeWaiters.push(resolve)),
    async stop() {
      await client.deactivate();
    },
  };
}
