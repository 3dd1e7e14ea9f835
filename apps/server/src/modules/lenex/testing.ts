import { strToU8, zipSync } from "fflate";

/*
 * Lenex files made in tests and benchmarks, in the real format (the shape Splash Meet Manager and the Lenex
 * 3.0 documentation give a results file): LENEX → MEETS/MEET → SESSIONS/SESSION/EVENTS/EVENT/SWIMSTYLE, and
 * CLUBS/CLUB/ATHLETES/ATHLETE/RESULTS/RESULT, relays under CLUB/RELAYS/RELAY/RESULTS.
 */

export interface EventSpec {
  eventId: string;
  number?: string;
  distance: number;
  stroke: string;
  relayCount?: number;
  round?: string;
  technique?: string;
  gender?: string;
}

export interface SessionSpec {
  number?: string;
  date: string;
  course?: string;
  events: EventSpec[];
}

export interface ResultSpec {
  resultId?: string;
  eventId: string;
  swimtime: string;
  status?: string;
}

export interface AthleteSpec {
  athleteId: string;
  firstname: string;
  lastname: string;
  birthdate?: string;
  gender?: string;
  results: ResultSpec[];
}

export interface ClubSpec {
  name: string;
  code?: string;
  nation?: string;
  athletes: AthleteSpec[];
  /** Relay results (one team each). */
  relays?: ResultSpec[];
}

export interface MeetSpec {
  version?: string;
  name?: string;
  city?: string;
  nation?: string;
  course?: string;
  sessions: SessionSpec[];
  clubs: ClubSpec[];
}

const escapeAttr = (v: string) =>
  v.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

function tag(name: string, attrs: Record<string, string | number | undefined>, body?: string): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join("");
  return body === undefined ? `<${name}${a} />` : `<${name}${a}>${body}</${name}>`;
}

const resultXml = (r: ResultSpec, i: number) =>
  tag("RESULT", {
    resultid: r.resultId ?? String(i + 1),
    eventid: r.eventId,
    swimtime: r.swimtime,
    status: r.status,
  });

/** The XML text of a Lenex results file. */
export function lenexXml(spec: MeetSpec): string {
  let resultIds = 0;
  const sessions = spec.sessions
    .map((s, i) =>
      tag(
        "SESSION",
        { number: s.number ?? String(i + 1), date: s.date, course: s.course },
        tag(
          "EVENTS",
          {},
          s.events
            .map((e) =>
              tag(
                "EVENT",
                { eventid: e.eventId, number: e.number ?? e.eventId, round: e.round, gender: e.gender },
                tag("SWIMSTYLE", {
                  distance: e.distance,
                  relaycount: e.relayCount ?? 1,
                  stroke: e.stroke,
                  technique: e.technique,
                }),
              ),
            )
            .join(""),
        ),
      ),
    )
    .join("\n");
  const clubs = spec.clubs
    .map((c) => {
      const athletes = c.athletes
        .map((a) =>
          tag(
            "ATHLETE",
            {
              athleteid: a.athleteId,
              firstname: a.firstname,
              lastname: a.lastname,
              birthdate: a.birthdate,
              gender: a.gender,
            },
            tag("RESULTS", {}, a.results.map((r) => resultXml(r, resultIds++)).join("")),
          ),
        )
        .join("\n");
      const relays = (c.relays ?? [])
        .map((r, i) =>
          tag(
            "RELAY",
            { number: i + 1, gender: "X", agemin: -1, agemax: -1, agetotalmin: -1, agetotalmax: -1 },
            tag("RESULTS", {}, resultXml(r, resultIds++)),
          ),
        )
        .join("");
      return tag(
        "CLUB",
        { name: c.name, code: c.code, nation: c.nation ?? "ROU" },
        tag("ATHLETES", {}, athletes) + (relays ? tag("RELAYS", {}, relays) : ""),
      );
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<LENEX version="${spec.version ?? "3.0"}">
<CONSTRUCTOR name="Test Meet Manager" registration="Test" version="1.0"><CONTACT email="meet@example.test" /></CONSTRUCTOR>
<MEETS>
${tag(
  "MEET",
  {
    name: spec.name ?? "Cupa Toamnei",
    city: spec.city ?? "Pitești",
    nation: spec.nation ?? "ROU",
    course: spec.course,
  },
  `<SESSIONS>\n${sessions}\n</SESSIONS>\n<CLUBS>\n${clubs}\n</CLUBS>`,
)}
</MEETS>
</LENEX>
`;
}

/** A `.lxf`: the text zipped as one `.lef` (more entries can be given). */
export function lxf(xml: string, name = "meet.lef", more: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({ [name]: strToU8(xml), ...more });
}

/**
 * A meet of `athletes` swimmers of one club ("CS Delfinul"), each swimming `eventsPerAthlete` individual club
 * events over two days (25 m pool), with some relays, a DSQ and a DNS sprinkled in; times are deterministic.
 * For benchmarks and scale tests.
 */
export function generatedMeet(athletes: number, eventsPerAthlete = 10, seed = 7): MeetSpec {
  const styles: [number, string][] = [
    [50, "FREE"],
    [100, "FREE"],
    [200, "FREE"],
    [400, "FREE"],
    [50, "BACK"],
    [100, "BACK"],
    [50, "BREAST"],
    [100, "BREAST"],
    [50, "FLY"],
    [100, "FLY"],
    [100, "MEDLEY"],
    [200, "MEDLEY"],
  ];
  const events = styles.map(([distance, stroke], i) => ({
    eventId: String(i + 1),
    number: String(i + 1),
    distance,
    stroke,
  }));
  const relay = { eventId: "99", number: "99", distance: 50, stroke: "FREE", relayCount: 4 };
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const time = (distance: number) => {
    const hundredths = Math.round(distance * (60 + random() * 60));
    const m = Math.floor(hundredths / 6000);
    const s = Math.floor((hundredths % 6000) / 100);
    return `00:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(hundredths % 100).padStart(2, "0")}`;
  };
  const first = ["Ana", "Ioana", "Maria", "Elena", "Andrei", "Mihai", "Ștefan", "Tudor", "Bianca", "Radu"];
  const last = ["Popescu", "Ionescu", "Țurcanu", "Mureșan", "Dobrescu", "Păunescu", "Ene", "Lungu"];
  const swimmers: AthleteSpec[] = Array.from({ length: athletes }, (_, i) => ({
    athleteId: String(1000 + i),
    firstname: first[i % first.length]!,
    lastname: `${last[Math.floor(i / first.length) % last.length]} ${i}`,
    birthdate: `${2008 + (i % 10)}-0${1 + (i % 9)}-1${i % 10}`,
    gender: i % 2 ? "M" : "F",
    results: Array.from({ length: eventsPerAthlete }, (_, k) => {
      const event = events[(i + k) % events.length]!;
      const status = (i * 31 + k) % 97 === 0 ? "DSQ" : (i * 17 + k) % 89 === 0 ? "DNS" : undefined;
      return { eventId: event.eventId, swimtime: status === "DNS" ? "NT" : time(event.distance), status };
    }),
  }));
  return {
    name: "Cupa Municipiului",
    city: "Pitești",
    course: "SCM",
    sessions: [
      { date: "2026-10-10", events: events.slice(0, 6) },
      { date: "2026-10-11", events: [...events.slice(6), relay] },
    ],
    clubs: [
      {
        name: "CS Delfinul",
        code: "DEL",
        athletes: swimmers,
        relays: Array.from({ length: Math.ceil(athletes / 20) }, () => ({
          eventId: "99",
          swimtime: time(200),
        })),
      },
    ],
  };
}
