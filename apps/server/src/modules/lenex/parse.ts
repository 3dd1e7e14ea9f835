import { LENEX_MAX_UNZIPPED_BYTES } from "@bazin/shared/contracts/lenex";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { Unzip, type UnzipFileInfo, UnzipInflate, unzipSync } from "fflate";
import { AppError } from "../../lib/app-error.ts";

/*
 * A Lenex 3 file (the exchange format of swimming meet software) read into a typed meet: pure, bytes in, meet
 * out, no database. `.lef` is the XML; `.lxf` a zip holding one `.lef`. What the file is, is judged by its
 * bytes (zip magic or XML text), never by its name. Every refusal is an AppError (400) whose code and params
 * name what is wrong, so the coach can tell the meet's organiser.
 *
 * Only what an import of results needs is read: the meet, its sessions (date, course), events (swim style,
 * round) and each club's athletes with their individual results; relay results are only counted.
 */

export type LenexCourse = "SCM" | "LCM";
export const POOL_OF_COURSE: Record<LenexCourse, 25 | 50> = { SCM: 25, LCM: 50 };

export interface LenexEvent {
  eventId: string;
  number: string;
  /** TIM (timed final, the default), PRE, SEM, FIN, … */
  round: string;
  /** A real day "YYYY-MM-DD", or null when the session's date is not one (`rawDate` holds what was written). */
  date: string | null;
  rawDate: string;
  poolLength: 25 | 50;
  /** Metres per swimmer. */
  distance: number;
  /** FREE, BACK, BREAST, FLY, MEDLEY, … */
  stroke: string;
  /** 1 for individual events, the team size for relays. */
  relayCount: number;
  /** KICK, PULL, … for technique events; null for normal swimming. */
  technique: string | null;
  /** Position in the file: heats before finals on one day. */
  order: number;
}

export interface LenexResult {
  resultId: string | null;
  eventId: string;
  /** null for "NT" or no time. */
  hundredths: number | null;
  /** DSQ, DNS, DNF, SICK, WDR, EXH or null (a regular swim). */
  status: string | null;
}

export interface LenexAthlete {
  athleteId: string;
  firstName: string;
  lastName: string;
  namePrefix: string | null;
  /** null when missing or not a real day (matching then goes by name only). */
  birthDate: string | null;
  gender: "F" | "M" | null;
  results: LenexResult[];
}

export interface LenexClub {
  /** Position in the file's CLUBS: identifies the club between preview and import of the same file. */
  key: string;
  name: string;
  code: string | null;
  nation: string | null;
  athletes: LenexAthlete[];
  /** Relay results of the club (never imported: a relay time is a team's). */
  relayResults: number;
}

export interface LenexMeet {
  version: string;
  name: string;
  city: string;
  nation: string | null;
  poolLengths: (25 | 50)[];
  /** First and last real session day; empty when no session has one. */
  startDate: string;
  endDate: string;
  events: Map<string, LenexEvent>;
  clubs: LenexClub[];
}

/* ------------------------------------------------------------------ bytes → XML text */

const isZip = (b: Uint8Array) =>
  b.length >= 4 &&
  b[0] === 0x50 &&
  b[1] === 0x4b &&
  ((b[2] === 3 && b[3] === 4) || (b[2] === 5 && b[3] === 6));

/** Slices the inflater is fed with: one slice inflates to at most ~1,000 times its size (deflate's limit). */
const INFLATE_STEP = 8192;

/**
 * The one `.lef` of a `.lxf`. Its declared size is checked first (central directory), then the inflated bytes
 * are counted while inflating and inflation stops as soon as they pass the declared size: a zip bomb costs at
 * most one slice's worth of memory past the limit.
 */
export function unzipLef(zip: Uint8Array, maxBytes = LENEX_MAX_UNZIPPED_BYTES): Uint8Array {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(zip, {
      filter: (file) => {
        entries.push(file);
        return false;
      },
    });
  } catch {
    throw new AppError("LENEX_BROKEN_ZIP", 400);
  }
  const lefs = entries.filter((e) => /\.lef$/i.test(e.name) && !/(^|\/)__MACOSX\//.test(e.name));
  if (lefs.length === 0) throw new AppError("LENEX_ZIP_NO_LEF", 400);
  if (lefs.length > 1) throw new AppError("LENEX_ZIP_SEVERAL_LEF", 400, { count: lefs.length });
  const entry = lefs[0]!;
  const maxMb = Math.round(maxBytes / 1048576);
  if (entry.originalSize > maxBytes) throw new AppError("LENEX_UNZIPPED_TOO_LARGE", 400, { maxMb });
  if (entry.compression !== 0 && entry.compression !== 8) throw new AppError("LENEX_BROKEN_ZIP", 400);

  const limit = entry.originalSize;
  const chunks: Uint8Array[] = [];
  let total = 0;
  let found = false;
  let done = false;
  let failure: AppError | null = null;
  const unzip = new Unzip((file) => {
    if (found || file.name !== entry.name) return; // never started: skipped
    found = true;
    file.ondata = (error, chunk, final) => {
      if (failure || done) return;
      if (error) {
        failure = new AppError("LENEX_BROKEN_ZIP", 400);
        return;
      }
      total += chunk.length;
      if (total > limit) {
        // More than declared: a lying header. Past the limit it is too large either way.
        failure =
          total > maxBytes
            ? new AppError("LENEX_UNZIPPED_TOO_LARGE", 400, { maxMb })
            : new AppError("LENEX_BROKEN_ZIP", 400);
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < zip.length && !failure && !done; at += INFLATE_STEP) {
    try {
      unzip.push(zip.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= zip.length);
    } catch {
      failure = new AppError("LENEX_BROKEN_ZIP", 400);
    }
  }
  if (failure) throw failure;
  if (!done) throw new AppError("LENEX_BROKEN_ZIP", 400);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The text of an XML file: UTF-16 by its byte order mark, else the declared encoding, else UTF-8. */
function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? "utf-8").decode(bytes);
  } catch {
    // An encoding name the runtime does not know: read it as UTF-8, the Lenex default.
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** The Lenex XML of an upload: a `.lxf` is unzipped, anything else must be XML text. */
export function lenexXmlOf(bytes: Uint8Array): string {
  const xml = isZip(bytes) ? unzipLef(bytes) : bytes;
  const text = decodeXml(xml);
  const start = text.search(/\S/);
  if (start < 0 || text[start] !== "<" || text.includes("\u0000")) throw new AppError("LENEX_NOT_LENEX", 400);
  return text;
}

/* ------------------------------------------------------------------ XML text → meet */

type Node = { "@"?: Record<string, string>; [child: string]: unknown };

/** Elements that may repeat: always read as lists, even when a file holds one. */
const LISTS = new Set(["MEET", "SESSION", "EVENT", "CLUB", "ATHLETE", "RESULT", "RELAY"]);

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  attributesGroupName: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => LISTS.has(name),
  processEntities: { enabled: true, maxTotalExpansions: 10_000, maxExpandedLength: 100_000 },
});

const attr = (node: Node | undefined, name: string): string | null => {
  const value = node?.["@"]?.[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};
const child = (node: Node | undefined, name: string): Node | undefined => {
  const value = node?.[name];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Node) : undefined;
};
const list = (node: Node | undefined, collection: string, item: string): Node[] => {
  const value = child(node, collection)?.[item];
  return Array.isArray(value) ? (value.filter((v) => v && typeof v === "object") as Node[]) : [];
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" when it is a real day (2025-02-30 is not), else null. */
export function realDay(value: string | null): string | null {
  if (!value || !DAY.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : null;
}

const SWIM_TIME = /^(\d{1,2}):(\d{2}):(\d{2})\.(\d{2})$/;

/**
 * A Lenex swim time "HH:MM:SS.hh" in hundredths; null for "NT" and no time (a zero time is no time either);
 * undefined when it is not a time at all (minutes or seconds past 59, wrong shape).
 */
export function lenexHundredths(value: string | null): number | null | undefined {
  if (value === null || value.toUpperCase() === "NT") return null;
  const m = SWIM_TIME.exec(value);
  if (!m) return undefined;
  const [hours, minutes, seconds, hundredths] = m.slice(1).map(Number) as [number, number, number, number];
  if (minutes > 59 || seconds > 59) return undefined;
  const total = ((hours * 60 + minutes) * 60 + seconds) * 100 + hundredths;
  return total === 0 ? null : total;
}

/** "HH:MM:SS.hh" of hundredths (the export's record times). */
export function formatLenexTime(hundredths: number): string {
  const hh = Math.floor(hundredths / 360000);
  const mm = Math.floor((hundredths % 360000) / 6000);
  const ss = Math.floor((hundredths % 6000) / 100);
  const cc = hundredths % 100;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(hh)}:${two(mm)}:${two(ss)}.${two(cc)}`;
}

/** How an athlete is named in messages: "Ana Pop". */
export const athleteName = (a: Pick<LenexAthlete, "firstName" | "lastName" | "namePrefix">) =>
  [a.firstName, a.namePrefix, a.lastName].filter(Boolean).join(" ");

/** How an event is named in messages: "100 m FREE", "4×50 m MEDLEY". */
export const eventStyle = (e: Pick<LenexEvent, "distance" | "stroke" | "relayCount">) =>
  `${e.relayCount > 1 ? `${e.relayCount}×` : ""}${e.distance} m ${e.stroke}`;

function courseOf(value: string | null, session: string): LenexCourse {
  if (!value) throw new AppError("LENEX_COURSE_MISSING", 400, { session });
  const course = value.toUpperCase();
  if (course !== "SCM" && course !== "LCM")
    throw new AppError("LENEX_UNSUPPORTED_COURSE", 400, { course: value });
  return course;
}

function readEvents(meet: Node): Map<string, LenexEvent> {
  const events = new Map<string, LenexEvent>();
  const meetCourse = attr(meet, "course");
  for (const session of list(meet, "SESSIONS", "SESSION")) {
    const sessionEvents = list(session, "EVENTS", "EVENT");
    if (sessionEvents.length === 0) continue;
    const number = attr(session, "number") ?? "?";
    const poolLength = POOL_OF_COURSE[courseOf(attr(session, "course") ?? meetCourse, number)];
    const rawDate = attr(session, "date") ?? "";
    for (const event of sessionEvents) {
      const style = child(event, "SWIMSTYLE");
      const order = events.size;
      const eventId = attr(event, "eventid") ?? `#${order}`;
      events.set(eventId, {
        eventId,
        number: attr(event, "number") ?? eventId,
        round: (attr(event, "round") ?? "TIM").toUpperCase(),
        date: realDay(rawDate),
        rawDate,
        poolLength,
        distance: Number(attr(style, "distance") ?? 0) || 0,
        stroke: (attr(style, "stroke") ?? "UNKNOWN").toUpperCase(),
        relayCount: Number(attr(style, "relaycount") ?? 1) || 1,
        technique: attr(style, "technique"),
        order,
      });
    }
  }
  return events;
}

function readAthlete(node: Node, events: Map<string, LenexEvent>): LenexAthlete {
  const firstName = attr(node, "firstname") ?? "";
  const lastName = attr(node, "lastname") ?? "";
  const namePrefix = attr(node, "nameprefix");
  const rawBirth = attr(node, "birthdate");
  const gender = attr(node, "gender")?.toUpperCase();
  const athlete: LenexAthlete = {
    // The id is required by Lenex; without one, the name and birth date keep re-imports stable.
    athleteId: attr(node, "athleteid") ?? `${lastName}|${firstName}|${rawBirth ?? ""}`,
    firstName,
    lastName,
    namePrefix,
    birthDate: realDay(rawBirth),
    gender: gender === "F" || gender === "M" ? gender : null,
    results: [],
  };
  for (const result of list(node, "RESULTS", "RESULT")) {
    const eventId = attr(result, "eventid") ?? "";
    const event = events.get(eventId);
    if (!event)
      throw new AppError("LENEX_UNKNOWN_EVENT", 400, {
        athlete: athleteName(athlete),
        event: eventId || "—",
      });
    const where = { athlete: athleteName(athlete), event: event.number, style: eventStyle(event) };
    const rawTime = attr(result, "swimtime");
    const hundredths = lenexHundredths(rawTime);
    if (hundredths === undefined) throw new AppError("LENEX_INVALID_TIME", 400, { ...where, value: rawTime });
    if (!event.date) throw new AppError("LENEX_INVALID_DATE", 400, { ...where, value: event.rawDate || "—" });
    athlete.results.push({
      resultId: attr(result, "resultid"),
      eventId,
      hundredths,
      status: attr(result, "status")?.toUpperCase() ?? null,
    });
  }
  return athlete;
}

/** A club listing one athlete id twice (a broken file) keeps both athletes apart: "17", "17~2". */
function withUniqueIds(athletes: LenexAthlete[]): LenexAthlete[] {
  const seen = new Map<string, number>();
  for (const athlete of athletes) {
    const n = (seen.get(athlete.athleteId) ?? 0) + 1;
    seen.set(athlete.athleteId, n);
    if (n > 1) athlete.athleteId = `${athlete.athleteId}~${n}`;
  }
  return athletes;
}

/** The meet of a Lenex XML text. */
export function parseLenexXml(text: string): LenexMeet {
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new AppError("LENEX_BROKEN_XML", 400, { line: valid.err.line, column: valid.err.col });
  let document: Node;
  try {
    document = xmlParser.parse(text) as Node;
  } catch {
    throw new AppError("LENEX_BROKEN_XML", 400, { line: "?", column: "?" });
  }
  const root = child(document, "LENEX");
  if (!root) throw new AppError("LENEX_NOT_LENEX", 400);
  const version = attr(root, "version") ?? "";
  if (!/^3(\.\d+)*$/.test(version))
    throw new AppError("LENEX_UNSUPPORTED_VERSION", 400, { version: version || "—" });
  const meets = list(root, "MEETS", "MEET");
  if (meets.length === 0) throw new AppError("LENEX_NO_MEET", 400);
  if (meets.length > 1) throw new AppError("LENEX_SEVERAL_MEETS", 400, { count: meets.length });
  const meet = meets[0]!;
  const events = readEvents(meet);
  const clubs = list(meet, "CLUBS", "CLUB").map(
    (club, index): LenexClub => ({
      key: String(index),
      name: attr(club, "name") ?? attr(club, "shortname") ?? "—",
      code: attr(club, "code"),
      nation: attr(club, "nation"),
      athletes: withUniqueIds(list(club, "ATHLETES", "ATHLETE").map((a) => readAthlete(a, events))),
      relayResults: list(club, "RELAYS", "RELAY").reduce(
        (n, r) => n + list(r, "RESULTS", "RESULT").length,
        0,
      ),
    }),
  );
  const days = [...new Set([...events.values()].map((e) => e.date).filter((d): d is string => !!d))].sort();
  return {
    version,
    name: attr(meet, "name") ?? "",
    city: attr(meet, "city") ?? "",
    nation: attr(meet, "nation"),
    poolLengths: [...new Set([...events.values()].map((e) => e.poolLength))].sort(),
    startDate: days[0] ?? "",
    endDate: days.at(-1) ?? "",
    events,
    clubs,
  };
}

/** The meet of an uploaded `.lef` or `.lxf`. */
export function parseLenex(bytes: Uint8Array): LenexMeet {
  return parseLenexXml(lenexXmlOf(bytes));
}
