import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { instructors, scheduleSlots } from "./club.ts";
import { gdprVersions } from "./gdpr.ts";

/**
 * A course registration (spec §3 "Registration / student"). Age and days remaining are derived from the
 * birth date and valid_until, never stored.
 */
export const students = pgTable(
  "students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    birthDate: date("birth_date").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    contactPerson: text("contact_person"),
    contactQuality: text("contact_quality"),
    locality: text("locality").notNull(),
    street: text("street").notNull(),
    streetNumber: text("street_number").notNull(),
    blockApartment: text("block_apartment"),
    county: text("county").notNull(),
    legalRepresentative: text("legal_representative"),
    /** active | expired */
    status: text("status").notNull().default("active"),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last day the registration is valid (45 days from registration or renewal). */
    validUntil: date("valid_until").notNull(),
    renewedAt: timestamp("renewed_at", { withTimezone: true }),
    /**
     * Extended by activity (a sign-in of the linked account, attendance at a session), not only by an admin's
     * renewal: the registration expires after 45 days without any (spec §1).
     */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    /** The registrant asked for a renewal (from the expiry mail's link); cleared when an admin decides. */
    renewalRequestedAt: timestamp("renewal_requested_at", { withTimezone: true }),
    /**
     * The certificate's file; empty once the registrant withdraws the medical-data consent (the file is
     * deleted then) until they upload a new one.
     */
    medicalCertificateKey: text("medical_certificate_key"),
    medicalCertificateType: text("medical_certificate_type"),
    medicalCertificateIssuedOn: date("medical_certificate_issued_on"),
    /** When the registrant withdrew the consent to keep medical data (spec §1 user cancellation). */
    medicalConsentWithdrawnAt: timestamp("medical_consent_withdrawn_at", { withTimezone: true }),
    /** The end dates the registrant was already mailed about, so each warning goes once. */
    expiryMailedFor: date("expiry_mailed_for"),
    certificateMailedFor: date("certificate_mailed_for"),
    registrationFormKey: text("registration_form_key").notNull(),
    declarationKey: text("declaration_key").notNull(),
    /** The language the applicant used, for their mails. */
    language: text("language").notNull().default("ro"),
    /** Sent by the wizard; a repeated submit with the same key returns the first registration. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The swimmer account made from this registration, once invited and registered. */
    userId: uuid("user_id"),
    /** F | M, set by a coach or admin: club records are per gender (TRAINING.md §1). */
    gender: text("gender"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("students_idempotency_key").on(t.idempotencyKey),
    index("students_status_valid_idx").on(t.status, t.validUntil),
    index("students_email_idx").on(sql`lower(${t.email})`),
    // The admin list's default order (newest first) and the registrations-over-time chart.
    index("students_registered_idx").on(t.registeredAt),
    // A member's own registrations (their times, sessions, data export, erasure) are read by account.
    index("students_user_id_idx").on(t.userId),
  ],
);

/** The slots a student chose, each with the instructor chosen for that day. */
export const studentSlots = pgTable(
  "student_slots",
  {
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => scheduleSlots.id, { onDelete: "restrict" }),
    instructorId: uuid("instructor_id")
      .notNull()
      .references(() => instructors.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.slotId] }), index("student_slots_slot_idx").on(t.slotId)],
);

/** A GDPR consent: who agreed, when, from which address, to which version (spec §3 "Consent"). */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip").notNull(),
    gdprVersionId: uuid("gdpr_version_id")
      .notNull()
      .references(() => gdprVersions.id, { onDelete: "restrict" }),
    studentId: uuid("student_id").references(() => students.id, { onDelete: "set null" }),
    userId: uuid("user_id"),
  },
  (t) => [index("consents_student_idx").on(t.studentId), index("consents_user_idx").on(t.userId)],
);

/**
 * A medical certificate uploaded in wizard step 6, waiting for the submit that uses it. Unused uploads
 * expire and are deleted with their file, so nothing is left behind by an abandoned wizard.
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    originalName: text("original_name"),
    /**
     * Who uploaded it, as a keyed hash of the client's address (never the address itself), so an address's
     * unclaimed uploads can be capped (certificate.service.ts).
     */
    uploader: text("uploader"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("pending_uploads_uploader_idx").on(table.uploader)],
);

/**
 * A one-time link mailed to a registrant (no account needed): `access` opens the page of their data (download,
 * deletion, consent withdrawal, new certificate), `renewal` asks for a registration's renewal. Only the token's
 * hash is stored. Opening an `access` link spends it and makes a short-lived `session` row the page works with.
 */
export const registrantLinks = pgTable(
  "registrant_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    /** access | renewal | session */
    purpose: text("purpose").notNull(),
    /** The registration address it was mailed to, lower case: the page shows every registration of it. */
    email: text("email").notNull(),
    /** The registration it is about, for a renewal link. */
    studentId: uuid("student_id").references(() => students.id, { onDelete: "cascade" }),
    language: text("language").notNull().default("ro"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("registrant_links_token_key").on(t.tokenHash),
    index("registrant_links_expires_idx").on(t.expiresAt),
  ],
);

/** ALTCHA challenges already used: each proof of work is accepted once. */
export const spentChallenges = pgTable("spent_challenges", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export type StudentStatus = "active" | "expired";
