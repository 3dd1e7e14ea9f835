import { randomUUID } from "node:crypto";
import type { Db } from "../src/db/client.ts";
import { groupMembers, groups } from "../src/db/schema/groups.ts";
import { students } from "../src/db/schema/registration.ts";
import { advancedSwimmers } from "../src/db/schema/training.ts";

/*
 * The training half's test data (TRAINING.md §1): students straight in the database (the athlete is the
 * student), advanced-swimmer profiles and groups with their coach. Times go through the API, so their PB flags
 * and derived columns are the server's.
 */

export type StudentRow = typeof students.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;

export interface CreateStudentOptions {
  fullName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  gender?: "F" | "M" | null;
  /** The swimmer account the student is linked to. */
  userId?: string | null;
  email?: string;
}

/** A student row straight in the database (no files, no slots): what the training screens need of one. */
export async function createStudent(db: Db, opts: CreateStudentOptions): Promise<StudentRow> {
  const [row] = await db
    .insert(students)
    .values({
      fullName: opts.fullName,
      birthDate: opts.birthDate,
      gender: opts.gender ?? null,
      userId: opts.userId ?? null,
      phone: "0722000000",
      email: opts.email ?? `student.${randomUUID().slice(0, 8)}@example.test`,
      locality: "Ștefănești",
      street: "Strada Școlii",
      streetNumber: "1",
      county: "Argeș",
      validUntil: "2027-01-06",
      medicalCertificateKey: "certificates/2026/none",
      medicalCertificateType: "application/pdf",
      medicalCertificateIssuedOn: "2026-10-01",
      registrationFormKey: "documents/2026/none",
      declarationKey: "documents/2026/none",
      idempotencyKey: randomUUID(),
    })
    .returning();
  return row!;
}

export interface CreateAdvancedSwimmerOptions {
  groupId?: string | null;
  maxHr?: number;
  restingHr?: number;
  thresholdHr?: number;
  zones?: { zone: number; minBpm: number; maxBpm: number }[] | null;
  createdAt?: Date;
}

/** A training profile for an existing student (valid heart rate unless told otherwise). */
export async function createAdvancedSwimmer(
  db: Db,
  studentId: string,
  opts: CreateAdvancedSwimmerOptions = {},
): Promise<typeof advancedSwimmers.$inferSelect> {
  const [row] = await db
    .insert(advancedSwimmers)
    .values({
      studentId,
      groupId: opts.groupId ?? null,
      maxHr: opts.maxHr ?? 200,
      restingHr: opts.restingHr ?? 60,
      thresholdHr: opts.thresholdHr ?? 174,
      zones: opts.zones ?? null,
      ...(opts.createdAt ? { createdAt: opts.createdAt, updatedAt: opts.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** A student with a training profile in one call. */
export async function createSwimmerStudent(
  db: Db,
  student: CreateStudentOptions,
  profile: CreateAdvancedSwimmerOptions = {},
): Promise<StudentRow> {
  const row = await createStudent(db, student);
  await createAdvancedSwimmer(db, row.id, profile);
  return row;
}

/** A training group led by the given coaches (group_members.role = 'coach'). */
export async function createGroup(
  db: Db,
  name: string,
  coachIds: readonly string[] = [],
  color: string | null = "#1c7ed6",
): Promise<GroupRow> {
  const [group] = await db.insert(groups).values({ name, color }).returning();
  if (coachIds.length > 0)
    await db
      .insert(groupMembers)
      .values(coachIds.map((userId) => ({ groupId: group!.id, userId, role: "coach" })));
  return group!;
}
