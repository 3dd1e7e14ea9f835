import { sessionStart, zoneFormatter } from "@bazin/shared/domain/training/session-rules";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { FeedSession } from "./repository.ts";

/*
 * The RFC 5545 text of a member's sessions, with ical-generator. Two details it does not cover on its own:
 *  - a Date's wall clock in a time zone: given a time zone it prints a plain Date with the process's local
 *    getters, so start and end are passed as ZonedDate (the shape of @date-fns/tz's TZDate that it recognises),
 *    whose getters give Europe/Bucharest's wall clock whatever the server's TZ;
 *  - the VTIMEZONE component: the calendar-level time zone that would add it also prints DTSTAMP and
 *    LAST-MODIFIED without their UTC "Z" (RFC 5545 wants UTC there), so the component is added to the text.
 */

export const CLUB_TIME_ZONE = "Europe/Bucharest";

/** Europe/Bucharest since 1997 (EU rules: last Sunday of March and of October, at 01:00 UTC). */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${CLUB_TIME_ZONE}`,
  `X-LIC-LOCATION:${CLUB_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0300",
  "TZNAME:EEST",
  "DTSTART:19970330T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0200",
  "TZNAME:EET",
  "DTSTART:19971026T040000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(at: Date, timeZone: string): WallClock {
  const parts = zoneFormatter(timeZone).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: n("year"),
    month: n("month"),
    day: n("day"),
    hour: n("hour"),
    minute: n("minute"),
    second: n("second"),
  };
}

/** An instant whose date getters read the wall clock of a time zone (what ical-generator prints after TZID). */
class ZonedDate extends Date {
  readonly internal: Date;
  readonly timeZone: string;
  private readonly wall: WallClock;
  constructor(instant: Date, timeZone: string) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
    this.timeZone = timeZone;
    this.wall = wallClock(instant, timeZone);
  }
  withTimeZone(timeZone?: string | null): ZonedDate {
    return new ZonedDate(this.internal, timeZone ?? this.timeZone);
  }
  tzComponents(): WallClock {
    return this.wall;
  }
  override getFullYear() {
    return this.wall.year;
  }
  override getMonth() {
    return this.wall.month - 1;
  }
  override getDate() {
    return this.wall.day;
  }
  override getHours() {
    return this.wall.hour;
  }
  override getMinutes() {
    return this.wall.minute;
  }
  override getSeconds() {
    return this.wall.second;
  }
}

/** The texts of a feed, already translated. */
export interface FeedTexts {
  calendarName: string;
  calendarDescription: string;
  summary(session: FeedSession): string;
  description(session: FeedSession): string;
}

export interface FeedOptions {
  /** The host of the public address: event UIDs are `session-<id>@<host>`. */
  host: string;
  location: string | null;
  now: Date;
  texts: FeedTexts;
}

/**
 * SEQUENCE from updated_at: the seconds since the session was created, so every change raises it and phone
 * calendars replace their copy (a never-changed session is 0).
 */
export const sequenceOf = (s: Pick<FeedSession, "createdAt" | "updatedAt">) =>
  Math.max(0, Math.floor((s.updatedAt.getTime() - s.createdAt.getTime()) / 1000));

/** The calendar text: one VEVENT per session, in the club's time zone. */
export function buildFeed(sessions: readonly FeedSession[], options: FeedOptions): string {
  const calendar = ical({
    name: options.texts.calendarName,
    description: options.texts.calendarDescription,
    prodId: { company: options.host, product: "antrenamente", language: "RO" },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps poll; an hour is a hint, they choose.
    ttl: 3600,
  });
  for (const session of sessions) {
    const start = sessionStart(session.day, session.startTime, CLUB_TIME_ZONE);
    const end = new Date(start.getTime() + session.durationMinutes * 60_000);
    calendar.createEvent({
      id: `session-${session.id}@${options.host}`,
      start: new ZonedDate(start, CLUB_TIME_ZONE),
      end: new ZonedDate(end, CLUB_TIME_ZONE),
      timezone: CLUB_TIME_ZONE,
      stamp: options.now,
      lastModified: session.updatedAt,
      created: session.createdAt,
      sequence: sequenceOf(session),
      summary: options.texts.summary(session),
      description: options.texts.description(session),
      location: options.location,
      status: session.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  const text = calendar.toString();
  // Every event names the zone by TZID, so the zone's definition goes before the first one (RFC 5545 §3.6.5).
  const first = text.indexOf("BEGIN:VEVENT");
  return first < 0 ? text : `${text.slice(0, first)}${VTIMEZONE}\r\n${text.slice(first)}`;
}
