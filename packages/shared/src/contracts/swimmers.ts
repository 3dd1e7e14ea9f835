import { z } from "zod";
import { GENDERS } from "../domain/training/events.ts";
import {
  HR_ZONE_COUNT,
  HR_ZONE_FILTERS,
  MAX_HR_BOUNDS,
  RESTING_HR_BOUNDS,
  THRESHOLD_HR_BOUNDS,
} from "../domain/training/heart-rate.ts";
import { ZPersonalBest, ZSwimTime } from "./times.ts";

/*
 * Advanced swimmers (SPEC §3, TRAINING.md §1, §3): a student with a training profile (group, gender, heart
 * rate, five zones). The id of an advanced swimmer is its student's id. Admins see all; coaches the swimmers of
 * the groups they coach.
 */

const bpm = (bounds: { min: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);

export const ZGender = z.enum(GENDERS, { error: "genderRequired" });

/** One zone as bpm, what a coach may override. */
const zoneBpm = z
  .number({ error: "hrZonesInvalid" })
  .int("hrZonesInvalid")
  .min(30, "hrZonesInvalid")
  .max(220, "hrZonesInvalid");
export const ZHrZone = z.object({
  zone: z
    .number({ error: "hrZonesInvalid" })
    .int()
    .min(1, "hrZonesInvalid")
    .max(HR_ZONE_COUNT, "hrZonesInvalid"),
  minBpm: zoneBpm,
  maxBpm: zoneBpm,
});
export type THrZone = z.infer<typeof ZHrZone>;

/** The heart-rate fields and their rules (SPEC §5): one schema for the form and the server. */
export const ZHeartRate = z
  .object({
    maxHr: bpm(MAX_HR_BOUNDS, "hrMaxRange"),
    restingHr: bpm(RESTING_HR_BOUNDS, "hrRestingRange"),
    thresholdHr: bpm(THRESHOLD_HR_BOUNDS, "hrThresholdRange"),
    /** The coach's own zones, or null for the computed (Karvonen) ones. */
    zones: z.array(ZHrZone).length(HR_ZONE_COUNT, "hrZonesInvalid").nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.restingHr >= value.maxHr)
      ctx.addIssue({ code: "custom", path: ["restingHr"], message: "hrRestingBelowMax" });
    if (value.thresholdHr > value.maxHr)
      ctx.addIssue({ code: "custom", path: ["thresholdHr"], message: "hrThresholdAboveMax" });
    if (value.zones) {
      const ordered = value.zones.every(
        (z, i, all) =>
          z.zone === i + 1 &&
          z.minBpm < z.maxBpm &&
          (i === 0 || z.minBpm >= all[i - 1]!.maxBpm - 1) &&
          z.maxBpm <= value.maxHr,
      );
      if (!ordered) ctx.addIssue({ code: "custom", path: ["zones"], message: "hrZonesInvalid" });
    }
  });

export const ZAdvancedSwimmerInput = z
  .object({
    studentId: z.uuid({ error: "studentRequired" }),
    groupId: z.uuid().nullable().default(null),
    gender: ZGender,
  })
  .and(ZHeartRate);
export type TAdvancedSwimmerInput = z.input<typeof ZAdvancedSwimmerInput>;

/** An edit changes everything but the student. */
export const ZAdvancedSwimmerUpdate = z
  .object({ groupId: z.uuid().nullable().default(null), gender: ZGender })
  .and(ZHeartRate);
export type TAdvancedSwimmerUpdate = z.input<typeof ZAdvancedSwimmerUpdate>;

export const ZSwimmerGroup = z.object({ id: z.string(), name: z.string(), color: z.string().nullable() });
export type TSwimmerGroup = z.infer<typeof ZSwimmerGroup>;

export const ZAdvancedSwimmerSummary = z.object({
  id: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS).nullable(),
  group: ZSwimmerGroup.nullable(),
  maxHr: z.number().int(),
  restingHr: z.number().int(),
  thresholdHr: z.number().int(),
  hrZoneFilter: z.enum(HR_ZONE_FILTERS),
  hasAccount: z.boolean(),
  createdAt: z.string(),
  /** How many personal bests the swimmer holds (one per event and pool swum). */
  personalBests: z.number().int(),
});
export type TAdvancedSwimmerSummary = z.infer<typeof ZAdvancedSwimmerSummary>;

export const ADVANCED_SWIMMER_SORTS = ["name", "age", "maxHr", "createdAt"] as const;

export const ZAdvancedSwimmerListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  groupId: z.uuid().optional(),
  zone: z.enum(HR_ZONE_FILTERS).optional(),
  gender: z.enum(GENDERS).optional(),
  sort: z.enum(ADVANCED_SWIMMER_SORTS).default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** What a client sends: every field optional (the server fills the defaults). */
export type TAdvancedSwimmerListQuery = Partial<z.output<typeof ZAdvancedSwimmerListQuery>>;
export type TAdvancedSwimmerListFilter = z.output<typeof ZAdvancedSwimmerListQuery>;

export const ZAdvancedSwimmerPage = z.object({
  items: z.array(ZAdvancedSwimmerSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdvancedSwimmerPage = z.infer<typeof ZAdvancedSwimmerPage>;

export const ZAdvancedSwimmerDetail = ZAdvancedSwimmerSummary.extend({
  email: z.string(),
  phone: z.string(),
  /** The zones in force: the coach's own, or the computed ones. */
  zones: z.array(ZHrZone),
  zonesOverridden: z.boolean(),
  personalBestList: z.array(ZPersonalBest),
  recentTimes: z.array(ZSwimTime),
  updatedAt: z.string(),
});
export type TAdvancedSwimmerDetail = z.infer<typeof ZAdvancedSwimmerDetail>;

/** What happened to the account invitation when a swimmer was created (SPEC §3: creating one invites). */
export const SWIMMER_INVITATION_OUTCOMES = ["sent", "hasAccount", "emailTaken"] as const;
export const ZCreateAdvancedSwimmerResponse = z.object({
  swimmer: ZAdvancedSwimmerDetail,
  invitation: z.enum(SWIMMER_INVITATION_OUTCOMES),
});
export type TCreateAdvancedSwimmerResponse = z.infer<typeof ZCreateAdvancedSwimmerResponse>;

/** Students the create form may pick (those without a profile yet), found by name. */
export const ZSwimmerCandidatesQuery = z.object({ q: z.string().trim().max(100).optional() });
export const ZSwimmerCandidate = z.object({
  id: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  hasAccount: z.boolean(),
});
export type TSwimmerCandidate = z.infer<typeof ZSwimmerCandidate>;
export const ZSwimmerCandidatesResponse = z.object({ items: z.array(ZSwimmerCandidate) });

/** The groups a caller may put a swimmer in: all for admins, their own for coaches. */
export const ZSwimmerGroupsResponse = z.object({ items: z.array(ZSwimmerGroup) });

export const ZAdvancedSwimmerParams = z.object({ id: z.uuid() });
