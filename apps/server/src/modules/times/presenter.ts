import type { TClubRecord, TPersonalBest, TSwimTime } from "@bazin/shared/contracts/times";
import { ageGroupOfAge } from "@bazin/shared/domain/training/age-group";
import type { Gender, SwimEvent } from "@bazin/shared/domain/training/events";
import { seasonOf } from "@bazin/shared/domain/training/personal-bests";
import { waPoints } from "@bazin/shared/domain/training/wa-points";
import type { RecordRow } from "./records.repository.ts";
import type { SwimTimeWithName } from "./repository.ts";

export function toSwimTime(row: SwimTimeWithName): TSwimTime {
  return {
    id: row.id,
    studentId: row.studentId,
    fullName: row.fullName,
    event: row.event as SwimEvent,
    poolLength: row.poolLength,
    hundredths: row.hundredths,
    swumOn: row.swumOn,
    competition: row.competition,
    notes: row.notes,
    personalRecord: row.personalRecord,
    points: waPoints(row.event as SwimEvent, row.poolLength, row.gender as Gender | null, row.hundredths),
    source: row.source as TSwimTime["source"],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Personal bests of a swimmer's times: the best per event and pool (earliest among equals), with this season's
 * best and how often the event was swum, in the order of SWIM_EVENTS then pool.
 */
export function personalBestsOf(history: readonly SwimTimeWithName[], season: number): TPersonalBest[] {
  const byKey = new Map<string, SwimTimeWithName[]>();
  for (const row of history) {
    const key = `${row.event}|${row.poolLength}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const bests: TPersonalBest[] = [];
  for (const rows of byKey.values()) {
    const faster = (a: SwimTimeWithName, b: SwimTimeWithName) =>
      a.hundredths - b.hundredths ||
      a.swumOn.localeCompare(b.swumOn) ||
      a.createdAt.getTime() - b.createdAt.getTime();
    const best = [...rows].sort(faster)[0]!;
    const thisSeason = rows.filter((r) => seasonOf(r.swumOn) === season).sort(faster)[0];
    bests.push({
      event: best.event as SwimEvent,
      poolLength: best.poolLength,
      hundredths: best.hundredths,
      swumOn: best.swumOn,
      timeId: best.id,
      competition: best.competition,
      seasonBestHundredths: thisSeason?.hundredths ?? null,
      swims: rows.length,
      points: waPoints(
        best.event as SwimEvent,
        best.poolLength,
        best.gender as Gender | null,
        best.hundredths,
      ),
    });
  }
  return bests;
}

export function toClubRecord(row: RecordRow, ageGroup: number | null, canView: boolean): TClubRecord {
  return {
    event: row.event as SwimEvent,
    poolLength: Number(row.pool_length),
    gender: row.gender as Gender,
    ageGroup,
    hundredths: Number(row.hundredths),
    swumOn: row.swum_on,
    competition: row.competition,
    timeId: row.time_id,
    points: waPoints(
      row.event as SwimEvent,
      Number(row.pool_length),
      row.gender as Gender,
      Number(row.hundredths),
    ),
    holder: { id: row.student_id, fullName: row.full_name, ageInYear: Number(row.age_years), canView },
  };
}

/** The record age group a row's swimmer was in. */
export const ageGroupOfRow = (row: RecordRow) => ageGroupOfAge(Number(row.age_years));
