import {
  type TChatHistoryResponse,
  ZChatContactsResponse,
  ZChatHistoryResponse,
  ZChatRoomResponse,
  ZChatRoomsResponse,
} from "@bazin/shared/contracts/chat";
import { ZOkResponse } from "@bazin/shared/contracts/common";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

export const chatRoomsKey = ["chat", "rooms"] as const;

/** GET /api/chat/rooms — the caller's rooms with unread counts and last messages. */
export function useChatRooms() {
  return useQuery({
    queryKey: chatRoomsKey,
    queryFn: () => api("/api/chat/rooms", { schema: ZChatRoomsResponse }).then((r) => r.rooms),
    // Unread counts of rooms that are not open move without a live subscription (one would count as
    // "looking at the room"); a NEW_MESSAGE notification or this interval brings them.
    refetchInterval: 30_000,
  });
}

/** GET /api/chat/contacts — people the caller may start a direct conversation with. */
export function useChatContacts(enabled: boolean) {
  return useQuery({
    queryKey: ["chat", "contacts"],
    queryFn: () => api("/api/chat/contacts", { schema: ZChatContactsResponse }).then((r) => r.contacts),
    enabled,
  });
}

/** POST /api/chat/direct — the direct room with a person, opened when missing. */
export function useOpenDirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api("/api/chat/direct", { method: "POST", body: { userId }, schema: ZChatRoomResponse }).then(
        (r) => r.room,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatRoomsKey }),
  });
}

/** GET /api/chat/rooms/:id/messages — the newest page, the page `before` a message, or those `after` one. */
export function fetchHistory(
  roomId: string,
  cursor: { before?: string; after?: string } = {},
): Promise<TChatHistoryResponse> {
  const query = new URLSearchParams();
  if (cursor.before) query.set("before", cursor.before);
  if (cursor.after) query.set("after", cursor.after);
  const suffix = query.size ? `?${query}` : "";
  return api(`/api/chat/rooms/${roomId}/messages${suffix}`, { schema: ZChatHistoryResponse });
}

/** POST /api/chat/rooms/:id/read — the room is read up to its newest message. */
export function markRoomRead(roomId: string) {
  return api(`/api/chat/rooms/${roomId}/read`, { method: "POST", body: {}, schema: ZOkResponse });
}

/** DELETE /api/chat/messages/:id — admins remove a message. */
export function deleteChatMessage(messageId: string) {
  return api(`/api/chat/messages/${messageId}`, { method: "DELETE", schema: ZOkResponse });
}
