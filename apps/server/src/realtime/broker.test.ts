import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../lib/app-error.ts";
import { StompBroker } from "./broker.ts";
import { createLocalHub } from "./local-hub.ts";
import { type StompFrame, StompParser, serializeFrame } from "./stomp-codec.ts";

function user(id: string, role: TSessionUser["role"] = "swimmer"): TSessionUser {
  return { id, username: id, firstName: id, lastName: "Test", email: null, phone: null, role };
}

const ana = user("ana");
const dan = user("dan", "coach");

/**
 * One broker on the in-process hub, with sessions "token-ana" and "token-dan". The client side reads what the
 * broker wrote with the same codec.
 */
function setup(options: { handshakeToken?: string; handshakeLanguage?: string } = {}) {
  const hub = createLocalHub();
  const sessions = new Map<string, TSessionUser>([
    ["token-ana", ana],
    ["token-dan", dan],
  ]);
  const output: string[] = [];
  let closed = false;
  const broker = new StompBroker({
    hub,
    transport: {
      send: (text) => output.push(text),
      close: () => {
        closed = true;
      },
    },
    authenticate: async (token) => sessions.get(token) ?? null,
    ...options,
  });
  const parser = new StompParser();
  let read = 0;
  return {
    hub,
    sessions,
    broker,
    output,
    isClosed: () => closed,
    /** Sends frames (or raw text) and waits until the broker handled them. */
    async send(...items: (StompFrame | string)[]) {
      for (const item of items) broker.receive(typeof item === "string" ? item : serializeFrame(item));
      await broker.whenIdle();
    },
    /** The frames written since the last call. */
    frames(): StompFrame[] {
      const fresh = output.slice(read);
      read = output.length;
      return fresh.flatMap((t) => parser.push(t)).flatMap((e) => (e.type === "frame" ? [e.frame] : []));
    },
  };
}

function frame(command: string, headers: Record<string, string> = {}, body = ""): StompFrame {
  return { command, headers, body };
}

const connect = (headers: Record<string, string> = {}) =>
  frame("CONNECT", {
    "accept-version": "1.0,1.1,1.2",
    host: "bazin",
    "heart-beat": "10000,10000",
    ...headers,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe("CONNECT", () => {
  it("negotiates version 1.2 and heart-beats, and names server and session", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect());
    const [connected] = t.frames();
    expect(connected?.command).toBe("CONNECTED");
    expect(connected?.headers).toMatchObject({
      version: "1.2",
      "heart-beat": "10000,10000",
      server: "bazin/1.0",
    });
    expect(connected?.headers.session).toBe(t.broker.sessionId);
    expect(t.broker.connectedUser?.id).toBe("ana");
  });

  it("accepts the STOMP command as CONNECT", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(frame("STOMP", { "accept-version": "1.2", host: "bazin" }));
    expect(t.frames()[0]?.command).toBe("CONNECTED");
  });

  it("refuses clients that do not speak 1.2", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect({ "accept-version": "1.0,1.1" }));
    const [error] = t.frames();
    expect(error?.command).toBe("ERROR");
    expect(error?.headers).toMatchObject({ code: "STOMP_UNSUPPORTED_VERSION", version: "1.2" });
    expect(t.isClosed()).toBe(true);
  });

  it("gives no CONNECTED without a valid session", async () => {
    for (const t of [setup(), setup({ handshakeToken: "expired" })]) {
      await t.send(connect());
      const frames = t.frames();
      expect(frames.map((f) => f.command)).toEqual(["ERROR"]);
      expect(frames[0]?.headers.code).toBe("UNAUTHENTICATED");
      expect(frames[0]?.headers.message).toBe("Trebuie să vă autentificați.");
      expect(t.isClosed()).toBe(true);
    }
  });

  it("takes the session from the CONNECT frame's X-Session-ID before the handshake cookie", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect({ "X-Session-ID": "token-dan" }));
    expect(t.frames()[0]?.command).toBe("CONNECTED");
    expect(t.broker.connectedUser?.id).toBe("dan");
  });

  it("answers ERROR to frames sent before CONNECT, and to a second CONNECT", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(frame("SUBSCRIBE", { id: "0", destination: "/user/queue/notifications" }));
    expect(t.frames()[0]?.headers.code).toBe("STOMP_NOT_CONNECTED");
    expect(t.isClosed()).toBe(true);

    const again = setup({ handshakeToken: "token-ana" });
    await again.send(connect(), connect());
    expect(again.frames().map((f) => f.headers.code ?? f.command)).toEqual([
      "CONNECTED",
      "STOMP_ALREADY_CONNECTED",
    ]);
  });

  it("translates errors into the CONNECT frame's language, else the handshake's", async () => {
    const t = setup({ handshakeLanguage: "ro-RO" });
    await t.send(connect({ "accept-language": "en" }));
    expect(t.frames()[0]?.headers.message).toBe("You need to sign in.");

    const h = setup({ handshakeLanguage: "en-GB,en;q=0.9" });
    await h.send(connect());
    expect(h.frames()[0]?.headers.message).toBe("You need to sign in.");
  });
});

describe("SUBSCRIBE and MESSAGE", () => {
  it("delivers the subscriber's own queue, as JSON MESSAGE frames, and only theirs", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(
      connect(),
      frame("SUBSCRIBE", { id: "sub-1", destination: "/user/queue/notifications", receipt: "r1" }),
    );
    expect(t.frames().map((f) => f.command)).toEqual(["CONNECTED", "RECEIPT"]);

    await t.hub.sendToUser("dan", "/user/queue/notifications", { for: "dan" });
    await t.hub.sendToUser("ana", "/user/queue/notifications", { title: "Antrenament mutat", emoji: "🏊" });
    const [message, ...rest] = t.frames();
    expect(rest).toEqual([]);
    expect(message?.command).toBe("MESSAGE");
    expect(message?.headers).toMatchObject({
      subscription: "sub-1",
      destination: "/user/queue/notifications",
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(message?.body ?? "")),
    });
    expect(message?.headers["message-id"]).toBeTruthy();
    expect(JSON.parse(message?.body ?? "")).toEqual({ title: "Antrenament mutat", emoji: "🏊" });
  });

  it("refuses another user's queue with ERROR, receipt-id and close", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(
      connect(),
      frame("SUBSCRIBE", { id: "0", destination: "/user/dan/queue/notifications", receipt: "r-9" }),
    );
    const [, error] = t.frames();
    expect(error?.command).toBe("ERROR");
    expect(error?.headers).toMatchObject({ code: "FORBIDDEN", "receipt-id": "r-9" });
    expect(t.isClosed()).toBe(true);
    expect(await t.hub.watchers("/user/dan/queue/notifications")).toEqual(new Set());
  });

  it("refuses a topic no rule admits, and accepts one a rule admits", async () => {
    const refused = setup({ handshakeToken: "token-ana" });
    await refused.send(connect(), frame("SUBSCRIBE", { id: "0", destination: "/topic/chat.club" }));
    expect(refused.frames()[1]?.headers.code).toBe("FORBIDDEN");

    const t = setup({ handshakeToken: "token-ana" });
    t.hub.allowSubscribe("/topic/chat.", (u, destination) => destination === `/topic/chat.${u.id}-room`);
    await t.send(connect(), frame("SUBSCRIBE", { id: "0", destination: "/topic/chat.ana-room" }));
    await t.hub.publish("/topic/chat.ana-room", { text: "salut" });
    expect(t.frames().map((f) => f.command)).toEqual(["CONNECTED", "MESSAGE"]);
    expect(await t.hub.watchers("/topic/chat.ana-room")).toEqual(new Set(["ana"]));

    await t.send(frame("SUBSCRIBE", { id: "1", destination: "/topic/chat.dan-room" }));
    expect(t.frames()[0]?.headers.code).toBe("FORBIDDEN");
  });

  it("stops delivering after UNSUBSCRIBE", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(
      connect(),
      frame("SUBSCRIBE", { id: "a", destination: "/user/queue/notifications" }),
      frame("UNSUBSCRIBE", { id: "a", receipt: "u" }),
    );
    await t.hub.sendToUser("ana", "/user/queue/notifications", { n: 1 });
    expect(t.frames().map((f) => f.command)).toEqual(["CONNECTED", "RECEIPT"]);
    expect(await t.hub.watchers("/user/queue/notifications")).toEqual(new Set());
  });

  it("drops every subscription when the transport closes", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect(), frame("SUBSCRIBE", { id: "a", destination: "/user/queue/notifications" }));
    t.broker.transportClosed();
    expect(await t.hub.watchers("/user/queue/notifications")).toEqual(new Set());
  });

  it("refuses a SUBSCRIBE without id or destination", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect(), frame("SUBSCRIBE", { destination: "/user/queue/x" }));
    expect(t.frames()[1]?.headers.code).toBe("STOMP_MISSING_HEADER");
  });
});

describe("SEND", () => {
  it("runs the destination's handler as the signed-in user and confirms with RECEIPT", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    const received: string[] = [];
    t.hub.onSend("/app/chat.", async (u, destination, body) => {
      received.push(`${u.id} ${destination} ${body}`);
    });
    const body = JSON.stringify({ text: "Bună! ș\u0000🏊" });
    await t.send(connect(), frame("SEND", { destination: "/app/chat.club", receipt: "s-1" }, body));
    expect(received).toEqual([`ana /app/chat.club ${body}`]);
    expect(t.frames().map((f) => f.headers["receipt-id"] ?? f.command)).toEqual(["CONNECTED", "s-1"]);
  });

  it("keeps the order of a client's SENDs even when handlers take different times", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    const received: string[] = [];
    t.hub.onSend("/app/", async (_u, _d, body) => {
      if (body === "1") await new Promise((resolve) => setTimeout(resolve, 5));
      received.push(body);
    });
    await t.send(
      connect(),
      frame("SEND", { destination: "/app/x" }, "1"),
      frame("SEND", { destination: "/app/x" }, "2"),
    );
    expect(received).toEqual(["1", "2"]);
  });

  it("turns a handler's AppError into ERROR with its code, translated message and receipt-id", async () => {
    const t = setup({ handshakeToken: "token-ana", handshakeLanguage: "en" });
    t.hub.onSend("/app/chat.", async () => {
      throw new AppError("FORBIDDEN", 403);
    });
    await t.send(connect(), frame("SEND", { destination: "/app/chat.other", receipt: "s-2" }, "{}"));
    const [, error] = t.frames();
    expect(error?.headers).toMatchObject({
      code: "FORBIDDEN",
      message: "You do not have access to this resource.",
      "receipt-id": "s-2",
    });
    expect(t.isClosed()).toBe(true);
  });

  it("refuses a destination without handler", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect(), frame("SEND", { destination: "/app/nowhere" }, "{}"));
    expect(t.frames()[1]?.headers.code).toBe("REALTIME_UNKNOWN_DESTINATION");
  });

  it("stops a session that signed out: the next SEND gets UNAUTHENTICATED", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    const handler = vi.fn(async () => {});
    t.hub.onSend("/app/", handler);
    await t.send(connect());
    t.sessions.delete("token-ana");
    await t.send(frame("SEND", { destination: "/app/x" }, "{}"));
    expect(handler).not.toHaveBeenCalled();
    expect(t.frames()[1]?.headers.code).toBe("UNAUTHENTICATED");
  });
});

describe("frames and connection life", () => {
  it("answers a malformed frame with ERROR and closes", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(serializeFrame(connect()), "SEND\ndestination:/a\\x\n\n\0");
    const frames = t.frames();
    expect(frames[1]?.headers.code).toBe("STOMP_MALFORMED_FRAME");
    expect(t.isClosed()).toBe(true);
  });

  it("answers a frame over the size limit with ERROR", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect(), `SEND\ndestination:/app/x\n\n${"x".repeat(70_000)}`);
    expect(t.frames()[1]?.headers.code).toBe("STOMP_FRAME_TOO_LARGE");
  });

  it("refuses commands it does not support (transactions)", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect(), frame("BEGIN", { transaction: "t1" }));
    expect(t.frames()[1]?.headers.code).toBe("STOMP_UNSUPPORTED_COMMAND");
  });

  it("confirms DISCONNECT with its receipt, then closes", async () => {
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect(), frame("DISCONNECT", { receipt: "bye" }));
    expect(t.frames().map((f) => f.headers["receipt-id"] ?? f.command)).toEqual(["CONNECTED", "bye"]);
    expect(t.isClosed()).toBe(true);
  });

  it("sends heart-beats and closes a connection whose beats stop", async () => {
    vi.useFakeTimers();
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect({ "heart-beat": "20000,5000" }));
    t.frames();
    // We offer to send every 10 s, the client wants 5 s: max(10, 5) = 10 s.
    vi.advanceTimersByTime(10_000);
    expect(t.output.at(-1)).toBe("\n");
    // The client promised a beat every 20 s; three intervals of silence end the connection.
    vi.advanceTimersByTime(40_000);
    t.broker.receive("\n");
    expect(t.isClosed()).toBe(false);
    vi.advanceTimersByTime(80_000);
    expect(t.isClosed()).toBe(true);
  });

  it("sends no heart-beats to a client that wants none", async () => {
    vi.useFakeTimers();
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect({ "heart-beat": "0,0" }));
    vi.advanceTimersByTime(120_000);
    expect(t.output.filter((o) => o === "\n")).toEqual([]);
    expect(t.isClosed()).toBe(false);
  });

  it("closes a connection whose session ended, on the periodic check", async () => {
    vi.useFakeTimers();
    const t = setup({ handshakeToken: "token-ana" });
    await t.send(connect({ "heart-beat": "0,0" }));
    t.sessions.delete("token-ana");
    vi.advanceTimersByTime(60_000);
    await t.broker.whenIdle();
    await t.broker.whenIdle();
    expect(t.frames().map((f) => f.headers.code ?? f.command)).toEqual(["CONNECTED", "UNAUTHENTICATED"]);
    expect(t.isClosed()).toBe(true);
  });
});
