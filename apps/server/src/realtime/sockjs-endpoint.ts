import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import fastifyCookie from "@fastify/cookie";
import sockjs from "sockjs";
import { SESSION_COOKIE } from "../plugins/request-context.ts";
import { type Authenticate, type BrokerOptions, StompBroker } from "./broker.ts";
import type { RealtimeHub } from "./hub.ts";

/*
 * The SockJS endpoint (/ws-chat) on the app's HTTP server; each connection gets a STOMP broker (ADR 011).
 *
 * sockjs-node hands a connection only a few of its handshake's headers, and not the cookie. So the endpoint
 * sits in front of sockjs on the HTTP server: every request under the prefix has its SESSION cookie noted under
 * the SockJS session id of its URL (/ws-chat/<server>/<session>/<transport>), and the connection reads it back
 * when sockjs announces it (the first request of a session is the one that opens it). Notes nobody claims
 * (requests that opened no connection) are swept after a minute.
 */

export const REALTIME_PREFIX = "/ws-chat";

export interface RealtimeEndpointOptions {
  hub: RealtimeHub;
  authenticate: Authenticate;
  /** Origins (besides the server's own) whose handshakes may authenticate with the session cookie. */
  trustedOrigins?: string[];
  log: {
    debug(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** SockJS heart-beat frames on idle streams (ms); proxies close idle connections otherwise. */
  sockjsHeartbeatMs?: number;
  /** How long SockJS keeps a session whose receiving request went away, for a polling client's next poll. */
  sockjsDisconnectMs?: number;
  broker?: Pick<BrokerOptions, "heartbeat" | "sessionRecheckMs" | "maxFrameBytes">;
}

export interface RealtimeEndpoint {
  /** Live STOMP connections on this instance. */
  readonly connections: number;
  /** Closes every connection (graceful shutdown); later handshakes are refused. */
  close(): void;
}

/** sockjs's public `middleware()`, which @types/sockjs omits: a handler that says whether the request was its. */
type SockjsHandler = (req: IncomingMessage, res: ServerResponse | Duplex, head?: Buffer) => boolean;

interface HandshakeNote {
  token: string | null;
  at: number;
}

const SESSION_URL = new RegExp(`^${REALTIME_PREFIX}/[^/.]+/([^/.]+)/`);
const NOTE_TTL_MS = 60_000;
const MAX_NOTES = 10_000;

function underPrefix(url: string | undefined) {
  return url !== undefined && (url === REALTIME_PREFIX || url.startsWith(`${REALTIME_PREFIX}/`));
}

/** Whether a handshake may use its cookie: same origin (or no Origin at all), or an origin the server trusts. */
function cookieTrusted(req: IncomingMessage, trustedOrigins: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (trustedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Puts `handler` before the server's other listeners of `event`; they run when it did not take the request. */
function prependHandler(
  server: Server,
  event: "request" | "upgrade",
  handler: (...args: never[]) => boolean,
) {
  const others = server.listeners(event) as ((...args: unknown[]) => void)[];
  server.removeAllListeners(event);
  server.on(event, function (this: Server, ...args: unknown[]) {
    if ((handler as (...a: unknown[]) => boolean)(...args)) return;
    if (event === "upgrade" && others.length === 0) {
      (args[1] as Duplex).destroy();
      return;
    }
    for (const listener of others) listener.apply(this, args);
  });
}

export function installRealtimeEndpoint(server: Server, options: RealtimeEndpointOptions): RealtimeEndpoint {
  const notes = new Map<string, HandshakeNote>();
  const brokers = new Set<StompBroker>();
  let closing = false;

  const sockjsServer = sockjs.createServer({
    prefix: REALTIME_PREFIX,
    heartbeat_delay: options.sockjsHeartbeatMs ?? 25_000,
    disconnect_delay: options.sockjsDisconnectMs ?? 5_000,
    // The iframe transports (very old browsers) would load the client from a CDN: never offered here.
    sockjs_url: "/sockjs-unavailable.js",
    log: (severity, message) => {
      if (severity === "error") options.log.error({ module: "sockjs" }, message);
      else options.log.debug({ module: "sockjs" }, message);
    },
  });
  const handle = (sockjsServer as unknown as { middleware(): SockjsHandler }).middleware();

  function note(req: IncomingMessage) {
    const sessionId = SESSION_URL.exec(req.url ?? "")?.[1];
    if (!sessionId || notes.has(sessionId)) return;
    const cookies = req.headers.cookie ? fastifyCookie.parse(req.headers.cookie) : {};
    const trusted = cookieTrusted(req, options.trustedOrigins ?? []);
    if (notes.size >= MAX_NOTES) {
      const oldest = notes.keys().next();
      if (!oldest.done) notes.delete(oldest.value);
    }
    notes.set(sessionId, { token: trusted ? (cookies[SESSION_COOKIE] ?? null) : null, at: Date.now() });
  }

  function take(url: string): HandshakeNote | undefined {
    const sessionId = SESSION_URL.exec(url)?.[1];
    if (!sessionId) return undefined;
    const found = notes.get(sessionId);
    notes.delete(sessionId);
    return found;
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse | Duplex, head?: Buffer) => {
    if (!underPrefix(req.url)) return false;
    if (closing) {
      if ("writeHead" in res) res.writeHead(503).end();
      else res.destroy();
      return true;
    }
    note(req);
    return handle(req, res, head);
  };
  prependHandler(server, "request", onRequest);
  prependHandler(server, "upgrade", onRequest);

  const sweep = setInterval(() => {
    const before = Date.now() - NOTE_TTL_MS;
    for (const [id, n] of notes) if (n.at < before) notes.delete(id);
  }, NOTE_TTL_MS);
  sweep.unref();

  sockjsServer.on("connection", (conn) => {
    // sockjs emits a null connection for a session that closed before it opened.
    if (!conn) return;
    const handshake = take(conn.url ?? "");
    const broker = new StompBroker({
      ...options.broker,
      hub: options.hub,
      authenticate: options.authenticate,
      handshakeToken: handshake?.token ?? null,
      handshakeLanguage: conn.headers?.["accept-language"],
      transport: {
        send: (text) => void conn.write(text),
        close: () => void conn.close(),
      },
      log: options.log,
    });
    brokers.add(broker);
    conn.on("data", (chunk: string) => broker.receive(chunk));
    conn.on("close", () => {
      brokers.delete(broker);
      broker.transportClosed();
    });
    if (closing) broker.close();
  });

  return {
    get connections() {
      return brokers.size;
    },
    close() {
      closing = true;
      clearInterval(sweep);
      notes.clear();
      for (const broker of brokers) broker.close();
      brokers.clear();
    },
  };
}
