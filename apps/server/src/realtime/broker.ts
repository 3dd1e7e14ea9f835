import { randomBytes } from "node:crypto";
import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { AppError } from "../lib/app-error.ts";
import { hasTranslation, type Language, languageFromHeader, translator } from "../lib/i18n.ts";
import type { RealtimeHub } from "./hub.ts";
import { HEARTBEAT, type StompFrame, StompFrameError, StompParser, serializeFrame } from "./stomp-codec.ts";

/*
 * One client connection's STOMP 1.2 protocol (ARCHITECTURE.md §5, ADR 011). The transport (SockJS) hands it
 * text chunks and closes; the broker answers frames, keeps heart-beats both ways, asks the hub who may
 * subscribe and what a SEND does, and writes MESSAGE frames for what the hub delivers. Any error is an ERROR
 * frame (code, translated message, receipt-id) followed by closing the connection, as STOMP 1.2 requires.
 */

/** Where the broker writes; SockJS's connection in production, an array in tests. */
export interface BrokerTransport {
  send(text: string): void;
  close(): void;
}

/** The signed-in identity a session token stands for, or null when the session is unknown or ended. */
export type Authenticate = (token: string) => Promise<TSessionUser | null>;

export interface BrokerOptions {
  hub: RealtimeHub;
  transport: BrokerTransport;
  authenticate: Authenticate;
  /** The session token of the handshake's `SESSION` cookie, when it had one. */
  handshakeToken?: string | null;
  /** The handshake's Accept-Language header: the language of ERROR messages unless CONNECT names one. */
  handshakeLanguage?: string;
  /** What this server offers and asks for in heart-beat negotiation (ms). */
  heartbeat?: { send: number; receive: number };
  /** How often a connected session is checked again, so a signed-out session stops receiving (ms). */
  sessionRecheckMs?: number;
  maxFrameBytes?: number;
  /** Most subscriptions one connection may hold (a client subscribes to a handful). */
  maxSubscriptions?: number;
  /** How long a connection may stay open without a successful CONNECT (ms). */
  connectTimeoutMs?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export const SERVER_NAME = "bazin/1.0";
const DEFAULT_HEARTBEAT = { send: 10_000, receive: 10_000 };
/** A client whose beats stop is given this many of its intervals before it is considered gone… */
const HEARTBEAT_GRACE = 3;
/**
 * …and never less than this: browsers throttle the timers of hidden tabs (Chrome to once a minute after a
 * while), so a background tab's beats may come a minute apart without the tab being gone.
 */
const MIN_SILENCE_MS = 75_000;
const DEFAULT_RECHECK_MS = 60_000;
const DEFAULT_MAX_SUBSCRIPTIONS = 100;
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
/** Frames received but not yet handled; a client that sends faster than its frames are handled is cut off. */
const MAX_PENDING_FRAMES = 100;

/**
 * A broadcast hands the same body object to every subscriber: its JSON and byte length are computed once, not
 * once per connection (a room of hundreds would otherwise stringify it hundreds of times).
 */
const encoded = new WeakMap<object, { json: string; bytes: string }>();
function encodeBody(body: unknown): { json: string; bytes: string } {
  if (typeof body !== "object" || body === null) {
    const json = JSON.stringify(body) ?? "null";
    return { json, bytes: String(Buffer.byteLength(json)) };
  }
  let found = encoded.get(body);
  if (!found) {
    const json = JSON.stringify(body);
    found = { json, bytes: String(Buffer.byteLength(json)) };
    encoded.set(body, found);
  }
  return found;
}

/** Parses a `heart-beat` header ("cx,cy"); absent or malformed means no heart-beats. */
function parseHeartbeat(value: string | undefined): [number, number] {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value ?? "");
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}

/** The `X-Session-ID` header of a CONNECT frame, whatever its case. */
function sessionHeader(headers: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === "x-session-id" && value) return value;
  }
  return undefined;
}

export class StompBroker {
  readonly sessionId = randomBytes(9).toString("base64url");
  private readonly parser: StompParser;
  private readonly subscriptions = new Map<string, () => void>();
  private user: TSessionUser | null = null;
  private token: string | null = null;
  private lang: Language;
  private closed = false;
  private messageCounter = 0;
  private lastReceivedAt = Date.now();
  private timers: NodeJS.Timeout[] = [];
  /** Frames are handled one after another, so a client's SENDs keep their order. */
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(private readonly options: BrokerOptions) {
    this.parser = new StompParser({ maxFrameBytes: options.maxFrameBytes });
    this.lang = languageFromHeader(options.handshakeLanguage);
    // A connection that never signs in does not hold a socket for long.
    const connectTimer = setTimeout(() => {
      if (!this.user) this.close();
    }, options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
    connectTimer.unref();
    this.timers.push(connectTimer);
  }

  /** The signed-in user once CONNECTED. */
  get connectedUser(): TSessionUser | null {
    return this.user;
  }

  /** A chunk of text from the client. */
  receive(chunk: string): void {
    if (this.closed) return;
    this.lastReceivedAt = Date.now();
    let events: ReturnType<StompParser["push"]>;
    try {
      events = this.parser.push(chunk);
    } catch (error) {
      this.enqueue(async () => this.fail(error, undefined));
      return;
    }
    for (const event of events) {
      if (event.type !== "frame") continue;
      if (this.pending >= MAX_PENDING_FRAMES) {
        this.fail(new AppError("RATE_LIMITED", 429), undefined);
        return;
      }
      this.pending++;
      this.enqueue(async () => {
        this.pending--;
        await this.handle(event.frame);
      });
    }
  }

  /** Resolves once every frame received so far has been handled. */
  whenIdle(): Promise<void> {
    return this.queue;
  }

  /** The transport closed (client left, network lost, server stopping): drop every subscription and timer. */
  transportClosed(): void {
    if (this.closed) return;
    this.closed = true;
    for (const unsubscribe of this.subscriptions.values()) unsubscribe();
    this.subscriptions.clear();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  /** Closes the connection from the server's side (shutdown). */
  close(): void {
    if (this.closed) return;
    this.transportClosed();
    this.options.transport.close();
  }

  private enqueue(task: () => Promise<void>) {
    this.queue = this.queue.then(async () => {
      if (this.closed) return;
      await task();
    });
  }

  private write(frame: StompFrame) {
    if (!this.closed) this.options.transport.send(serializeFrame(frame));
  }

  private async handle(frame: StompFrame): Promise<void> {
    const receipt = frame.headers.receipt;
    try {
      if (frame.command === "CONNECT" || frame.command === "STOMP") {
        await this.connect(frame);
        return;
      }
      if (!this.user) throw new AppError("STOMP_NOT_CONNECTED", 400);
      let receiptHeaders: Record<string, string> = {};
      switch (frame.command) {
        case "SUBSCRIBE":
          await this.subscribe(frame);
          break;
        case "UNSUBSCRIBE":
          this.unsubscribe(frame);
          break;
        case "SEND":
          receiptHeaders = await this.send(frame);
          break;
        case "ACK":
        case "NACK":
          // Every subscription is in `auto` mode: there is nothing to acknowledge.
          break;
        case "DISCONNECT":
          if (receipt) this.write({ command: "RECEIPT", headers: { "receipt-id": receipt }, body: "" });
          this.close();
          return;
        default:
          throw new AppError("STOMP_UNSUPPORTED_COMMAND", 400, { command: frame.command });
      }
      if (receipt) {
        this.write({ command: "RECEIPT", headers: { ...receiptHeaders, "receipt-id": receipt }, body: "" });
      }
    } catch (error) {
      this.fail(error, receipt);
    }
  }

  private async connect(frame: StompFrame) {
    if (this.user) throw new AppError("STOMP_ALREADY_CONNECTED", 400);
    const language = frame.headers["accept-language"];
    if (language) this.lang = languageFromHeader(language);
    const versions = (frame.headers["accept-version"] ?? "1.0").split(",").map((v) => v.trim());
    if (!versions.includes("1.2")) throw new AppError("STOMP_UNSUPPORTED_VERSION", 400, { version: "1.2" });
    const token = sessionHeader(frame.headers) ?? this.options.handshakeToken ?? null;
    const user = token ? await this.options.authenticate(token) : null;
    if (!user) throw new AppError("UNAUTHENTICATED", 401);
    this.user = user;
    this.token = token;

    const ours = this.options.heartbeat ?? DEFAULT_HEARTBEAT;
    const [clientSends, clientWants] = parseHeartbeat(frame.headers["heart-beat"]);
    const outgoing = ours.send && clientWants ? Math.max(ours.send, clientWants) : 0;
    const incoming = ours.receive && clientSends ? Math.max(ours.receive, clientSends) : 0;
    this.write({
      command: "CONNECTED",
      headers: {
        version: "1.2",
        "heart-beat": `${ours.send},${ours.receive}`,
        server: SERVER_NAME,
        session: this.sessionId,
        "user-name": user.id,
      },
      body: "",
    });
    this.startTimers(outgoing, incoming);
  }

  private startTimers(outgoing: number, incoming: number) {
    if (outgoing > 0) {
      this.timers.push(
        setInterval(() => {
          if (!this.closed) this.options.transport.send(HEARTBEAT);
        }, outgoing),
      );
    }
    if (incoming > 0) {
      const limit = Math.max(incoming * HEARTBEAT_GRACE, MIN_SILENCE_MS);
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastReceivedAt > limit) this.close();
        }, incoming),
      );
    }
    this.timers.push(
      setInterval(
        () =>
          this.enqueue(async () => {
            try {
              await this.recheckSession();
            } catch (error) {
              this.fail(error, undefined);
            }
          }),
        this.options.sessionRecheckMs ?? DEFAULT_RECHECK_MS,
      ),
    );
    for (const timer of this.timers) timer.unref();
  }

  /** Reads the session again (through the session cache); a session that ended ends the connection. */
  private async recheckSession(): Promise<TSessionUser> {
    const user = this.token ? await this.options.authenticate(this.token) : null;
    if (!user) throw new AppError("UNAUTHENTICATED", 401);
    this.user = user;
    return user;
  }

  private async subscribe(frame: StompFrame) {
    const { id, destination } = frame.headers;
    if (!id || !destination)
      throw new AppError("STOMP_MISSING_HEADER", 400, { header: id ? "destination" : "id" });
    if (this.subscriptions.has(id)) throw new AppError("STOMP_DUPLICATE_SUBSCRIPTION", 400);
    if (this.subscriptions.size >= (this.options.maxSubscriptions ?? DEFAULT_MAX_SUBSCRIPTIONS)) {
      throw new AppError("STOMP_TOO_MANY_SUBSCRIPTIONS", 400);
    }
    const user = await this.recheckSession();
    // `/user/queue/…` is always the subscriber's own; any other `/user/` path would name someone else's queue.
    const own = destination.startsWith("/user/queue/");
    if (destination.startsWith("/user/") && !own) throw new AppError("FORBIDDEN", 403);
    if (!(await this.options.hub.maySubscribe(user, destination))) throw new AppError("FORBIDDEN", 403);
    if (this.closed || this.subscriptions.has(id)) return;
    const unsubscribe = this.options.hub.subscribe(user.id, destination, (body) => {
      const { json, bytes } = encodeBody(body);
      this.write({
        command: "MESSAGE",
        headers: {
          subscription: id,
          "message-id": `${this.sessionId}-${++this.messageCounter}`,
          destination,
          "content-type": "application/json",
          "content-length": bytes,
        },
        body: json,
      });
    });
    this.subscriptions.set(id, unsubscribe);
  }

  private unsubscribe(frame: StompFrame) {
    const { id } = frame.headers;
    if (!id) throw new AppError("STOMP_MISSING_HEADER", 400, { header: "id" });
    this.subscriptions.get(id)?.();
    this.subscriptions.delete(id);
  }

  private async send(frame: StompFrame) {
    const { destination } = frame.headers;
    if (!destination) throw new AppError("STOMP_MISSING_HEADER", 400, { header: "destination" });
    const user = await this.recheckSession();
    return this.options.hub.handleSend(user, destination, frame.body);
  }

  /** ERROR frame, then close. */
  private fail(error: unknown, receipt: string | undefined) {
    let code: string;
    let params: Record<string, unknown> = {};
    if (error instanceof AppError) {
      code = error.code;
      params = error.params;
    } else if (error instanceof StompFrameError) {
      code = error.code;
    } else {
      code = "INTERNAL_ERROR";
      this.options.log?.error({ err: error }, "real-time frame failed");
    }
    // A field's problem reads as the HTTP answer's does (plugins/errors.ts): the first field's validation
    // message, or the general one for a merely "invalid" value.
    const field = error instanceof AppError ? Object.values(error.fields ?? {})[0] : undefined;
    const t = translator(this.lang);
    const message =
      field && field !== "invalid" && hasTranslation(this.lang, `validation:${field}`)
        ? t(`validation:${field}`, params)
        : t(`errors:${code}`, params);
    const headers: Record<string, string> = { code, message, "content-type": "text/plain" };
    if (code === "STOMP_UNSUPPORTED_VERSION") headers.version = "1.2";
    if (receipt) headers["receipt-id"] = receipt;
    this.write({ command: "ERROR", headers, body: message });
    this.close();
  }
}
