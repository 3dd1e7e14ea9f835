import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { formatLenexTime, lenexHundredths, parseLenex, unzipLef } from "./parse.ts";
import { lenexXml, lxf, type MeetSpec } from "./testing.ts";

/*
 * The Lenex parser on small files in the real format, written here: a .lef, the same zipped as .lxf, relays,
 * disqualifications, NT, and every refusal with what it names (course, line and column, athlete and event).
 */

const meetSpec = (over: Partial<MeetSpec> = {}): MeetSpec => ({
  name: "Cupa Toamnei",
  city: "Pitești",
  course: "SCM",
  sessions: [
    {
      date: "2026-10-10",
      events: [
        { eventId: "1", number: "1", distance: 100, stroke: "FREE", round: "PRE" },
        { eventId: "2", number: "1", distance: 100, stroke: "FREE", round: "FIN" },
        { eventId: "3", number: "2", distance: 50, stroke: "BACK" },
      ],
    },
    {
      date: "2026-10-11",
      events: [
        { eventId: "4", number: "3", distance: 400, stroke: "MEDLEY" },
        { eventId: "5", number: "4", distance: 50, stroke: "FREE", relayCount: 4 },
      ],
    },
  ],
  clubs: [
    {
      name: "CS Delfinul",
      code: "DEL",
      athletes: [
        {
          athleteId: "11",
          firstname: "Ana-Maria",
          lastname: "Ștefănescu",
          birthdate: "2012-03-10",
          gender: "F",
          results: [
            { eventId: "1", swimtime: "00:01:05.32" },
            { eventId: "2", swimtime: "00:01:04.90" },
            { eventId: "3", swimtime: "00:00:35.10", status: "DSQ" },
            { eventId: "4", swimtime: "00:05:40.00" },
          ],
        },
        {
          athleteId: "12",
          firstname: "Dan",
          lastname: "Ene",
          birthdate: "2011-06-01",
          gender: "M",
          results: [{ eventId: "3", swimtime: "NT", status: "DNS" }],
        },
      ],
      relays: [{ eventId: "5", swimtime: "00:02:10.00" }],
    },
    { name: "CSM Pitești", athletes: [] },
  ],
  ...over,
});

/** The AppError a call throws (fails when it does not throw one). */
function refusal(call: () => unknown): AppError {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("Lenex swim times", () => {
  it.each([
    ["00:01:05.32", 6532],
    ["00:00:28.45", 2845],
    ["00:16:05.12", 96512],
    ["01:00:00.00", 360000],
    ["NT", null],
    ["00:00:00.00", null],
    ["00:61:00.00", undefined],
    ["00:01:75.00", undefined],
    ["1:05.32", undefined],
    ["abc", undefined],
  ])("%s → %s hundredths", (text, expected) => {
    expect(lenexHundredths(text)).toBe(expected);
  });

  it("writes hundredths back as HH:MM:SS.hh", () => {
    expect(formatLenexTime(6532)).toBe("00:01:05.32");
    expect(formatLenexTime(96512)).toBe("00:16:05.12");
    expect(lenexHundredths(formatLenexTime(123456))).toBe(123456);
  });
});

describe("parsing a Lenex results file", () => {
  it("reads the meet, its sessions and events, each club's athletes and results", () => {
    const meet = parseLenex(bytes(lenexXml(meetSpec())));
    expect(meet).toMatchObject({
      version: "3.0",
      name: "Cupa Toamnei",
      city: "Pitești",
      nation: "ROU",
      poolLengths: [25],
      startDate: "2026-10-10",
      endDate: "2026-10-11",
    });
    expect(meet.events.get("2")).toMatchObject({
      number: "1",
      round: "FIN",
      date: "2026-10-10",
      poolLength: 25,
      distance: 100,
      stroke: "FREE",
      relayCount: 1,
    });
    expect(meet.events.get("3")!.round).toBe("TIM");
    expect(meet.clubs.map((c) => [c.key, c.name, c.code])).toEqual([
      ["0", "CS Delfinul", "DEL"],
      ["1", "CSM Pitești", null],
    ]);
    const [ana, dan] = meet.clubs[0]!.athletes;
    expect(ana).toMatchObject({
      athleteId: "11",
      firstName: "Ana-Maria",
      lastName: "Ștefănescu",
      birthDate: "2012-03-10",
      gender: "F",
    });
    expect(ana!.results.map((r) => [r.eventId, r.hundredths, r.status])).toEqual([
      ["1", 6532, null],
      ["2", 6490, null],
      ["3", 3510, "DSQ"],
      ["4", 34000, null],
    ]);
    expect(dan!.results).toEqual([
      { resultId: expect.any(String), eventId: "3", hundredths: null, status: "DNS" },
    ]);
  });

  it("counts relay results per club and keeps relay events apart", () => {
    const meet = parseLenex(bytes(lenexXml(meetSpec())));
    expect(meet.clubs[0]!.relayResults).toBe(1);
    expect(meet.events.get("5")!.relayCount).toBe(4);
  });

  it("reads the same meet from a .lxf (a zip holding the .lef), whatever the upload is called", () => {
    const xml = lenexXml(meetSpec());
    expect(parseLenex(lxf(xml, "results/Cupa Toamnei.lef"))).toEqual(parseLenex(bytes(xml)));
  });

  it("takes the pool from the session when it overrides the meet's course", () => {
    const spec = meetSpec();
    spec.sessions[1]!.course = "LCM";
    const meet = parseLenex(bytes(lenexXml(spec)));
    expect(meet.poolLengths).toEqual([25, 50]);
    expect(meet.events.get("1")!.poolLength).toBe(25);
    expect(meet.events.get("4")!.poolLength).toBe(50);
  });

  it("reads a file in the encoding its declaration names", () => {
    const xml = lenexXml(meetSpec({ city: "Liège" })).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const latin1 = Uint8Array.from([...xml].map((c) => c.charCodeAt(0) & 0xff));
    expect(parseLenex(latin1).city).toBe("Liège");
  });

  it("keeps two athletes listed with the same id apart", () => {
    const spec = meetSpec();
    const club = spec.clubs[0]!;
    club.athletes.push({ ...club.athletes[1]!, firstname: "Dana" });
    const ids = parseLenex(bytes(lenexXml(spec))).clubs[0]!.athletes.map((a) => a.athleteId);
    expect(ids).toEqual(["11", "12", "12~2"]);
  });
});

describe("refusing what is not an importable Lenex file", () => {
  it("refuses a file that is neither XML nor a zip (judged by content)", () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(refusal(() => parseLenex(png)).code).toBe("LENEX_NOT_LENEX");
    expect(refusal(() => parseLenex(bytes("name;time\nAna;1:05.32\n"))).code).toBe("LENEX_NOT_LENEX");
  });

  it("refuses XML whose root is not LENEX", () => {
    expect(refusal(() => parseLenex(bytes('<?xml version="1.0"?><html><body /></html>'))).code).toBe(
      "LENEX_NOT_LENEX",
    );
  });

  it("refuses broken XML, naming the line and column", () => {
    const xml = lenexXml(meetSpec()).replace("</CLUBS>", "</CLUB>");
    const error = refusal(() => parseLenex(bytes(xml)));
    expect(error.code).toBe("LENEX_BROKEN_XML");
    expect(error.params).toEqual({ line: expect.any(Number), column: expect.any(Number) });
    expect(error.params.line).toBeGreaterThan(5);
  });

  it("refuses another Lenex version", () => {
    const error = refusal(() => parseLenex(bytes(lenexXml(meetSpec({ version: "2.0" })))));
    expect([error.code, error.params]).toEqual(["LENEX_UNSUPPORTED_VERSION", { version: "2.0" }]);
  });

  it("refuses a file without a meet, and one with several", () => {
    const none = '<?xml version="1.0"?><LENEX version="3.0"><RECORDLISTS /></LENEX>';
    expect(refusal(() => parseLenex(bytes(none))).code).toBe("LENEX_NO_MEET");
    const xml = lenexXml(meetSpec());
    const meet = xml.slice(xml.indexOf("<MEET "), xml.indexOf("</MEETS>"));
    const two = xml.replace("</MEETS>", `${meet}</MEETS>`);
    const error = refusal(() => parseLenex(bytes(two)));
    expect([error.code, error.params]).toEqual(["LENEX_SEVERAL_MEETS", { count: 2 }]);
  });

  it("refuses a yards course (only 25 m and 50 m pools), and a session without any course", () => {
    const yards = refusal(() => parseLenex(bytes(lenexXml(meetSpec({ course: "SCY" })))));
    expect([yards.code, yards.params]).toEqual(["LENEX_UNSUPPORTED_COURSE", { course: "SCY" }]);
    const spec = meetSpec({ course: undefined });
    spec.sessions[0]!.course = "SCM";
    const missing = refusal(() => parseLenex(bytes(lenexXml(spec))));
    expect([missing.code, missing.params]).toEqual(["LENEX_COURSE_MISSING", { session: "2" }]);
  });

  it("refuses an impossible time, naming the athlete and the event", () => {
    const spec = meetSpec();
    spec.clubs[0]!.athletes[0]!.results[2]!.swimtime = "00:00:75.10";
    const error = refusal(() => parseLenex(bytes(lenexXml(spec))));
    expect([error.code, error.params]).toEqual([
      "LENEX_INVALID_TIME",
      { athlete: "Ana-Maria Ștefănescu", event: "2", style: "50 m BACK", value: "00:00:75.10" },
    ]);
  });

  it("refuses an impossible date of a result, naming the athlete and the event", () => {
    const spec = meetSpec();
    spec.sessions[1]!.date = "2026-02-30";
    const error = refusal(() => parseLenex(bytes(lenexXml(spec))));
    expect([error.code, error.params]).toEqual([
      "LENEX_INVALID_DATE",
      { athlete: "Ana-Maria Ștefănescu", event: "3", style: "400 m MEDLEY", value: "2026-02-30" },
    ]);
  });

  it("refuses a result of an event the file does not have", () => {
    const spec = meetSpec();
    spec.clubs[0]!.athletes[1]!.results[0]!.eventId = "77";
    const error = refusal(() => parseLenex(bytes(lenexXml(spec))));
    expect([error.code, error.params]).toEqual(["LENEX_UNKNOWN_EVENT", { athlete: "Dan Ene", event: "77" }]);
  });
});

describe("refusing a .lxf that does not hold exactly one reasonable .lef", () => {
  const xml = lenexXml(meetSpec());

  it("refuses a zip without a .lef, and one with two", () => {
    const none = zipSync({ "readme.txt": strToU8("results") });
    expect(refusal(() => parseLenex(none)).code).toBe("LENEX_ZIP_NO_LEF");
    const two = lxf(xml, "day1.lef", { "day2.lef": strToU8(xml) });
    const error = refusal(() => parseLenex(two));
    expect([error.code, error.params]).toEqual(["LENEX_ZIP_SEVERAL_LEF", { count: 2 }]);
  });

  it("refuses a damaged zip", () => {
    const zip = lxf(xml);
    expect(refusal(() => parseLenex(zip.subarray(0, zip.length - 30))).code).toBe("LENEX_BROKEN_ZIP");
  });

  it("refuses a zip bomb by its declared size, before inflating anything", () => {
    // 61 MB of spaces would compress to 60 KB; the declared size is what is checked first, so patch it in.
    const bomb = lxf(xml).slice();
    new DataView(bomb.buffer).setUint32(
      findSignature(bomb, [0x50, 0x4b, 0x01, 0x02]) + 24,
      61 * 1048576,
      true,
    );
    const error = refusal(() => parseLenex(bomb));
    expect([error.code, error.params]).toEqual(["LENEX_UNZIPPED_TOO_LARGE", { maxMb: 60 }]);
  });

  it("stops inflating a zip that declares less than it holds", () => {
    const big = zipSync({ "meet.lef": new Uint8Array(4 * 1048576).fill(0x20) }, { level: 9 });
    const central = findSignature(big, [0x50, 0x4b, 0x01, 0x02]);
    const local = findSignature(big, [0x50, 0x4b, 0x03, 0x04]);
    const lying = big.slice();
    const view = new DataView(lying.buffer);
    view.setUint32(central + 24, 1000, true); // uncompressed size in the central directory
    view.setUint32(local + 22, 1000, true); // … and in the local header
    expect(refusal(() => unzipLef(lying)).code).toBe("LENEX_BROKEN_ZIP");
    // With a limit below what it holds, it is too large, and was never inflated past one slice.
    view.setUint32(central + 24, 512 * 1024, true);
    const error = refusal(() => unzipLef(lying, 1048576));
    expect(error.code).toBe("LENEX_UNZIPPED_TOO_LARGE");
  });

  it("unzips a .lef stored without compression too", () => {
    const stored = zipSync({ "meet.lef": strToU8(xml) }, { level: 0 });
    expect(new TextDecoder().decode(unzipLef(stored))).toBe(xml);
  });
});

function findSignature(data: Uint8Array, signature: number[]): number {
  for (let i = data.length - 4; i >= 0; i--) if (signature.every((b, k) => data[i + k] === b)) return i;
  throw new Error("signature not found");
}
