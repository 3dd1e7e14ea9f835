import { z } from "zod";
import { AGE_GROUPS } from "../domain/club.ts";

/* Messages are keys of the web's `validation` catalog, so the form and the server's answer say the same words. */
const zTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "timeInvalid");
const zText = (max: number) => z.string().trim().min(1, "fieldRequired").max(max, "tooLong");
const zBilingual = z.object({ ro: zText(2000), en: zText(2000) });
const zWeekdays = z
  .array(z.number().int().min(1).max(7))
  .min(1, "weekdaysRequired")
  .max(7, "weekdaysRequired");
const zWhole = (min: number, max: number) =>
  z
    .number("numberOutOfRange")
    .int("numberOutOfRange")
    .min(min, "numberOutOfRange")
    .max(max, "numberOutOfRange");

export const ZOfficeHours = z
  .object({ weekdays: zWeekdays, opens: zTimeOfDay, closes: zTimeOfDay })
  .refine((h) => h.closes > h.opens, { message: "endTimeAfterStart", path: ["closes"] });

export const ZClubProfile = z.object({
  name: zText(150),
  shortName: zText(60),
  description: zBilingual,
  street: zText(150),
  locality: zText(80),
  county: zText(80),
  postalCode: zText(12),
  countryCode: z.string().length(2, "invalid"),
  phone: zText(20),
  whatsapp: zText(20),
  email: z.email("emailInvalid"),
  socialUrl: z.url("urlInvalid"),
  latitude: z.number("numberOutOfRange").min(-90, "numberOutOfRange").max(90, "numberOutOfRange"),
  longitude: z.number("numberOutOfRange").min(-180, "numberOutOfRange").max(180, "numberOutOfRange"),
  officeHours: z.array(ZOfficeHours).max(7),
  poolLengthMeters: zWhole(10, 100),
  poolIndoor: z.boolean(),
  statInstructors: zWhole(0, 1000),
  statYears: zWhole(0, 200),
  statDaysPerWeek: zWhole(0, 7),
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
  firstName: zText(60),
  lastName: zText(60),
  bio: zBilingual,
  weekdays: zWeekdays,
  sortOrder: zWhole(0, 1000).default(0),
  active: z.boolean().default(true),
});

export const ZScheduleSlot = z.object({
  id: z.string(),
  weekday: z.number().int().min(1).max(7),
  startTime: zTimeOfDay,
  durationMinutes: zWhole(15, 240),
  ageGroup: z.enum(AGE_GROUPS),
  capacity: zWhole(1, 500),
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
