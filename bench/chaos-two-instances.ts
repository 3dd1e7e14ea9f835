/*
 * Fault injection with two instances (issue 15 "Faults survived"): two real servers on one PostgreSQL database
 * and one Redis, real-time clients on each; one instance is killed with SIGKILL while chat messages and
 * notifications are being sent. Its clients reconnect to the other (as behind a load balancer), fetch what they
 * missed the way the web app does, and must then have every notification and chat message, none twice.
 *
 *   npm run chaos:instances                          20 s of load, kill at the middle
 *   npm run chaos:instances -- --short               10 s of load
 *   npm run chaos:instances -- --duration 30 --message-interval 100 --announcement-interval 500
 *   CHAOS_DATABASE_URL=postgres://…  CHAOS_REDIS_URL=redis://…   (defaults: 127.0.0.1:5432/test, 127.0.0.1:6379)
 *
 * Each client does what apps/web/src/lib/realtime.ts and its screens do: subscribes to the club chat room's
 * topic and to its notification queue; merges chat messages by id (use-room-messages.ts), and after a
 * reconnection fetches the messages `after` the last one it shows; reloads the notification list on every
 * push and after a reconnection (NotificationBell.tsx). The 30 s poll of the bell is left out, so a
 * notification can only reach a client through the push or the reconnect reload; so are the chat screen's
 * catch-ups when the tab is shown again or the room list names a message it lacks. The two senders give each
 * message a key and send one that got no receipt again with it, as the composer does.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort, startServer, stopServer } from "./lib/app-server.ts";
import { BrowserClient, NetworkError } from "./lib/chaos-http.ts";
import { createThrowAwayDatabase, seedDemoClub } from "./lib/chaos-seed.ts";
import { ChaosStompClient } from "./lib/chaos-stomp.ts";

const { values: args } = parseArgs({
  options: {
    short: { type: "boolean", default: false },
    duration: { type: "string" },
    "message-interval": { type: "string", default: "150" },
    "announcement-interval": { type: "string", default: "600" },
    keep: { type: "boolean", default: false },
  },
});
const durationMs = Number(args.duration ?? (args.short ? 10 : 20)) * 1000;
const messageIntervalMs = Number(args["message-interval"]);
// The bell lists the newest 50: keep the run's announcements below that, so the list can hold them all.
const announcementIntervalMs = Math.max(Number(args["announcement-interval"]), durationMs / 40);
const databaseServer = process.env.CHAOS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.CHAOS_REDIS_URL ?? "redis://127.0.0.1:6379";
const DEMO_PASSWORD = "Bazin2026!";
const ACCOUNTS = ["admin", "coach", "swimmer", "user"] as const;

const hardStop = setTimeout(() => {
  console.error("Chaos run took too long; stopping.");
  process.exit(2);
}, durationMs + 300_000);
hardStop.unref();

const clock = () => performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = randomBytes(3).toString("hex");

interface ChatMessage {
  id: string;
  text: string;
}
interface NotificationItem {
  id: string;
  type: string;
  createdAt: string;
}

/** One signed-in person's open app: the chat room on screen and the bell. */
class AppClient {
  readonly stomp: ChaosStompClient;
  /** The room as the screen shows it: merged by id, in arrival order (use-room-messages.ts). */
  readonly messages: ChatMessage[] = [];
  private readonly shown = new Set<string>();
  /** Every live delivery per message id, before the merge: more than one is the server sending it twice. */
  readonly liveDeliveries = new Map<string, number>();
  /** Pushes per notification id on /user/queue/notifications. */
  readonly pushes = new Map<string, number>();
  /** The bell's list as last loaded. */
  notifications: NotificationItem[] = [];
  reconnects = 0;
  reconnectedAt: number[] = [];
  caughtUp = 0;
  errors: string[] = [];
  private reloading: Promise<void> = Promise.resolve();
  private readonly rest: BrowserClient[];

  constructor(
    readonly name: string,
    readonly urls: string[],
    token: string,
    private readonly roomId: string,
  ) {
    this.stomp = new ChaosStompClient(urls, token);
    this.rest = urls.map((u) => new BrowserClient(u).useSession(token));
  }

  get home() {
    return this.urls[0]!;
  }

  /** REST through the "load balancer": the instance the live connection is on first, then the others. */
  private async get<T>(path: string): Promise<T> {
    const order = [...this.rest].sort(
      (a, b) => Number(b.base === this.stomp.url) - Number(a.base === this.stomp.url),
    );
    let last: unknown;
    for (const client of order) {
      try {
        return await client.get<T>(path);
      } catch (error) {
        last = error;
        if (!(error instanceof NetworkError)) throw error;
      }
    }
    throw last;
  }

  private merge(incoming: ChatMessage[]) {
    for (const m of incoming) {
      if (this.shown.has(m.id)) continue;
      this.shown.add(m.id);
      this.messages.push(m);
    }
  }

  /** The bell reloads on any push and after a reconnect; reloads run one after the other. */
  reloadNotifications(): Promise<void> {
    this.reloading = this.reloading.then(async () => {
      try {
        const list = await this.get<{ notifications: NotificationItem[] }>("/api/notifications");
        this.notifications = list.notifications;
      } catch (error) {
        this.errors.push(`notifications reload: ${(error as Error).message}`);
      }
    });
    return this.reloading;
  }

  /** After a reconnection: the messages after the last one shown, page by page (use-room-messages.ts). */
  private async catchUp() {
    try {
      let after = this.messages.at(-1)?.id;
      if (!after) {
        this.merge(
          (await this.get<{ messages: ChatMessage[] }>(`/api/chat/rooms/${this.roomId}/messages`)).messages,
        );
        return;
      }
      for (;;) {
        const page: { messages: ChatMessage[]; hasMore: boolean } = await this.get(
          `/api/chat/rooms/${this.roomId}/messages?after=${after}`,
        );
        this.caughtUp += page.messages.filter((m) => !this.shown.has(m.id)).length;
        this.merge(page.messages);
        const newest: ChatMessage | undefined = page.messages.at(-1);
        if (!page.hasMore || !newest) break;
        after = newest.id;
      }
    } catch (error) {
      this.errors.push(`chat catch-up: ${(error as Error).message}`);
    }
  }

  async open() {
    // The screens load first (history page, bell list), then the live connection starts.
    this.merge(
      (await this.get<{ messages: ChatMessage[] }>(`/api/chat/rooms/${this.roomId}/messages`)).messages,
    );
    await this.reloadNotifications();
    this.stomp.onReconnect(() => {
      this.reconnects++;
      this.reconnectedAt.push(clock());
      void this.catchUp();
      void this.reloadNotifications();
    });
    await this.stomp.start();
    await Promise.all([
      this.stomp.subscribe(`/topic/chat.${this.roomId}`, (body) => {
        const event = body as { type: string; message?: ChatMessage };
        if (event.type !== "message" || !event.message) return;
        const id = event.message.id;
        this.liveDeliveries.set(id, (this.liveDeliveries.get(id) ?? 0) + 1);
        this.merge([event.message]);
      }),
      this.stomp.subscribe("/user/queue/notifications", (body) => {
        const push = body as { id: string; change?: string };
        if (!push.change) this.pushes.set(push.id, (this.pushes.get(push.id) ?? 0) + 1);
        void this.reloadNotifications();
      }),
    ]);
    // What came in between the first page and the subscription, once (the first-connect catch-up).
    await this.catchUp();
  }

  async settle() {
    await this.reloading;
  }
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

function printTable(title: string, rows: Record<string, string | number>) {
  console.log(`\n${title}`);
  const width = Math.max(...Object.keys(rows).map((k) => k.length));
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k.padEnd(width)}  ${v}`);
}

async function main() {
  const began = clock();
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-chaos-instances-"));
  const database = await createThrowAwayDatabase(databaseServer);
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `chaos-${run}`,
    RATE_LIMIT_ENABLED: "false",
  };
  const [portA, portB] = [await freePort(), await freePort()];
  const urlA = `http://127.0.0.1:${portA}`;
  const urlB = `http://127.0.0.1:${portB}`;
  console.log(`Machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)} (1 min)`);
  console.log(
    `Chaos (two instances): PostgreSQL (${database.name}), Redis ${redisUrl} (prefix chaos-${run}); ` +
      `${durationMs / 1000} s of load, a chat message every ${messageIntervalMs} ms from each of two senders, ` +
      `an announcement every ${announcementIntervalMs} ms; instance A killed at the middle`,
  );
  const servers: ChildProcess[] = [];
  const clients: AppClient[] = [];
  let failed = false;
  try {
    // The demo club first (the server seeds it only on the embedded database), then both instances.
    await seedDemoClub(database.url, dataDir);
    servers.push(await startServer(dataDir, portA, shared));
    servers.push(await startServer(dataDir, portB, shared));
    const started = clock();
    const admin = new BrowserClient(urlB);
    await admin.signIn("admin", DEMO_PASSWORD);
    const { rooms } = await admin.get<{ rooms: { id: string; kind: string }[] }>("/api/chat/rooms");
    const roomId = rooms.find((r) => r.kind === "club")?.id;
    if (!roomId) throw new Error("no club chat room");

    // Every demo account twice: once on each instance, each its own session (two devices).
    for (const username of ACCOUNTS) {
      for (const [home, other] of [
        [urlA, urlB],
        [urlB, urlA],
      ] as const) {
        const browser = new BrowserClient(home);
        const token = await browser.signIn(username, DEMO_PASSWORD);
        const client = new AppClient(
          `${username}@${home === urlA ? "A" : "B"}`,
          [home, other],
          token,
          roomId,
        );
        await client.open();
        clients.push(client);
      }
    }
    const runStart = new Date();

    let running = true;
    const acked = new Set<string>();
    const unacked = new Set<string>();
    /** Texts sent again with their key after a send got no receipt. */
    const repeated = new Set<string>();
    // Chat: the coach on A and the swimmer on B write to the club room over their live connections. Each
    // message has its key (Composer.tsx); one without a receipt is sent again with it once the sender is
    // connected again (the person pressing Send again), so it is stored once whether or not the first got in.
    const senders = clients.filter((c) => c.name === "coach@A" || c.name === "swimmer@B");
    const chatting = senders.map(async (sender, s) => {
      let i = 0;
      const inFlight: Promise<void>[] = [];
      const unanswered: { text: string; key: string }[] = [];
      const attempt = (message: { text: string; key: string }) =>
        sender.stomp.send(`/app/chat.${roomId}`, message).then(
          () => void acked.add(message.text),
          () => void unanswered.push(message),
        );
      while (running) {
        if (sender.stomp.connected) {
          for (const message of unanswered.splice(0)) {
            repeated.add(message.text);
            inFlight.push(attempt(message));
          }
          inFlight.push(attempt({ text: `chaos-${run} ${sender.name} #${i++}`, key: randomUUID() }));
        }
        await sleep(messageIntervalMs + s * 7);
      }
      await Promise.all(inFlight);
      for (const message of unanswered) unacked.add(message.text);
    });
    // Notifications: the admin publishes announcements (one ANNOUNCEMENT per member), through whichever
    // instance answers; one without an answer is not sent again (the API has no idempotency key for it).
    const announced: { id: string; title: string }[] = [];
    let announcementsUnanswered = 0;
    const publisher = [new BrowserClient(urlA), new BrowserClient(urlB)];
    for (const p of publisher) await p.signIn("admin", DEMO_PASSWORD);
    const announcing = (async () => {
      let i = 0;
      let target = 0;
      while (running) {
        const title = `Chaos ${run} #${i++}`;
        try {
          const answer = await publisher[target]!.request("POST", "/api/admin/announcements", {
            title,
            content: "Anunț trimis în timpul testului de rezistență.",
            category: "general",
            priority: 0,
          });
          if (answer.status !== 201 && answer.status !== 200) {
            throw new Error(`announcement answered ${answer.status}: ${JSON.stringify(answer.body)}`);
          }
          announced.push({ id: (answer.body as { id: string }).id, title });
          target = (target + 1) % publisher.length;
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          // No answer: the load balancer takes that instance out; the next one goes to the other.
          announcementsUnanswered++;
          publisher.splice(target, 1);
          target = 0;
          if (publisher.length === 0) return;
        }
        await sleep(announcementIntervalMs);
      }
    })();

    await sleep(durationMs / 2);
    const killedAt = clock();
    const killedAtDate = new Date();
    await killHard(servers[0]!);
    console.log(`  SIGKILL instance A at ${(durationMs / 2000).toFixed(1)} s`);
    await sleep(durationMs / 2);
    running = false;
    await Promise.all([...chatting, announcing]);
    // Let the last pushes arrive and the reloads they cause finish.
    await sleep(1500);
    for (const c of clients) await c.settle();
    const loadMs = clock() - started;

    // The truth, read from the database.
    const dbClient = new pg.Client({ connectionString: database.url });
    await dbClient.connect();
    const stored = (
      await dbClient.query<{ id: string; text: string; created_at: Date }>(
        "select id, text, created_at from chat_messages where room_id = $1 and text like $2 order by seq",
        [roomId, `chaos-${run} %`],
      )
    ).rows;
    const notes = (
      await dbClient.query<{ id: string; user_id: string; username: string; type: string; params: unknown }>(
        `select n.id, n.user_id, u.username, n.type, n.params from notifications n join users u on u.id = n.user_id
         where n.created_at >= $1 and u.username = any($2)`,
        [runStart, [...ACCOUNTS]],
      )
    ).rows;
    await dbClient.end();

    const problems: string[] = [];
    // Server side: every acknowledged message stored once; every acknowledged announcement notified its readers.
    const storedTexts = new Map<string, number>();
    for (const m of stored) storedTexts.set(m.text, (storedTexts.get(m.text) ?? 0) + 1);
    const lostOnServer = [...acked].filter((t) => !storedTexts.has(t));
    const storedTwice = [...storedTexts].filter(([, n]) => n > 1);
    if (lostOnServer.length) problems.push(`${lostOnServer.length} acknowledged chat message(s) not stored`);
    if (storedTwice.length) problems.push(`${storedTwice.length} chat message(s) stored twice`);
    for (const a of announced) {
      for (const username of ACCOUNTS) {
        if (username === "admin") continue; // the author is not notified of their own announcement
        const n = notes.filter(
          (x) =>
            x.username === username &&
            x.type === "ANNOUNCEMENT" &&
            (x.params as { announcementId?: string }).announcementId === a.id,
        ).length;
        if (n !== 1) problems.push(`announcement ${a.title}: ${n} notification(s) for ${username}`);
      }
    }

    // Client side: each client shows every stored message and every notification of its user, none twice.
    const perClient: Record<string, Record<string, string | number>> = {};
    let missedChat = 0;
    let missedNotes = 0;
    let twice = 0;
    const storedIds = stored.map((m) => m.id);
    // A repeated send is broadcast again when the first one was stored: twice on the wire, once on screen.
    const rebroadcast = new Set(stored.filter((m) => repeated.has(m.text)).map((m) => m.id));
    for (const c of clients) {
      const shown = new Set(c.messages.map((m) => m.id));
      const missing = storedIds.filter((id) => !shown.has(id));
      const shownTwice = c.messages.length - shown.size;
      const liveTwice = [...c.liveDeliveries].filter(([id, n]) => n > 1 && !rebroadcast.has(id)).length;
      const username = c.name.split("@")[0];
      const mine = notes.filter((n) => n.username === username);
      const listed = new Set(c.notifications.map((n) => n.id));
      const notesMissing = mine.filter((n) => !listed.has(n.id)).length;
      const notesTwice = c.notifications.length - listed.size;
      const pushedTwice = [...c.pushes.values()].filter((n) => n > 1).length;
      missedChat += missing.length;
      missedNotes += notesMissing;
      twice += shownTwice + liveTwice + notesTwice + pushedTwice;
      if (missing.length) problems.push(`${c.name}: ${missing.length} chat message(s) never shown`);
      if (shownTwice || liveTwice)
        problems.push(`${c.name}: chat shown twice ${shownTwice}, delivered twice ${liveTwice}`);
      if (notesMissing) problems.push(`${c.name}: ${notesMissing} notification(s) not in the bell`);
      if (notesTwice || pushedTwice)
        problems.push(`${c.name}: notifications listed twice ${notesTwice}, pushed twice ${pushedTwice}`);
      for (const e of c.errors.slice(0, 3)) problems.push(`${c.name}: ${e}`);
      const reconnectMs = c.reconnectedAt.length ? Math.round(c.reconnectedAt[0]! - killedAt) : null;
      perClient[c.name] = {
        "chat shown": `${storedIds.length - missing.length}/${storedIds.length}`,
        "of them fetched on reconnect": c.caughtUp,
        "notifications (run)": `${mine.filter((n) => listed.has(n.id)).length}/${mine.length}`,
        reconnects: c.reconnects,
        "back after (ms)": reconnectMs ?? "-",
        now: c.stomp.url === urlA ? "A" : "B",
      };
    }

    console.log("\nClients (each demo account once on each instance; A was killed)");
    console.table(perClient);
    printTable("Summary", {
      "chat messages sent / acknowledged / stored": `${acked.size + unacked.size} / ${acked.size} / ${stored.length}`,
      "of them sent again with their key (no receipt) / stored before the kill": `${repeated.size} / ${
        stored.filter((m) => repeated.has(m.text) && m.created_at < killedAtDate).length
      }`,
      "announcements published (answered) / unanswered": `${announced.length} / ${announcementsUnanswered}`,
      "notifications of the run in the database (4 accounts)": notes.length,
      "LOST on the server (acknowledged, not stored)": lostOnServer.length,
      "MISSED by a client (chat messages, summed over clients)": missedChat,
      "MISSED by a client (notifications)": missedNotes,
      "SEEN TWICE (shown, delivered, listed or pushed)": twice,
      "load (s)": (loadMs / 1000).toFixed(1),
    });
    if (problems.length) {
      console.log(`\nFAILED: ${problems.length} problem(s)`);
      for (const p of problems.slice(0, 40)) console.log(`  - ${p}`);
      failed = true;
    } else console.log("\nOK: every client has every message and notification, none twice.");
    console.log(`Run took ${((clock() - began) / 1000).toFixed(1)} s.`);
  } finally {
    await Promise.all(clients.map((c) => c.stomp.stop().catch(() => {})));
    for (const server of servers) await stopServer(server).catch(() => killHard(server));
    if (args.keep) console.log(`Kept ${dataDir} and database ${database.name}`);
    else {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (failed) process.exitCode = 1;
}

await main();
