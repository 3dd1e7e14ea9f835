/*
 * The client side of bench/realtime.ts, in its own process so that load generator and server each get a
 * core: N @stomp/stompjs clients over sockjs-client (WebSocket transport), as the web app connects. Driven by
 * the parent over IPC:
 *   parent → { type: "start", urls, tokens, destination, concurrency }   child → { type: "connected", … }
 *   parent → { type: "report" }                                         child → { type: "latencies", … }
 *   parent → { type: "stop" }                                           child exits
 * Each MESSAGE body carries `sentAt` (performance.timeOrigin + now() in the server process); the child
 * records now − sentAt, on the same machine's clock.
 */
import { Client } from "@stomp/stompjs";
import SockJS from "sockjs-client";

interface Start {
  type: "start";
  urls: string[];
  tokens: string[];
  destination: string;
  concurrency: number;
}

const clock = () => performance.timeOrigin + performance.now();
const clients: Client[] = [];
const latencies: number[] = [];
const send = (message: unknown) => process.send?.(message);

function connectOne(url: string, token: string, destination: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = clock();
    const client = new Client({
      // sockjs-client gives a transport about two round trips of its /info request to open, ~0.6 s on
      // loopback; a loaded machine takes longer to accept a thousand upgrades, which is slow, not failed.
      webSocketFactory: () =>
        new SockJS(`${url}/ws-chat`, null, { transports: ["websocket"], timeout: 10_000 }),
      connectHeaders: { "X-Session-ID": token },
      reconnectDelay: 0,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      debug: () => {},
      onConnect: () => {
        const connectedIn = clock() - started;
        const receipt = `r-${clients.length}`;
        client.watchForReceipt(receipt, () => resolve(connectedIn));
        client.subscribe(
          destination,
          (message) => {
            const { sentAt } = JSON.parse(message.body) as { sentAt: number };
            latencies.push(clock() - sentAt);
          },
          { receipt },
        );
      },
      onStompError: (frame) => reject(new Error(`ERROR ${frame.headers.code}`)),
      onWebSocketClose: (event) =>
        reject(new Error(`closed before CONNECTED (${event?.code} ${event?.reason})`)),
    });
    clients.push(client);
    client.activate();
  });
}

async function start({ urls, tokens, destination, concurrency }: Start) {
  const connectMs: number[] = [];
  let failures = 0;
  const reasons: Record<string, number> = {};
  let next = 0;
  const began = clock();
  async function worker() {
    while (next < tokens.length) {
      const i = next++;
      try {
        connectMs.push(await connectOne(urls[i % urls.length] as string, tokens[i] as string, destination));
      } catch (error) {
        failures++;
        const reason = (error as Error).message;
        reasons[reason] = (reasons[reason] ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  send({ type: "connected", connectMs, failures, reasons, totalMs: clock() - began });
}

process.on("message", (message: { type: string }) => {
  if (message.type === "start") void start(message as Start);
  if (message.type === "report") send({ type: "latencies", latencies });
  if (message.type === "stop") {
    void Promise.all(clients.map((c) => c.deactivate())).finally(() => process.exit(0));
  }
});
