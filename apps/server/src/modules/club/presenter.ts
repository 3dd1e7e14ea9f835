import type {
  TClubProfile,
  TInstructor,
  TInstructorAdmin,
  TScheduleSlot,
  TScheduleSlotAdmin,
} from "@bazin/shared/contracts/club";
import type { AgeGroup } from "@bazin/shared/domain/club";
import type { ClubProfileRow, InstructorRow, ScheduleSlotRow } from "./repository.ts";

/** A short tag of the stored photo, so a new photo gets a new address and caches can keep each one forever. */
export function photoVersion(photoKey: string): string {
  return (photoKey.split("/").at(-1) ?? photoKey).slice(0, 12);
}

export function instructorPhotoUrl(row: Pick<InstructorRow, "id" | "photoKey">): string | null {
  return row.photoKey ? `/api/club/instructors/${row.id}/photo?v=${photoVersion(row.photoKey)}` : null;
}

export function toClubProfile(row: ClubProfileRow): TClubProfile {
  return {
    name: row.name,
    shortName: row.shortName,
    description: row.description,
    street: row.street,
    locality: row.locality,
    county: row.county,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    socialUrl: row.socialUrl,
    latitude: row.latitude,
    longitude: row.longitude,
    officeHours: row.officeHours,
    poolLengthMeters: row.poolLengthMeters,
    poolIndoor: row.poolIndoor,
    statInstructors: row.statInstructors,
    statYears: row.statYears,
    statDaysPerWeek: row.statDaysPerWeek,
    facilities: row.facilities,
  };
}

export function toInstructor(row: InstructorRow): TInstructor {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    photoUrl: instructorPhotoUrl(row),
    weekdays: [...row.weekdays].sort((a, b) => a - b),
  };
}

export function toInstructorAdmin(row: InstructorRow): TInstructorAdmin {
  return { ...toInstructor(row), sortOrder: row.sortOrder, active: row.active };
}

export function toScheduleSlot(row: ScheduleSlotRow): TScheduleSlot {
  return {
    id: row.id,
    weekday: row.weekday,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    ageGroup: row.ageGroup as AgeGroup,
    capacity: row.capacity,
  };
}

export function toScheduleSlotAdmin(row: ScheduleSlotRow): TScheduleSlotAdmin {
  return { ...toScheduleSlot(row), active: row.active };
}
