import { z } from "zod";
import { AGE_GROUPS } from "../domain/club.ts";

const zTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "timeInvalid");
const zBilingual = z.object({
  ro: z.string().trim().min(1).max(2000),
  en: z.string().trim().min(1).max(2000),
});
const zWeekdays = z.array(z.number().int().min(1).max(7)).min(1).max(7);

export const ZClubProfile = z.object({
  name: z.string().trim().min(1).max(150),
  shortName: z.string().trim().min(1).max(60),
  description: zBilingual,
  street: z.string().trim().min(1).max(150),
  locality: z.string().trim().min(1).max(80),
  county: z.string().trim().min(1).max(80),
  postalCode: z.string().trim().min(1).max(12),
  countryCode: z.string().length(2),
  phone: z.string().trim().min(1).max(20),
  whatsapp: z.string().trim().min(1).max(20),
  email: z.email(),
  socialUrl: z.url(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  officeHours: z.array(z.object({ weekdays: zWeekdays, opens: zTimeOfDay, closes: zTimeOfDay })).max(7),
  poolLengthMeters: z.number().int().min(10).max(100),
  poolIndoor: z.boolean(),
  statInstructors: z.number().int().min(0).max(1000),
  statYears: z.number().int().min(0).max(200),
  statDaysPerWeek: z.number().int().min(0).max(7),
  facilities: z.array(zBilingual).max(30),
});
export type TClubProfile = z.infer<typeof ZClubProfile>;

export const ZInstructor = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bio: zBilingual,
  photoUrl: z.string().nullable(),
  weekdays: zWeekdays,
});
export type TInstructor = z.infer<typeof ZInstructor>;

export const ZUpsertInstructorRequest = z.object({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  bio: zBilingual,
  weekdays: zWeekdays,
  sortOrder: z.number().int().min(0).max(1000).default(0),
  active: z.boolean().default(true),
});

export const ZScheduleSlot = z.object({
  id: z.string(),
  weekday: z.number().int().min(1).max(7),
  startTime: zTimeOfDay,
  durationMinutes: z.number().int().min(15).max(240),
  ageGroup: z.enum(AGE_GROUPS),
  capacity: z.number().int().min(1).max(500),
});
export type TScheduleSlot = z.infer<typeof ZScheduleSlot>;

export const ZUpsertScheduleSlotRequest = ZScheduleSlot.omit({ id: true }).extend({
  active: z.boolean().default(true),
});

/** GET /api/club: everything the public site shows about the club, in one call. */
export const ZClubResponse = z.object({
  profile: ZClubProfile,
  instructors: z.array(ZInstructor),
  slots: z.array(ZScheduleSlot),
});
export type TClubResponse = z.infer<typeof ZClubResponse>;

/** An instructor as admins see it: with the order and whether the public site shows them. */
export const ZInstructorAdmin = ZInstructor.extend({
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type TInstructorAdmin = z.infer<typeof ZInstructorAdmin>;
export const ZInstructorListResponse = z.object({ instructors: z.array(ZInstructorAdmin) });

/** A schedule slot as admins see it: inactive slots too. */
export const ZScheduleSlotAdmin = ZScheduleSlot.extend({ active: z.boolean() });
export type TScheduleSlotAdmin = z.infer<typeof ZScheduleSlotAdmin>;
/** A slot in the admin's list, with the places held now by active registrations (its occupancy). */
export const ZScheduleSlotWithOccupancy = ZScheduleSlotAdmin.extend({ taken: z.number().int().min(0) });
export type TScheduleSlotWithOccupancy = z.infer<typeof ZScheduleSlotWithOccupancy>;
export const ZScheduleSlotListResponse = z.object({ slots: z.array(ZScheduleSlotWithOccupancy) });
