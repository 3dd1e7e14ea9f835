import { AGE_GROUP_VALUES } from "@bazin/shared/domain/training/age-group";
import {
  GENDERS,
  type Gender,
  isEventSwumIn,
  isSwimEvent,
  type PoolLength,
  type SwimEvent,
} from "@bazin/shared/domain/training/events";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filterSearch } from "../../../lib/query-string.ts";
import type { ClubRecordsQuery } from "../api/club-records.ts";

/** What the records screen asks for: every field known, the optional ones undefined. */
export interface ClubRecordsSelection {
  event: SwimEvent | undefined;
  poolLength: PoolLength;
  gender: Gender;
  /** 5 … 17, 18 for 18+; undefined for every age. */
  ageGroup: number | undefined;
}

const DEFAULT_POOL: PoolLength = 25;
/** The contract needs a gender; the screen starts on one rather than asking before showing anything. */
const DEFAULT_GENDER: Gender = "F";

/** Reads the address one value at a time, so one bad value falls back alone instead of resetting the rest. */
export function selectionOf(params: URLSearchParams): ClubRecordsSelection {
  const pool = Number(params.get("poolLength"));
  const poolLength: PoolLength = pool === 50 ? 50 : DEFAULT_POOL;
  const event = params.get("event");
  const gender = params.get("gender");
  const age = Number(params.get("ageGroup"));
  return {
    event: isSwimEvent(event) && isEventSwumIn(event, poolLength) ? event : undefined,
    poolLength,
    gender: (GENDERS as readonly string[]).includes(gender ?? "") ? (gender as Gender) : DEFAULT_GENDER,
    ageGroup: params.get("ageGroup") && AGE_GROUP_VALUES.includes(age) ? age : undefined,
  };
}

/** The API's query of a selection (`GET /api/club-records`). */
export function apiQueryOf(selection: ClubRecordsSelection): ClubRecordsQuery {
  return {
    event: selection.event,
    poolLength: selection.poolLength,
    gender: selection.gender,
    ageGroup: selection.ageGroup,
  };
}

/**
 * The records screen's event, pool, gender and age group, kept in the address so a coach can bookmark or share
 * "girls, 50 m pool, age 12" and come back to it with Back.
 */
export function useClubRecordsSelection() {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionOf(params), [params]);
  const update = useCallback(
    (change: Partial<ClubRecordsSelection>) => {
      const next = { ...selection, ...change };
      // 100 m IM has no long-course record: a 50 m pool goes back to all events.
      if (next.event && !isEventSwumIn(next.event, next.poolLength)) next.event = undefined;
      setParams(new URLSearchParams(filterSearch({ ...next })), { replace: true });
    },
    [selection, setParams],
  );
  return { selection, update };
}
