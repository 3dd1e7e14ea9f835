import type { Readable } from "node:stream";
import type { TClubRecordsResponse, TStudentTimes } from "@bazin/shared/contracts/times";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import type { TFunction } from "i18next";
import { csvStream } from "../../lib/csv.ts";

/*
 * CSV downloads of a swimmer's times and of the club records table: small (hundreds of rows at most), so one
 * batch, through the students export's writer (UTF-8 with BOM, formulas neutralised). Words in the request's
 * language; times as people write them (1:02.34), dates as ISO days.
 */

const one = async function* <T>(rows: T) {
  yield rows;
};

const yesNo = (t: TFunction, value: boolean) => t(value ? "admin:timesCsv.yes" : "admin:timesCsv.no");

/** Every time of a swimmer, newest first. */
export function studentTimesCsv(data: TStudentTimes, t: TFunction): Readable {
  const header = ["date", "event", "pool", "time", "personalBest", "competition", "source", "notes"].map(
    (c) => t(`admin:timesCsv.columns.${c}`),
  );
  const rows = data.history.map((time) => [
    time.swumOn,
    t(`common:training.events.${time.event}`),
    time.poolLength,
    formatSwimTime(time.hundredths),
    yesNo(t, time.personalRecord),
    time.competition,
    t(`common:training.source.${time.source}`),
    time.notes,
  ]);
  return csvStream(header, one(rows));
}

/** The records of a query, one row per record. */
export function clubRecordsCsv(data: TClubRecordsResponse, t: TFunction): Readable {
  const header = [
    "event",
    "pool",
    "gender",
    "ageGroup",
    "time",
    "holder",
    "holderAge",
    "date",
    "competition",
  ].map((c) => t(`admin:timesCsv.columns.${c}`));
  const rows = data.records.map((record) => [
    t(`common:training.events.${record.event}`),
    record.poolLength,
    t(`common:training.gender.${record.gender}`),
    record.ageGroup === null
      ? t("admin:timesCsv.allAges")
      : record.ageGroup >= 18
        ? t("common:training.ageGroupOpen")
        : t("common:training.ageGroup", { age: record.ageGroup }),
    formatSwimTime(record.hundredths),
    record.holder.fullName,
    record.holder.ageInYear,
    record.swumOn,
    record.competition,
  ]);
  return csvStream(header, one(rows));
}

/** A file name without spaces or diacritics: "timpi-mihai-dumitrescu-2026-11-25.csv". */
export function csvFileName(...parts: string[]): string {
  const slug = parts
    .join("-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug}.csv`;
}
