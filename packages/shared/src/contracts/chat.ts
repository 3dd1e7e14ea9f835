import { z } from "zod";
import { MAX_CHAT_LENGTH } from "../domain/limits.ts";
import { hasInvalidCharacter, INVALID_CHARACTER_MESSAGE } from "../domain/text.ts";
import { ZRole } from "./auth.ts";

/*
 * Chat (spec §1, §3 Chat message, §8 Chat; ARCHITECTURE.md §5). Messages travel over STOMP: a client SENDs
 * `ZChatSendBody` to `/app/chat.<roomId>` and receives `ZChatEvent`s on `/topic/chat.<roomId>`. Everything else
 * (rooms, history, read markers, deletion) is REST under /api/chat.
 */

export const CHAT_ROOM_KINDS = ["club", "group", "direct"] as const;
export const ZChatRoomKind = z.enum(CHAT_ROOM_KINDS);
export type TChatRoomKind = z.infer<typeof ZChatRoomKind>;

/** The length the limit applies to: what the server stores (trimmed). */
export function chatTextLength(text: string): number {
  return text.trim().length;
}

/**
 * The key a client gives a message it sends (a UUID it makes), kept when it sends the same message again after
 * a lost answer: the server stores one message per sender and key, and answers a repeat with the first one.
 */
export const ZChatMessageKey = z.uuid();

/**
 * A client's SEND body. The server answers a wrong one with CHAT_MESSAGE_EMPTY or CHAT_MESSAGE_TOO_LONG, a bad
 * key with VALIDATION_ERROR. The key is optional so that an app built before it (a native shell not yet
 * updated) can still send; such a message is stored once per SEND.
 */
export const ZChatSendBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, "chatMessageEmpty")
    .max(MAX_CHAT_LENGTH, "chatMessageTooLong")
    .refine((text) => !hasInvalidCharacter(text), INVALID_CHARACTER_MESSAGE),
  key: ZChatMessageKey.optional(),
});
export type TChatSendBody = z.infer<typeof ZChatSendBody>;

/**
 * The RECEIPT of a SEND to `/app/chat.<roomId>` carries the stored message as JSON in this header: the new one,
 * or the one first stored with the same key.
 */
export const CHAT_RECEIPT_MESSAGE_HEADER = "chat-message";

export const ZChatMessage = z.object({
  id: z.string(),
  roomId: z.string(),
  /** null once the sender's account was removed. */
  sender: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The sender's role when they sent it: the label shown beside the name (spec §1). */
  senderRole: ZRole,
  /** Verbatim; always shown as text, never as markup. */
  text: z.string(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** What `/topic/chat.<roomId>` carries. */
export type TChatEvent = { type: "message"; message: TChatMessage } | { type: "deleted"; id: string };

export const ZChatRoom = z.object({
  id: z.string(),
  kind: ZChatRoomKind,
  /** The group's name, or the other person's name in a direct room; null for the club room (the web names it). */
  name: z.string().nullable(),
  /** The other person of a direct room. */
  peer: z.object({ id: z.string(), name: z.string(), role: ZRole }).nullable(),
  /** The group's colour, for a group room. */
  color: z.string().nullable(),
  unreadCount: z.number().int(),
  lastMessage: z
    .object({ id: z.string(), text: z.string(), senderName: z.string().nullable(), createdAt: z.string() })
    .nullable(),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

export const ZChatRoomsResponse = z.object({ rooms: z.array(ZChatRoom) });
export type TChatRoomsResponse = z.infer<typeof ZChatRoomsResponse>;

/** Someone the caller may open a direct conversation with. */
export const ZChatContact = z.object({ id: z.string(), name: z.string(), role: ZRole });
export type TChatContact = z.infer<typeof ZChatContact>;
export const ZChatContactsResponse = z.object({ contacts: z.array(ZChatContact) });
export type TChatContactsResponse = z.infer<typeof ZChatContactsResponse>;

export const ZOpenDirectRequest = z.object({ userId: z.uuid() });
export type TOpenDirectRequest = z.infer<typeof ZOpenDirectRequest>;
export const ZChatRoomResponse = z.object({ room: ZChatRoom });
export type TChatRoomResponse = z.infer<typeof ZChatRoomResponse>;

export const ZChatRoomParams = z.object({ roomId: z.uuid() });
export const ZChatMessageParams = z.object({ messageId: z.uuid() });

export const CHAT_PAGE_SIZE = 50;
export const CHAT_AFTER_LIMIT = 200;

/**
 * History: without a cursor, the newest page; `before` = the page older than that message; `after` = the
 * messages a reconnecting client missed after the last one it has (oldest first, up to CHAT_AFTER_LIMIT).
 */
export const ZChatHistoryQuery = z
  .object({
    before: z.uuid().optional(),
    after: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_AFTER_LIMIT).optional(),
  })
  .refine((q) => !(q.before && q.after), { message: "invalid" });
export type TChatHistoryQuery = z.infer<typeof ZChatHistoryQuery>;

export const ZChatHistoryResponse = z.object({
  /** Oldest first. */
  messages: z.array(ZChatMessage),
  /** More messages exist in the direction asked (older for a page, newer for `after`). */
  hasMore: z.boolean(),
});
export type TChatHistoryResponse = z.infer<typeof ZChatHistoryResponse>;
