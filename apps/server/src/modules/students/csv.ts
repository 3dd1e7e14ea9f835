import type { Readable } from "node:stream";
import type { TStudentFilter } from "@bazin/shared/contracts/students";
import { ageOn, daysRemaining } from "@bazin/shared/domain/club";
import type { TFunction } from "i18next";
import type { Db } from "../../db/client.ts";
import { csvStream } from "../../lib/csv.ts";
import { listSlotsOf, type StudentRow, type StudentSlotInfo, studentBatches } from "./repository.ts";

const COLUMNS = [
  "fullName",
  "birthDate",
  "age",
  "phone",
  "email",
  "status",
  "registeredAt",
  "validUntil",
  "daysRemaining",
  "schedule",
  "contactPerson",
  "contactQuality",
  "locality",
  "street",
  "streetNumber",
  "blockApartment",
  "county",
  "legalRepresentative",
] as const;

/**
 * The students matching a filter as CSV, produced batch by batch as the client reads (backpressure), so a
 * 50,000-row export never sits in memory. Headers and values are in the request's language.
 */
export function studentsCsv(db: Db, filter: TStudentFilter, today: string, t: TFunction): Readable {
  // Labels and the date format made once, not per row: 50,000 rows each building an Intl formatter (what
  // localDate does) or looking up a translation cost seconds.
  const weekdays = new Map([1, 2, 3, 4, 5, 6, 7].map((n) => [n, t(`common:weekdaysShort.${n}`) as string]));
  const weekday = (n: number) => weekdays.get(n) ?? String(n);
  const statusLabel = {
    active: t("admin:students.status.active") as string,
    expired: t("admin:students.status.expired") as string,
  };
  const localDay = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Bucharest",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const batches = async function* () {
    for await (const [batch, slots] of withSlots(db, studentBatches(db, filter, today))) {
      const byStudent = new Map<string, StudentSlotInfo[]>();
      for (const slot of slots) {
        const list = byStudent.get(slot.studentId);
        if (list) list.push(slot);
        else byStudent.set(slot.studentId, [slot]);
      }
      yield batch.map((row) => toRecord(row, byStudent.get(row.id) ?? []));
    }
  };
  const toRecord = (row: StudentRow, slots: { weekday: number; startTime: string; instructor: string }[]) => [
    row.fullName,
    row.birthDate,
    ageOn(row.birthDate, today),
    row.phone,
    row.email,
    row.status === "expired" ? statusLabel.expired : statusLabel.active,
    localDay.format(row.registeredAt),
    row.validUntil,
    daysRemaining(row.status, row.validUntil, today),
    slots.map((s) => `${weekday(s.weekday)} ${s.startTime} (${s.instructor})`).join("; "),
    row.contactPerson ?? "",
    row.contactQuality ?? "",
    row.locality,
    row.street,
    row.streetNumber,
    row.blockApartment ?? "",
    row.county,
    row.legalRepresentative ?? "",
  ];
  return csvStream(
    COLUMNS.map((c) => t(`admin:students.csv.${c}`)),
    batches(),
  );
}

/**
 * Each batch with its students' chosen slots. The next batch is read while this one's slots are, so on
 * PostgreSQL the two queries overlap on two pooled connections instead of taking turns.
 */
async function* withSlots(
  db: Db,
  batches: AsyncGenerator<StudentRow[]>,
): AsyncGenerator<[StudentRow[], StudentSlotInfo[]]> {
  let next = batches.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = batches.next();
      // Handled here so a failure of the read ahead is not unhandled while this batch's slots are read;
      // awaiting `next` on the next turn still throws it.
      next.catch(() => {});
      const slots = await listSlotsOf(
        db,
        current.value.map((s) => s.id),
      );
      yield [current.value, slots];
    }
  } finally {
    await batches.return(undefined);
  }
}
