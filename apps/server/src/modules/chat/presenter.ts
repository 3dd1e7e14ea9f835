import type { TChatMessage, TChatRoom } from "@bazin/shared/contracts/chat";
import { isRole, type Role } from "@bazin/shared/domain/roles";
import type { ChatRoomRow, MessageWithSender } from "./repository.ts";

export function fullName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName} ${p.lastName}`;
}

/** A label this version does not know reads as a plain member's. */
function roleLabel(role: string): Role {
  return isRole(role) ? role : "user";
}

export function toChatMessage(row: MessageWithSender): TChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    sender:
      row.senderId && row.senderFirstName !== null && row.senderLastName !== null
        ? {
            id: row.senderId,
            name: fullName({ firstName: row.senderFirstName, lastName: row.senderLastName }),
          }
        : null,
    senderRole: roleLabel(row.senderRole),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface RoomDetails {
  group?: { name: string; color: string | null };
  peer?: { id: string; firstName: string; lastName: string; role: string };
  unreadCount: number;
  last?: MessageWithSender;
}

export function toChatRoom(room: ChatRoomRow, d: RoomDetails): TChatRoom {
  const peer = d.peer ? { id: d.peer.id, name: fullName(d.peer), role: roleLabel(d.peer.role) } : null;
  const last = d.last ? toChatMessage(d.last) : null;
  return {
    id: room.id,
    kind: room.kind as TChatRoom["kind"],
    name:
      room.kind === "group" ? (d.group?.name ?? null) : room.kind === "direct" ? (peer?.name ?? null) : null,
    peer,
    color: d.group?.color ?? null,
    unreadCount: d.unreadCount,
    lastMessage: last
      ? { id: last.id, text: last.text, senderName: last.sender?.name ?? null, createdAt: last.createdAt }
      : null,
  };
}
