import type { Readable } from "node:stream";
import type { TClubProfile, TClubResponse, TScheduleSlotWithOccupancy } from "@bazin/shared/contracts/club";
import { localDate } from "@bazin/shared/domain/club";
import { IMAGE_MAX_BYTES } from "@bazin/shared/domain/registration";
import type { AppContext } from "../../app-context.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Storage } from "../../storage/storage.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { countTakenBySlot } from "../registration/repository.ts";
import { INSTRUCTOR_PHOTO_TYPES, toInstructorPhoto } from "./photo.ts";
import {
  photoVersion,
  toClubProfile,
  toInstructor,
  toScheduleSlot,
  toScheduleSlotAdmin,
} from "./presenter.ts";
import {
  countInstructorChoices,
  countSlotChoices,
  deleteInstructor as deleteInstructorRow,
  deleteSlot as deleteSlotRow,
  findClubProfile,
  findInstructor,
  findSameSlot,
  findSlot,
  type InstructorRow,
  insertInstructor,
  insertSlots,
  listInstructors,
  listSlots,
  type NewInstructor,
  type NewScheduleSlot,
  type ScheduleSlotRow,
  saveClubProfile,
  updateInstructor as updateInstructorRow,
  updateSlot as updateSlotRow,
} from "./repository.ts";

export type InstructorInput = Omit<NewInstructor, "id" | "photoKey" | "createdAt">;
export type SlotInput = Omit<NewScheduleSlot, "id" | "createdAt">;

/** True when a database error is a foreign-key violation (a row still pointed to). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

/** Everything the public site shows: profile, active instructors, active slots in timetable order. */
export async function getClub(ctx: AppContext): Promise<TClubResponse> {
  const [profile, instructors, slots] = await Promise.all([
    findClubProfile(ctx.db),
    listInstructors(ctx.db, { activeOnly: true }),
    listSlots(ctx.db, { activeOnly: true }),
  ]);
  if (!profile) throw new AppError("CLUB_PROFILE_NOT_FOUND", 404);
  return {
    profile: toClubProfile(profile),
    instructors: instructors.map(toInstructor),
    slots: slots.map(toScheduleSlot),
  };
}

/** The stored profile, for the admin's editor. */
export async function getClubProfile(ctx: AppContext): Promise<TClubProfile> {
  const profile = await findClubProfile(ctx.db);
  if (!profile) throw new AppError("CLUB_PROFILE_NOT_FOUND", 404);
  return toClubProfile(profile);
}

/** Replaces the club's public facts. */
export async function updateClubProfile(ctx: AppContext, input: TClubProfile): Promise<TClubProfile> {
  return toClubProfile(await saveClubProfile(ctx.db, { ...input, updatedAt: ctx.clock.now() }));
}

export async function listAllInstructors(ctx: AppContext): Promise<InstructorRow[]> {
  return listInstructors(ctx.db, { activeOnly: false });
}

async function requireInstructor(ctx: AppContext, id: string): Promise<InstructorRow> {
  const row = await findInstructor(ctx.db, id);
  if (!row) throw new AppError("INSTRUCTOR_NOT_FOUND", 404);
  return row;
}

/** An instructor is a person: what an admin does to their record goes in the audit log, in the same transaction. */
function auditInstructor(
  ctx: AppContext,
  actor: AuditActor,
  action: "instructor.create" | "instructor.update" | "instructor.photo" | "instructor.delete",
  id: string,
  detail: Record<string, string | boolean>,
) {
  return (tx: Parameters<typeof recordAudit>[0]) =>
    recordAudit(tx, actor, { action, targetType: "instructor", targetId: id, detail }, ctx.clock.now());
}

export async function createInstructor(
  ctx: AppContext,
  actor: AuditActor,
  input: InstructorInput,
): Promise<InstructorRow> {
  return inTransaction(ctx.db, async (tx) => {
    const row = await insertInstructor(tx, { ...input, weekdays: normalizeWeekdays(input.weekdays) });
    await auditInstructor(ctx, actor, "instructor.create", row.id, { active: row.active })(tx);
    return row;
  });
}

export async function updateInstructor(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: InstructorInput,
): Promise<InstructorRow> {
  return inTransaction(ctx.db, async (tx) => {
    const row = await updateInstructorRow(tx, id, { ...input, weekdays: normalizeWeekdays(input.weekdays) });
    if (!row) throw new AppError("INSTRUCTOR_NOT_FOUND", 404);
    await auditInstructor(ctx, actor, "instructor.update", id, { active: row.active })(tx);
    return row;
  });
}

/**
 * Deletes an instructor and their photo. One that registrations chose stays (the registrations and their PDFs
 * name them): the answer is INSTRUCTOR_IN_USE, and the admin deactivates them instead.
 */
export async function deleteInstructor(
  ctx: AppContext,
  actor: AuditActor,
  storage: Storage,
  id: string,
): Promise<void> {
  const row = await requireInstructor(ctx, id);
  if ((await countInstructorChoices(ctx.db, id)) > 0) throw new AppError("INSTRUCTOR_IN_USE", 409);
  try {
    await inTransaction(ctx.db, async (tx) => {
      if (!(await deleteInstructorRow(tx, id))) throw new AppError("INSTRUCTOR_NOT_FOUND", 404);
      // No name in the entry: the log keeps no personal data of its own (the entry names the id).
      await auditInstructor(ctx, actor, "instructor.delete", id, {})(tx);
    });
  } catch (error) {
    // A registration chose them between the check and the delete.
    if (isForeignKeyViolation(error)) throw new AppError("INSTRUCTOR_IN_USE", 409);
    throw error;
  }
  if (row.photoKey) await storage.remove(row.photoKey);
}

/**
 * Stores a new photo from an upload: JPEG, PNG or WebP by content, at most 5 MB while streaming, turned into a
 * square WebP. The upload itself is not kept; the previous photo is removed once the new one is in place.
 */
export async function setInstructorPhoto(
  ctx: AppContext,
  actor: AuditActor,
  storage: Storage,
  id: string,
  upload: Readable,
): Promise<InstructorRow> {
  const before = await findInstructor(ctx.db, id);
  if (!before) {
    upload.resume();
    throw new AppError("INSTRUCTOR_NOT_FOUND", 404);
  }
  const original = await storage.save(upload, {
    area: "tmp",
    maxBytes: IMAGE_MAX_BYTES,
    allowedTypes: INSTRUCTOR_PHOTO_TYPES,
  });
  let photo: Buffer;
  try {
    photo = await toInstructorPhoto(storage.pathOf(original.key));
  } finally {
    await storage.remove(original.key);
  }
  const saved = await storage.save(photo, { area: "instructors", maxBytes: IMAGE_MAX_BYTES });
  let row: InstructorRow;
  try {
    row = await inTransaction(ctx.db, async (tx) => {
      const updated = await updateInstructorRow(tx, id, { photoKey: saved.key });
      if (!updated) throw new AppError("INSTRUCTOR_NOT_FOUND", 404);
      const photo = before.photoKey ? "replaced" : "added";
      await auditInstructor(ctx, actor, "instructor.photo", id, { photo })(tx);
      return updated;
    });
  } catch (error) {
    // Nothing points to the new file: it goes, so a failed step leaves no orphan behind.
    await storage.remove(saved.key);
    throw error;
  }
  if (before.photoKey && before.photoKey !== saved.key) await storage.remove(before.photoKey);
  return row;
}

/** Removes an instructor's photo (the public pages then show their initials); one without a photo is left as is. */
export async function removeInstructorPhoto(
  ctx: AppContext,
  actor: AuditActor,
  storage: Storage,
  id: string,
): Promise<InstructorRow> {
  const before = await requireInstructor(ctx, id);
  if (!before.photoKey) return before;
  const row = await inTransaction(ctx.db, async (tx) => {
    const updated = await updateInstructorRow(tx, id, { photoKey: null });
    if (!updated) throw new AppError("INSTRUCTOR_NOT_FOUND", 404);
    await auditInstructor(ctx, actor, "instructor.photo", id, { photo: "removed" })(tx);
    return updated;
  });
  // The row no longer points to the file, so removing it cannot leave a broken address behind.
  await storage.remove(before.photoKey);
  return row;
}

/** The stored photo of an instructor, with its version tag (see photoVersion). */
export async function readInstructorPhoto(
  ctx: AppContext,
  storage: Storage,
  id: string,
): Promise<{ stream: Readable; version: string; sizeBytes: number }> {
  const row = await requireInstructor(ctx, id);
  const size = row.photoKey ? await storage.size(row.photoKey) : null;
  if (!row.photoKey || size === null) throw new AppError("PHOTO_NOT_FOUND", 404);
  return { stream: storage.read(row.photoKey), version: photoVersion(row.photoKey), sizeBytes: size };
}

/**
 * Every slot, inactive ones too, each with the places active registrations hold today: the same count the
 * wizard's capacity check uses, so the admin sees the occupancy the next applicant will meet.
 */
export async function listSlotsWithOccupancy(ctx: AppContext): Promise<TScheduleSlotWithOccupancy[]> {
  const [slots, taken] = await Promise.all([
    listSlots(ctx.db, { activeOnly: false }),
    countTakenBySlot(ctx.db, localDate(ctx.clock.now())),
  ]);
  return slots.map((slot) => ({ ...toScheduleSlotAdmin(slot), taken: taken.get(slot.id) ?? 0 }));
}

async function refuseDuplicate(ctx: AppContext, input: SlotInput, exceptId?: string) {
  if (await findSameSlot(ctx.db, input, exceptId)) {
    throw new AppError("SLOT_DUPLICATE", 409, { time: input.startTime });
  }
}

/** A new slot; the same day, time and age group twice would split one class in two, so it is refused. */
export async function createSlot(ctx: AppContext, input: SlotInput): Promise<ScheduleSlotRow> {
  await refuseDuplicate(ctx, input);
  const [row] = await insertSlots(ctx.db, [input]);
  return row!;
}

export async function updateSlot(ctx: AppContext, id: string, input: SlotInput): Promise<ScheduleSlotRow> {
  await refuseDuplicate(ctx, input, id);
  const row = await updateSlotRow(ctx.db, id, input);
  if (!row) throw new AppError("SLOT_NOT_FOUND", 404);
  return row;
}

/**
 * Deletes a slot nobody chose. A slot that registrations chose stays (SLOT_IN_USE): the admin deactivates it,
 * which hides it from the site and the wizard and keeps the registrations whole.
 */
export async function deleteSlot(ctx: AppContext, id: string): Promise<void> {
  if (!(await findSlot(ctx.db, id))) throw new AppError("SLOT_NOT_FOUND", 404);
  if ((await countSlotChoices(ctx.db, id)) > 0) throw new AppError("SLOT_IN_USE", 409);
  try {
    if (!(await deleteSlotRow(ctx.db, id))) throw new AppError("SLOT_NOT_FOUND", 404);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("SLOT_IN_USE", 409);
    throw error;
  }
}

function normalizeWeekdays(days: number[]): number[] {
  return [...new Set(days)].sort((a, b) => a - b);
}
