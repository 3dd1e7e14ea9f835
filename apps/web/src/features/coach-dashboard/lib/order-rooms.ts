import type { TChatRoom } from "@bazin/shared/contracts/chat";

const KIND_ORDER = { group: 0, club: 1, direct: 2 } as const;

/**
 * The dashboard's chat puts the coach's group rooms first (a coach only gets the rooms of their own groups),
 * then the club room, then direct conversations. Within a kind the server's order (names, newest direct first)
 * stays: the sort is stable.
 */
export function groupRoomsFirst(rooms: readonly TChatRoom[]): TChatRoom[] {
  return [...rooms].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}
