import { localDate } from "@bazin/shared/domain/club";
import { ageRangeOfGroup, OPEN_AGE_GROUP, YOUNGEST_AGE_GROUP } from "@bazin/shared/domain/training/age-group";
import { type EventStroke, eventParts, GENDERS, type SwimEvent } from "@bazin/shared/domain/training/events";
import type { TFunction } from "i18next";
import type { AppContext } from "../../app-context.ts";
import { recordsOfAllEvents } from "../times/records.repository.ts";
import { findTimesByIds } from "../times/repository.ts";
import { formatLenexTime } from "./parse.ts";
import { birthDatesOf, findClubFacts } from "./repository.ts";

/*
 * The club records as a Lenex 3.0 record list (GET /api/club-records/export.lef): one RECORDLIST per gender
 * for a pool and age group, each record with its swim style, holder and meet, so meet software can show the
 * club's records beside its results.
 */

const STROKES: Record<EventStroke, string> = {
  freestyle: "FREE",
  backstroke: "BACK",
  breaststroke: "BREAST",
  butterfly: "FLY",
  im: "MEDLEY",
};

/** Lenex wants FINA nation codes; the club profile keeps ISO country codes. */
const NATIONS: Record<string, string> = { RO: "ROU", MD: "MDA" };

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[c]};`);

/** An element with its attributes (empty ones left out) and children, indented. */
function element(
  name: string,
  attributes: Record<string, string | number | null | undefined>,
  children: string[] = [],
  depth = 0,
): string {
  const pad = "  ".repeat(depth);
  const attrs = Object.entries(attributes)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");
  if (children.length === 0) return `${pad}<${name}${attrs} />`;
  return `${pad}<${name}${attrs}>\n${children.join("\n")}\n${pad}</${name}>`;
}

/** "Ana Maria Pop" → first names "Ana Maria", last name "Pop" (the app keeps one full name). */
function splitName(fullName: string): { firstname: string; lastname: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return { firstname: words[0] ?? "", lastname: words[0] ?? "" };
  return { firstname: words.slice(0, -1).join(" "), lastname: words.at(-1)! };
}

/** The Lenex AGEGROUP bounds of a record age group (-1: no bound); every age without one. */
function ageBounds(ageGroup: number | undefined): { agemin: number; agemax: number } {
  if (ageGroup === undefined) return { agemin: -1, agemax: -1 };
  const [min, max] = ageRangeOfGroup(ageGroup);
  return { agemin: ageGroup <= YOUNGEST_AGE_GROUP ? -1 : min, agemax: max ?? -1 };
}

function ageLabel(t: TFunction, ageGroup: number | undefined): string {
  if (ageGroup === undefined) return t("admin:lenex.export.allAges");
  if (ageGroup >= OPEN_AGE_GROUP) return t("common:training.ageGroupOpen");
  if (ageGroup <= YOUNGEST_AGE_GROUP) return t("common:training.ageGroupYoungest");
  return t("common:training.ageGroup", { age: ageGroup });
}

/** The record lists of a query as a Lenex 3.0 document, and the file name to download it under. */
export async function clubRecordsLenex(
  ctx: AppContext,
  query: { poolLength: 25 | 50; gender?: "F" | "M"; ageGroup?: number },
  t: TFunction,
): Promise<{ xml: string; filename: string }> {
  const today = localDate(ctx.clock.now());
  const facts = await findClubFacts(ctx.db);
  const clubName = facts?.shortName || facts?.name || t("common:appName");
  const nation = facts ? (NATIONS[facts.countryCode] ?? null) : null;
  const genders = query.gender ? [query.gender] : [...GENDERS];
  const lists: string[] = [];
  for (const gender of genders) {
    const rows = await recordsOfAllEvents(ctx.db, query.poolLength, gender, query.ageGroup);
    const [births, times] = await Promise.all([
      birthDatesOf(ctx.db, [...new Set(rows.map((r) => r.student_id))]),
      findTimesByIds(
        ctx.db,
        rows.map((r) => r.time_id),
      ),
    ]);
    const sources = new Map(times.map((time) => [time.id, time.source]));
    const records = rows.map((row) => {
      const { stroke, metres } = eventParts(row.event as SwimEvent);
      // An imported time's competition is "<meet>, <city>"; other times were swum at home.
      const imported = sources.get(row.time_id) === "import" && row.competition?.includes(", ");
      const city = imported
        ? row.competition!.slice(row.competition!.lastIndexOf(", ") + 2)
        : facts?.locality;
      const meetName = imported
        ? row.competition!.slice(0, row.competition!.lastIndexOf(", "))
        : row.competition;
      return element(
        "RECORD",
        { swimtime: formatLenexTime(Number(row.hundredths)) },
        [
          element("SWIMSTYLE", { distance: metres, relaycount: 1, stroke: STROKES[stroke] }, [], 5),
          element(
            "ATHLETE",
            { ...splitName(row.full_name), birthdate: births.get(row.student_id), gender },
            [],
            5,
          ),
          element("MEETINFO", { name: meetName, city, nation, date: row.swum_on }, [], 5),
        ],
        4,
      );
    });
    const name = t("admin:lenex.export.listName", { club: clubName, age: ageLabel(t, query.ageGroup) });
    lists.push(
      element(
        "RECORDLIST",
        { course: query.poolLength === 50 ? "LCM" : "SCM", gender, name, nation, updated: today },
        [element("AGEGROUP", ageBounds(query.ageGroup), [], 3), element("RECORDS", {}, records, 3)],
        2,
      ),
    );
  }
  const software = element(
    "CONSTRUCTOR",
    { name: t("common:appName"), registration: facts?.name ?? clubName, version: "1.0" },
    [element("CONTACT", { email: facts?.email || "noreply@example.invalid" }, [], 2)],
    1,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${element(
    "LENEX",
    { version: "3.0" },
    [software, element("RECORDLISTS", {}, lists, 1)],
    0,
  )}\n`;
  const filename = `club-records-${query.poolLength}m-${query.gender ?? "FM"}-${query.ageGroup ?? "all"}-${today}.lef`;
  return { xml, filename };
}
