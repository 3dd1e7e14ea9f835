import type { TSessionUser } from "@bazin/shared/contracts/auth";

/**
 * The seam between the features and the real-time transport (ARCHITECTURE.md §5). Features publish through it
 * and declare who may subscribe and what a client's SEND does; the STOMP broker (SockJS endpoint) delivers to
 * its connections through `subscribe`, and the Redis bridge carries deliveries between instances.
 *
 * Destinations:
 * - `/user/queue/<name>`: per user (a client subscribes to `/user/queue/notifications` and gets only its own);
 * - `/topic/<name>`: shared (e.g. `/topic/chat.<roomId>`), open to those a topic rule admits;
 * - `/app/<name>`: where clients SEND (e.g. `/app/chat.<roomId>`), handled by a send handler.
 */
export interface RealtimeHub {
  /** Delivers `body` (JSON) to every live subscription of `userId` to `destination`, on every instance. */
  sendToUser(userId: string, destination: `/user/queue/${string}`, body: unknown): Promise<void>;
  /** Delivers `body` (JSON) to every live subscription to `destination`, on every instance. */
  publish(destination: `/topic/${string}`, body: unknown): Promise<void>;
  /** The users with at least one live subscription to `destination`, on any instance. */
  watchers(destination: string): Promise<Set<string>>;
  /**
   * Declares who may subscribe to the topics that start with `prefix`. A `/topic/` destination that no rule
   * matches is refused; `/user/queue/` destinations are always the subscriber's own.
   */
  allowSubscribe(prefix: `/topic/${string}`, rule: SubscribeRule): void;
  /**
   * Handles a client's SEND to destinations that start with `prefix`; an AppError it throws goes back as ERROR,
   * headers it returns go on the RECEIPT (when the client asked for one).
   */
  onSend(prefix: `/app/${string}`, handler: SendHandler): void;
  /** May `user` subscribe to `destination`? (The broker asks before it accepts a SUBSCRIBE.) */
  maySubscribe(user: TSessionUser, destination: string): Promise<boolean>;
  /**
   * Runs the send handler of `destination` and returns its receipt headers; throws
   * AppError("REALTIME_UNKNOWN_DESTINATION", 404) when none.
   */
  handleSend(user: TSessionUser, destination: string, body: string): Promise<ReceiptHeaders>;
  /**
   * A local subscription of one connection (the broker's, or a test's). Returns the unsubscribe function.
   * `destination` is what the client subscribed to (`/user/queue/notifications`, `/topic/chat.x`).
   */
  subscribe(userId: string, destination: string, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

export type RealtimeListener = (body: unknown, destination: string) => void;
export type SubscribeRule = (user: TSessionUser, destination: string) => Promise<boolean> | boolean;
/** Headers a send handler adds to the SEND's RECEIPT (a RECEIPT has no body in STOMP 1.2). */
export type ReceiptHeaders = Record<string, string>;
export type SendHandler = (
  user: TSessionUser,
  destination: string,
  body: string,
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler with nothing to add to the RECEIPT returns nothing
) => Promise<ReceiptHeaders | void>;
