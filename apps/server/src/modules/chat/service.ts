import type { TSessionUser } from "@bazin/shared/contracts/auth";
import {
  CHAT_AFTER_LIMIT,
  CHAT_PAGE_SIZE,
  type TChatContactsResponse,
  type TChatEvent,
  type TChatHistoryQuery,
  type TChatHistoryResponse,
  type TChatMessage,
  type TChatRoom,
  type TChatRoomsResponse,
  type TChatSendBody,
  ZChatSendBody,
} from "@bazin/shared/contracts/chat";
import { NOTIFICATIONS_DESTINATION } from "@bazin/shared/contracts/notifications";
import { isRole } from "@bazin/shared/domain/roles";
import { INVALID_CHARACTER_MESSAGE } from "@bazin/shared/domain/text";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { findUserById } from "../users/repository.ts";
import { raiseNewMessage, readNewMessageNotifications } from "./new-message.ts";
import { isStaff, mayEnterRoom, mayTalkDirectly } from "./policy.ts";
import { fullName, toChatMessage, toChatRoom } from "./presenter.ts";
import {
  type ChatRoomRow,
  findGroups,
  findMessage,
  findOrInsertDirectRoom,
  findPeople,
  findRoom,
  insertMessageOnce,
  lastMessagesAndUnread,
  listAfter,
  listContactRows,
  listPage,
  listRoomMemberIds,
  listRoomRowsFor,
  markMessageDeleted,
  markRead,
  readersPast,
} from "./repository.ts";

/** The topic a room's events go to (ARCHITECTURE.md §5). */
export function roomTopic(roomId: string): `/topic/${string}` {
  return `/topic/chat.${roomId}`;
}

/** A room the caller may enter; 404 for an unknown one, 403 for one they are not in. */
export async function requireRoom(ctx: AppContext, user: TSessionUser, roomId: string): Promise<ChatRoomRow> {
  const room = z.uuid().safeParse(roomId).success ? await findRoom(ctx.db, roomId) : null;
  if (!room) throw new AppError("CHAT_ROOM_NOT_FOUND", 404);
  if (!(await mayEnterRoom(ctx.db, user, room))) throw new AppError("CHAT_NOT_MEMBER", 403);
  return room;
}

/** Names, unread counts and last messages of rooms, as the caller sees them. */
async function describeRooms(
  ctx: AppContext,
  user: TSessionUser,
  rooms: ChatRoomRow[],
): Promise<TChatRoom[]> {
  const ids = rooms.map((r) => r.id);
  const groupIds = rooms.flatMap((r) => (r.groupId ? [r.groupId] : []));
  const peerIds = rooms.flatMap((r) =>
    r.kind === "direct" ? [r.userLowId === user.id ? r.userHighId! : r.userLowId!] : [],
  );
  const [groupRows, peerRows, { last, unread }] = await Promise.all([
    findGroups(ctx.db, groupIds),
    findPeople(ctx.db, peerIds),
    lastMessagesAndUnread(ctx.db, user.id, ids),
  ]);
  const groupsById = new Map(groupRows.map((g) => [g.id, g]));
  const peersById = new Map(peerRows.map((p) => [p.id, p]));
  return rooms.map((room) =>
    toChatRoom(room, {
      group: room.groupId ? groupsById.get(room.groupId) : undefined,
      peer:
        room.kind === "direct"
          ? peersById.get(room.userLowId === user.id ? room.userHighId! : room.userLowId!)
          : undefined,
      unreadCount: unread.get(room.id) ?? 0,
      last: last.get(room.id),
    }),
  );
}

const KIND_ORDER = { club: 0, group: 1, direct: 2 } as const;

/** The caller's rooms: the club room, then group rooms by name, then direct rooms, newest conversation first. */
export async function listRooms(ctx: AppContext, user: TSessionUser): Promise<TChatRoomsResponse> {
  const rows = await listRoomRowsFor(ctx.db, user.id, user.role === "admin");
  const rooms = await describeRooms(ctx, user, rows);
  rooms.sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.kind === "direct"
        ? (b.lastMessage?.createdAt ?? "").localeCompare(a.lastMessage?.createdAt ?? "")
        : (a.name ?? "").localeCompare(b.name ?? "")),
  );
  return { rooms };
}

/** Whom the caller may open a direct conversation with: coaches and admins, or anyone for a coach or admin. */
export async function listContacts(ctx: AppContext, user: TSessionUser): Promise<TChatContactsResponse> {
  const rows = await listContactRows(ctx.db, user.id, !isStaff(user.role));
  return {
    contacts: rows
      .filter((r) => isRole(r.role))
      .map((r) => ({ id: r.id, name: fullName(r), role: r.role as TSessionUser["role"] })),
  };
}

/** The direct room of the caller and another person, opened when missing. */
export async function openDirectRoom(
  ctx: AppContext,
  user: TSessionUser,
  otherId: string,
): Promise<TChatRoom> {
  const other = await findUserById(ctx.db, otherId);
  if (!other?.active || !mayTalkDirectly(user, other)) throw new AppError("CHAT_DIRECT_NOT_ALLOWED", 403);
  const room = await findOrInsertDirectRoom(ctx.db, user.id, other.id);
  const [described] = await describeRooms(ctx, user, [room]);
  return described!;
}

export async function getHistory(
  ctx: AppContext,
  user: TSessionUser,
  roomId: string,
  query: TChatHistoryQuery,
): Promise<TChatHistoryResponse> {
  await requireRoom(ctx, user, roomId);
  const page = query.after
    ? await listAfter(ctx.db, roomId, query.after, query.limit ?? CHAT_AFTER_LIMIT)
    : await listPage(ctx.db, roomId, { before: query.before, limit: query.limit ?? CHAT_PAGE_SIZE });
  return { messages: page.rows.map(toChatMessage), hasMore: page.hasMore };
}

/** The caller has seen the room up to its newest message; its NEW_MESSAGE notification is read too. */
export async function markRoomRead(ctx: AppContext, user: TSessionUser, roomId: string): Promise<void> {
  await requireRoom(ctx, user, roomId);
  await markRead(ctx.db, user.id, roomId, ctx.clock.now());
  const read = await readNewMessageNotifications(ctx.db, user.id, roomId);
  // The bell reloads on any message on the queue, so it shows the notification read at once.
  for (const id of read) {
    await ctx.realtime?.sendToUser(user.id, NOTIFICATIONS_DESTINATION, { id, type: "NEW_MESSAGE" });
  }
}

/** Checks a SEND body against the shared contract; the reason becomes the error code. */
function parseSendBody(body: string): TChatSendBody {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError("VALIDATION_ERROR", 400);
  }
  const parsed = ZChatSendBody.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const reason = issue?.message;
  if (reason === "chatMessageTooLong") throw new AppError("CHAT_MESSAGE_TOO_LONG", 400, { max: 5000 });
  if (reason === "chatMessageEmpty") throw new AppError("CHAT_MESSAGE_EMPTY", 400);
  if (reason === INVALID_CHARACTER_MESSAGE) {
    throw new AppError("VALIDATION_ERROR", 400, {}, { text: INVALID_CHARACTER_MESSAGE });
  }
  // Named as the HTTP schema errors name a field whose value is wrong (plugins/errors.ts).
  if (issue?.path[0] === "key") throw new AppError("VALIDATION_ERROR", 400, {}, { key: "invalid" });
  throw new AppError("VALIDATION_ERROR", 400);
}

/** Where a failure after the broadcast is reported (the app's logger). */
export interface ChatLog {
  error(obj: object, msg: string): void;
}

/**
 * A client's SEND to `/app/chat.<roomId>`: checks the text and the membership, stores the message, then
 * broadcasts it to the room's topic (persisted first, so a client that reloads on delivery finds it), then
 * tells the members not looking at the room. Once broadcast the message is sent: a failure to notify is
 * logged, not answered as a failed send (the client would send it again).
 *
 * A SEND whose key the sender used before (its receipt was lost, perhaps because the instance that stored it
 * died before broadcasting it) stores nothing: it answers with the first message and broadcasts that one
 * again, through the hub to every instance, so clients that never got it get it now; clients drop a message
 * id they already show. A message an admin deleted since is not broadcast again.
 */
export async function sendMessage(
  ctx: AppContext,
  user: TSessionUser,
  roomId: string,
  body: string,
  log?: ChatLog,
): Promise<TChatMessage> {
  const room = await requireRoom(ctx, user, roomId);
  const { text, key } = parseSendBody(body);
  const { row, created } = await insertMessageOnce(ctx.db, {
    roomId: room.id,
    senderId: user.id,
    senderRole: user.role,
    text,
    createdAt: ctx.clock.now(),
    clientKey: key ?? null,
  });
  // The same key for a message of another room is a client's mistake, not a repeat.
  if (row.roomId !== room.id) throw new AppError("CHAT_MESSAGE_KEY_REUSED", 409);
  const message = toChatMessage({ ...row, senderFirstName: user.firstName, senderLastName: user.lastName });
  if (row.deletedAt) return message;
  const hub = ctx.realtime;
  if (hub) await hub.publish(roomTopic(room.id), { type: "message", message } satisfies TChatEvent);
  try {
    const watching = hub ? await hub.watchers(roomTopic(room.id)) : new Set<string>();
    const members = await listRoomMemberIds(ctx.db, room);
    let userIds = members.filter((m) => m.id !== user.id && !watching.has(m.id)).map((m) => m.id);
    // A repeat may follow a first SEND that never got this far: tell those who have not read past it.
    if (!created) {
      const seen = await readersPast(ctx.db, room.id, row.seq, userIds);
      userIds = userIds.filter((id) => !seen.has(id));
    }
    await raiseNewMessage(ctx, { roomId: room.id, senderName: fullName(user), userIds });
  } catch (err) {
    log?.error({ err, roomId: room.id }, "NEW_MESSAGE notification failed");
  }
  return message;
}

/** An admin removes a message: it is no longer shown, and open screens drop it at once. */
export async function deleteMessage(ctx: AppContext, admin: TSessionUser, messageId: string): Promise<void> {
  const row = await findMessage(ctx.db, messageId);
  if (!row || !(await markMessageDeleted(ctx.db, messageId, admin.id, ctx.clock.now()))) {
    throw new AppError("CHAT_MESSAGE_NOT_FOUND", 404);
  }
  await ctx.realtime?.publish(roomTopic(row.roomId), { type: "deleted", id: row.id } satisfies TChatEvent);
}
