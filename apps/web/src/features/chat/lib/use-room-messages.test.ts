import type { TChatEvent, TChatMessage } from "@bazin/shared/contracts/chat";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/mock-api.ts";

/** The room topic's listener and the reconnect listeners, so a test can play deliveries and reconnections. */
const live = vi.hoisted(() => ({
  topic: new Map<string, (body: unknown) => void>(),
  reconnect: [] as (() => void)[],
}));
vi.mock("../../../lib/realtime.ts", () => ({
  useSubscription: (destination: string | null, listener: (body: unknown) => void) => {
    if (destination) live.topic.set(destination, listener);
  },
  useOnReconnect: (listener: () => void) => {
    live.reconnect.push(listener);
  },
  useConnectionState: () => "connected",
}));

/*
 * Imported afresh: test files share their worker's modules (ADR 026), and a file run earlier may have loaded the
 * hook with the real real-time module, which the mock above would then not reach.
 */
let useRoomMessages: typeof import("./use-room-messages.ts").useRoomMessages;
beforeAll(async () => {
  vi.resetModules();
  ({ useRoomMessages } = await import("./use-room-messages.ts"));
});

const ROOM = "11111111-1111-4111-8111-111111111111";
const MESSAGES = `/api/chat/rooms/${ROOM}/messages`;

function message(n: number): TChatMessage {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    roomId: ROOM,
    sender: { id: "u1", name: "Elena Ionescu" },
    senderRole: "coach",
    text: `mesaj ${n}`,
    createdAt: new Date(Date.UTC(2026, 10, 26, 18, n)).toISOString(),
  };
}

/** A server holding `stored` (oldest first) and answering the history API as the contract says. */
function server(stored: TChatMessage[]) {
  const mock = mockApi({
    [`GET ${MESSAGES}`]: (request) => {
      const after = new URL(request.url).searchParams.get("after");
      const from = after ? stored.findIndex((m) => m.id === after) + 1 : 0;
      return { body: { messages: stored.slice(from), hasMore: false } };
    },
  });
  /** The `after` cursor of each history request (null for the newest page). */
  const cursors = () => mock.requests.map((r) => new URL(r.url).searchParams.get("after"));
  return { cursors };
}

function deliver(event: TChatEvent) {
  act(() => live.topic.get(`/topic/chat.${ROOM}`)?.(event));
}

const texts = (messages: TChatMessage[]) => messages.map((m) => m.text);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  live.topic.clear();
  live.reconnect.length = 0;
});

describe("an open room's messages", () => {
  it("shows a message once however many times it is broadcast (a repeated SEND is broadcast again)", async () => {
    server([message(1)]);
    const onIncoming = vi.fn();
    const { result } = renderHook(() => useRoomMessages(ROOM, onIncoming));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    deliver({ type: "message", message: message(2) });
    deliver({ type: "message", message: message(2) });
    expect(texts(result.current.messages)).toEqual(["mesaj 1", "mesaj 2"]);
  });

  it("fetches what was stored but never broadcast when the tab is shown again, then shows its broadcast once", async () => {
    const stored = [message(1)];
    const { cursors } = server(stored);
    const onIncoming = vi.fn();
    const { result } = renderHook(() => useRoomMessages(ROOM, onIncoming));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    // Stored by an instance that died before broadcasting it; this client stayed connected elsewhere.
    stored.push(message(2));
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(texts(result.current.messages)).toEqual(["mesaj 1", "mesaj 2"]));
    expect(cursors()).toEqual([null, message(1).id]);
    expect(onIncoming).toHaveBeenCalledTimes(1);
    // Its sender sends it again with its key: the server broadcasts the stored one, already shown.
    deliver({ type: "message", message: message(2) });
    expect(texts(result.current.messages)).toEqual(["mesaj 1", "mesaj 2"]);
  });

  it("fetches after the last one shown when the room list names a newer message, and only then", async () => {
    const stored = [message(1), message(2)];
    const { cursors } = server(stored);
    const { result, rerender } = renderHook(({ newest }) => useRoomMessages(ROOM, () => {}, newest), {
      initialProps: { newest: message(2).id },
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    // The list names what is shown: no request of its own.
    rerender({ newest: message(2).id });
    await act(async () => {});
    expect(cursors()).toEqual([null]);
    // Its next refresh names a message that never came live.
    stored.push(message(3));
    rerender({ newest: message(3).id });
    await waitFor(() => expect(texts(result.current.messages)).toEqual(["mesaj 1", "mesaj 2", "mesaj 3"]));
    expect(cursors()).toEqual([null, message(2).id]);
  });

  it("fetches what it missed after a reconnection", async () => {
    const stored = [message(1)];
    const { cursors } = server(stored);
    const { result } = renderHook(() => useRoomMessages(ROOM, () => {}));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    stored.push(message(2), message(3));
    act(() => {
      for (const listener of live.reconnect) listener();
    });
    await waitFor(() => expect(texts(result.current.messages)).toEqual(["mesaj 1", "mesaj 2", "mesaj 3"]));
    expect(cursors().at(-1)).toBe(message(1).id);
  });
});
