import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { TChatRoom } from "@bazin/shared/contracts/chat";
import type { TCoachSwimmer, TCoachSwimmerList } from "@bazin/shared/contracts/coach";
import { COACH_ID } from "../session-manager/testing.ts";

/*
 * Fixtures of the coach dashboard's tests: the demo coach, three swimmers (high, medium and no attendance;
 * high, medium and low heart-rate zones) and her chat rooms as the server orders them (club room first).
 */

export const COACH: TSessionUser = {
  id: COACH_ID,
  username: "coach",
  firstName: "Antrenor",
  lastName: "Demo",
  email: null,
  phone: null,
  role: "coach",
};

const juniors = { id: "9a000000-0000-4000-8000-000000000001", name: "Juniori", color: "#1c7ed6" };

const swimmer = (
  partial: Partial<TCoachSwimmer> & Pick<TCoachSwimmer, "id" | "fullName">,
): TCoachSwimmer => ({
  group: juniors,
  maxHr: 200,
  hrZoneFilter: "high",
  attendance: { attended: 0, taken: 0 },
  lastSession: null,
  latestPersonalBest: null,
  ...partial,
});

export const ANA_ID = "5a000000-0000-4000-8000-000000000001";

export const SWIMMERS: TCoachSwimmerList = {
  attendanceFrom: "2025-12-10",
  items: [
    swimmer({
      id: ANA_ID,
      fullName: "Ana Țîrlea",
      maxHr: 195,
      hrZoneFilter: "high",
      attendance: { attended: 9, taken: 10 },
      lastSession: {
        id: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
        day: "2026-03-05",
        startTime: "17:30",
        attendance: "late",
      },
      latestPersonalBest: { event: "backstroke_50", poolLength: 25, hundredths: 3510, swumOn: "2026-02-14" },
    }),
    swimmer({
      id: "5a000000-0000-4000-8000-000000000002",
      fullName: "Bogdan Ionescu",
      maxHr: 180,
      hrZoneFilter: "medium",
      attendance: { attended: 3, taken: 5 },
    }),
    swimmer({
      id: "5a000000-0000-4000-8000-000000000003",
      fullName: "Ștefan Munteanu",
      maxHr: 165,
      hrZoneFilter: "low",
      group: null,
    }),
  ],
};

const room = (partial: Partial<TChatRoom> & Pick<TChatRoom, "id" | "kind">): TChatRoom => ({
  name: null,
  peer: null,
  color: null,
  unreadCount: 0,
  lastMessage: null,
  ...partial,
});

export const GROUP_ROOM_ID = "c4000000-0000-4000-8000-000000000002";

/** As GET /api/chat/rooms answers: the club room, the group rooms by name, then direct rooms. */
export const ROOMS: TChatRoom[] = [
  room({ id: "c4000000-0000-4000-8000-000000000001", kind: "club" }),
  room({ id: GROUP_ROOM_ID, kind: "group", name: "Juniori", color: "#1c7ed6" }),
  room({
    id: "c4000000-0000-4000-8000-000000000003",
    kind: "direct",
    name: "Admin Demo",
    peer: { id: "ad000000-0000-4000-8000-000000000001", name: "Admin Demo", role: "admin" },
  }),
];
