import { ATTENDANCE_WINDOW_DAYS, type TCoachSwimmerList } from "@bazin/shared/contracts/coach";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { isSwimEvent } from "@bazin/shared/domain/training/events";
import { hrZoneFilterOf } from "@bazin/shared/domain/training/heart-rate";
import { ATTENDANCE_VALUES, type Attendance } from "@bazin/shared/domain/training/session-rules";
import type { AppContext } from "../../app-context.ts";
import type { Viewer } from "../swimmers/policy.ts";
import {
  attendanceCounts,
  type ClubNow,
  lastSessions,
  latestPersonalBests,
  listScopedSwimmers,
} from "./repository.ts";

/*
 * The coach dashboard's grid (SPEC §1, §2 Coach; TRAINING.md §6–§7): the viewer's swimmers with their attendance
 * over the last 90 days, last session and latest personal best.
 */

const CLUB_TIME_ZONE = "Europe/Bucharest";

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with it. */
const CLUB_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: CLUB_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The club's wall clock at an instant: the day and "HH:mm" sessions are stored in. */
export function clubNow(at: Date): ClubNow {
  const time = CLUB_TIME.format(at);
  return { day: localDate(at, CLUB_TIME_ZONE), time };
}

const isAttendance = (value: string | null): value is Attendance =>
  value !== null && (ATTENDANCE_VALUES as readonly string[]).includes(value);

export async function coachSwimmers(ctx: AppContext, viewer: Viewer): Promise<TCoachSwimmerList> {
  const now = clubNow(ctx.clock.now());
  const attendanceFrom = addDays(now.day, -ATTENDANCE_WINDOW_DAYS);
  const swimmers = await listScopedSwimmers(ctx.db, viewer);
  const ids = swimmers.map((s) => s.id);
  const [counts, sessions, bests] = await Promise.all([
    attendanceCounts(ctx.db, ids, attendanceFrom, now),
    lastSessions(ctx.db, ids, now),
    latestPersonalBests(ctx.db, ids),
  ]);
  const countsOf = new Map(counts.map((c) => [c.studentId, c]));
  const sessionOf = new Map(sessions.map((s) => [s.studentId, s]));
  const bestOf = new Map(bests.map((b) => [b.studentId, b]));

  return {
    attendanceFrom,
    items: swimmers.map((s) => {
      const count = countsOf.get(s.id);
      const session = sessionOf.get(s.id);
      const best = bestOf.get(s.id);
      return {
        id: s.id,
        fullName: s.fullName,
        group: s.groupId ? { id: s.groupId, name: s.groupName ?? "", color: s.groupColor } : null,
        maxHr: s.maxHr,
        hrZoneFilter: hrZoneFilterOf(s.maxHr),
        attendance: { attended: count?.attended ?? 0, taken: count?.taken ?? 0 },
        lastSession: session
          ? {
              id: session.id,
              day: session.day,
              startTime: session.startTime,
              attendance: isAttendance(session.attendance) ? session.attendance : null,
            }
          : null,
        latestPersonalBest:
          best && isSwimEvent(best.event)
            ? {
                event: best.event,
                poolLength: best.poolLength,
                hundredths: best.hundredths,
                swumOn: best.swumOn,
              }
            : null,
      };
    }),
  };
}
