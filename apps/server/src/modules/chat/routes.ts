import {
  ZChatContactsResponse,
  ZChatHistoryQuery,
  ZChatHistoryResponse,
  ZChatMessageParams,
  ZChatRoomParams,
  ZChatRoomResponse,
  ZChatRoomsResponse,
  ZOpenDirectRequest,
} from "@bazin/shared/contracts/chat";
import { ZOkResponse } from "@bazin/shared/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { registerChatRealtime } from "./realtime.ts";
import {
  deleteMessage,
  getHistory,
  listContacts,
  listRooms,
  markRoomRead,
  openDirectRoom,
} from "./service.ts";

/**
 * Chat over REST: rooms, contacts, history and read markers for every member; deleting for admins. Messages
 * themselves are sent over STOMP (registered here on the real-time hub).
 */
export async function chatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerChatRealtime(app.ctx, app.log.child({ module: "chat" }));

  api.get(
    "/api/chat/rooms",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["chat"],
        summary: "The caller's rooms with name, unread count and last message",
        response: { 200: ZChatRoomsResponse },
      },
    },
    async (request) => listRooms(app.ctx, requireUser(request)),
  );

  api.get(
    "/api/chat/contacts",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["chat"],
        summary: "People the caller may start a direct conversation with",
        response: { 200: ZChatContactsResponse },
      },
    },
    async (request) => listContacts(app.ctx, requireUser(request)),
  );

  api.post(
    "/api/chat/direct",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["chat"],
        summary: "Open (or get) the direct room with a person",
        body: ZOpenDirectRequest,
        response: { 200: ZChatRoomResponse },
      },
    },
    async (request) => ({ room: await openDirectRoom(app.ctx, requireUser(request), request.body.userId) }),
  );

  api.get(
    "/api/chat/rooms/:roomId/messages",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["chat"],
        summary:
          "A page of history (newest without a cursor, `before` for older), or the messages `after` one",
        params: ZChatRoomParams,
        querystring: ZChatHistoryQuery,
        response: { 200: ZChatHistoryResponse },
      },
    },
    async (request) => getHistory(app.ctx, requireUser(request), request.params.roomId, request.query),
  );

  api.post(
    "/api/chat/rooms/:roomId/read",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["chat"],
        summary: "Mark the room read up to its newest message",
        params: ZChatRoomParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await markRoomRead(app.ctx, requireUser(request), request.params.roomId);
      return { ok: true as const };
    },
  );

  api.delete(
    "/api/chat/messages/:messageId",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["chat"],
        summary: "Delete a message (admins); open screens drop it",
        params: ZChatMessageParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await deleteMessage(app.ctx, requireUser(request), request.params.messageId);
      return { ok: true as const };
    },
  );
}
