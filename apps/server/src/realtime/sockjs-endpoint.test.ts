import type { AddressInfo } from "node:net";
import type { IFrame } from "@stomp/stompjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestAgent, type TestApp } from "../../test/app.ts";
import { createUser, loginAs, type TestUser } from "../../test/factories.ts";
import { connectStomp, type SockjsTransport, type TestStomp } from "../../test/stomp.ts";
import { AppError } from "../lib/app-error.ts";

/*
 * The real client stack (@stomp/stompjs over sockjs-client) against the app listening on loopback: sessions
 * from a real sign-in, through the cookie of the SockJS handshake or X-Session-ID in CONNECT.
 */

let t: TestApp;
let baseUrl: string;
let swimmer: TestUser;
const clients: TestStomp[] = [];

async function signIn(user: TestUser) {
  const agent = new TestAgent(t.app);
  const res = await loginAs(agent, user);
  return { agent, token: res.headers["x-session-id"] as string };
}

function connect(options: Parameters<typeof connectStomp>[1]) {
  const client = connectStomp(baseUrl, options);
  clients.push(client);
  return client;
}

async function refusal(client: TestStomp): Promise<IFrame> {
  const error = await client.connected.then(
    () => {
      throw new Error("connected without a valid session");
    },
    (e: unknown) => e,
  );
  if (error instanceof Error) throw error;
  return error as IFrame;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  swimmer = await createUser(t.db, { role: "swimmer" });
  // A test send handler: echoes the body to the sender's own queue, refuses "forbidden".
  t.app.ctx.realtime.onSend("/app/echo", async (user, _destination, body) => {
    if (body === '"forbidden"') throw new AppError("FORBIDDEN", 403);
    await t.app.ctx.realtime.sendToUser(user.id, "/user/queue/echo", { echo: JSON.parse(body) });
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.stop()));
  await t?.close();
});

describe("/ws-chat", () => {
  it("connects with the session cookie of the WebSocket handshake and delivers the user's queue", async () => {
    const { token } = await signIn(swimmer);
    const client = connect({ sessionCookie: token });
    const connected = await client.connected;
    expect(connected.headers.version).toBe("1.2");
    const messages = await client.subscribe("/user/queue/notifications");
    await t.app.ctx.realtime.sendToUser(swimmer.id, "/user/queue/notifications", {
      title: "Ședință mutată 🏊",
    });
    await client.waitFor(messages, 1);
    expect(JSON.parse(messages[0]?.body ?? "")).toEqual({ title: "Ședință mutată 🏊" });
    await client.stop();
  });

  it.each<SockjsTransport>(["xhr-streaming", "xhr-polling"])(
    "works over the %s fallback with X-Session-ID",
    async (transport) => {
      const { token } = await signIn(swimmer);
      const client = connect({ sessionId: token, transport });
      await client.connected;
      const messages = await client.subscribe("/user/queue/notifications");
      await t.app.ctx.realtime.sendToUser(swimmer.id, "/user/queue/notifications", { n: 1 });
      await client.waitFor(messages, 1);
      expect(JSON.parse(messages[0]?.body ?? "")).toEqual({ n: 1 });
      await client.stop();
    },
  );

  it("reads the session cookie of a polling handshake (sockjs-client in Node sends no cookies over XHR)", async () => {
    const { token } = await signIn(swimmer);
    const session = `${baseUrl}/ws-chat/000/cookie${Date.now()}`;
    const post = (path: string, body?: string) =>
      fetch(`${session}/${path}`, {
        method: "POST",
        headers: { Cookie: `SESSION=${token}`, "Content-Type": "text/plain" },
        body,
      });
    expect(await (await post("xhr")).text()).toBe("o\n");
    const connectFrame = "CONNECT\naccept-version:1.2\nhost:bazin\nheart-beat:0,0\n\n\u0000";
    expect((await post("xhr_send", JSON.stringify([connectFrame]))).status).toBe(204);
    const answer = await (await post("xhr")).text();
    expect(answer.startsWith("a")).toBe(true);
    const [frame] = JSON.parse(answer.slice(1)) as string[];
    expect(frame?.split("\n")[0]).toBe("CONNECTED");
  });

  it("connects with X-Session-ID in the CONNECT frame, and SEND reaches the destination's handler", async () => {
    const { token } = await signIn(swimmer);
    const client = connect({ sessionId: token });
    await client.connected;
    const echoes = await client.subscribe("/user/queue/echo");
    client.client.publish({ destination: "/app/echo", body: JSON.stringify({ text: "ăîșț \u0000 🏊" }) });
    await client.waitFor(echoes, 1);
    expect(JSON.parse(echoes[0]?.body ?? "")).toEqual({ echo: { text: "ăîșț \u0000 🏊" } });
    await client.stop();
  });

  it("gives no CONNECTED without a session, or with a session that does not exist", async () => {
    for (const options of [{}, { sessionId: "not-a-session" }, { sessionCookie: "not-a-session" }]) {
      const error = await refusal(connect(options));
      expect(error.headers.code).toBe("UNAUTHENTICATED");
      expect(error.headers.message).toBe("Trebuie să vă autentificați.");
    }
  });

  it("ignores the cookie of a handshake from another site", async () => {
    const { token } = await signIn(swimmer);
    const error = await refusal(
      connect({ sessionCookie: token, headers: { Origin: "https://evil.example", "Accept-Language": "en" } }),
    );
    expect(error.headers).toMatchObject({ code: "UNAUTHENTICATED", message: "You need to sign in." });
  });

  it("refuses another user's queue and a SEND its handler refuses, with the receipt's id", async () => {
    const { token } = await signIn(swimmer);
    const client = connect({ sessionId: token, connectHeaders: { "accept-language": "en" } });
    await client.connected;
    const closed = client.closed();
    client.client.publish({ destination: "/app/echo", body: '"forbidden"', headers: { receipt: "send-1" } });
    await closed;
    expect(client.errors[0]?.headers).toMatchObject({
      code: "FORBIDDEN",
      message: "You do not have access to this resource.",
      "receipt-id": "send-1",
    });

    const other = connect({ sessionId: token });
    await other.connected;
    const otherClosed = other.closed();
    other.client.subscribe("/user/someone-else/queue/notifications", () => {});
    await otherClosed;
    expect(other.errors[0]?.headers.code).toBe("FORBIDDEN");
  });

  it("stops a connection whose user signed out", async () => {
    const { agent, token } = await signIn(swimmer);
    const client = connect({ sessionCookie: token });
    await client.connected;
    expect((await agent.post("/api/auth/logout")).statusCode).toBeLessThan(300);
    const closed = client.closed();
    client.client.publish({ destination: "/app/echo", body: "1" });
    await closed;
    expect(client.errors[0]?.headers.code).toBe("UNAUTHENTICATED");
  });
});

describe("/ws-chat on shutdown", () => {
  it("closes live connections when the app closes", async () => {
    const other = await createTestApp();
    await other.app.listen({ host: "127.0.0.1", port: 0 });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const user = await createUser(other.db);
    const token = (await loginAs(new TestAgent(other.app), user)).headers["x-session-id"] as string;
    const client = connectStomp(url, { sessionId: token });
    clients.push(client);
    await client.connected;
    const closed = client.closed();
    await other.close();
    await closed;
    expect(client.client.connected).toBe(false);
  });
});
