import type { TAdvancedSwimmerSummary, TSwimmerGroup } from "@bazin/shared/contracts/swimmers";
import { ageOn } from "@bazin/shared/domain/club";
import type { Gender } from "@bazin/shared/domain/training/events";
import { hrZoneFilterOf, karvonenZones } from "@bazin/shared/domain/training/heart-rate";
import type { SwimmerListRow } from "./repository.ts";

function groupOf(row: SwimmerListRow): TSwimmerGroup | null {
  if (!row.groupId || !row.groupName) return null;
  return { id: row.groupId, name: row.groupName, color: row.groupColor };
}

export function toSwimmerSummary(row: SwimmerListRow, today: string): TAdvancedSwimmerSummary {
  return {
    id: row.studentId,
    fullName: row.fullName,
    birthDate: row.birthDate,
    age: ageOn(row.birthDate, today),
    gender: row.gender as Gender | null,
    group: groupOf(row),
    maxHr: row.maxHr,
    restingHr: row.restingHr,
    thresholdHr: row.thresholdHr,
    hrZoneFilter: hrZoneFilterOf(row.maxHr),
    hasAccount: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    personalBests: Number(row.personalBests),
  };
}

/** The zones in force: the coach's own when set, else the computed (Karvonen) ones. */
export function zonesOf(row: Pick<SwimmerListRow, "zones" | "restingHr" | "maxHr">) {
  return row.zones ?? karvonenZones(row.restingHr, row.maxHr);
}
