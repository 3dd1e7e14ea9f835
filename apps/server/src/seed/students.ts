import { randomUUID } from "node:crypto";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { REGISTRATION_VALIDITY_DAYS } from "@bazin/shared/domain/registration";
import { notifyNewRegistration, notifyRenewalRequested } from "../modules/notifications/producers.ts";
import { markExpiryMailed, markRenewalRequested } from "../modules/registrant-access/renewal.repository.ts";
import { registrationDeps } from "../modules/registration/deps.ts";
import { registrationDocumentData, storeDocuments } from "../modules/registration/documents.ts";
import { registrationNumber } from "../modules/registration/presenter.ts";
import {
  findClubProfile,
  findCurrentGdprVersion,
  insertConsent,
  insertStudent,
  listActiveInstructors,
  listActiveSlots,
} from "../modules/registration/repository.ts";
import type { ResolvedChoice } from "../modules/registration/schedule.ts";
import { PdfWriter } from "../pdf/writer.ts";
import type { SeedContext, SeedStep } from "./demo.ts";
import { ensurePrivacyPolicy } from "./privacy-policy.ts";

export interface DemoStudent {
  fullName: string;
  birthDate: string;
  email: string;
  phone: string;
  /** Registered this many days before the seed. */
  registeredDaysAgo: number;
  slots: { weekday: number; startTime: string }[];
  minor?: { contactPerson: string; contactQuality: string; legalRepresentative: string };
  language?: "ro" | "en";
  /** Asked for a renewal from the expiry mail's link this many days before the seed (the admins decide). */
  renewalRequestedDaysAgo?: number;
}

/**
 * A few course registrations, so the admin screens have something to show: three active, two ending within
 * 7 days (the dashboard's "expiring" figure, and its alert; one of them has asked for a renewal), one expired.
 */
export const DEMO_STUDENTS: readonly DemoStudent[] = [
  {
    fullName: "Andrei Ionuț Stănescu",
    birthDate: "2017-04-12",
    email: "familia.stanescu@example.com",
    phone: "0722111222",
    registeredDaysAgo: 3,
    slots: [
      { weekday: 1, startTime: "16:30" },
      { weekday: 3, startTime: "16:30" },
    ],
    minor: {
      contactPerson: "Cristina Stănescu",
      contactQuality: "mamă",
      legalRepresentative: "Cristina Stănescu",
    },
  },
  {
    fullName: "Maria Țîrlea",
    birthDate: "2013-09-30",
    email: "tirlea.familie@example.com",
    phone: "0733444555",
    registeredDaysAgo: 10,
    slots: [{ weekday: 2, startTime: "17:30" }],
    minor: { contactPerson: "Vasile Țîrlea", contactQuality: "tată", legalRepresentative: "Vasile Țîrlea" },
  },
  {
    fullName: "Gheorghe Șerban",
    birthDate: "1985-02-11",
    email: "gheorghe.serban@example.com",
    phone: "+40744555666",
    registeredDaysAgo: 20,
    slots: [
      { weekday: 2, startTime: "19:30" },
      { weekday: 4, startTime: "19:30" },
    ],
  },
  {
    fullName: "Elena Dobrescu",
    birthDate: "1992-06-05",
    email: "elena.dobrescu@example.com",
    phone: "0755666777",
    registeredDaysAgo: REGISTRATION_VALIDITY_DAYS - 5,
    slots: [{ weekday: 4, startTime: "19:30" }],
    language: "en",
  },
  {
    fullName: "Ioana Mureșan",
    birthDate: "1988-03-17",
    email: "ioana.muresan@example.com",
    phone: "0745123987",
    registeredDaysAgo: REGISTRATION_VALIDITY_DAYS - 3,
    slots: [{ weekday: 2, startTime: "19:30" }],
    renewalRequestedDaysAgo: 1,
  },
  {
    fullName: "Radu Constantinescu",
    birthDate: "2012-12-01",
    email: "radu.constantinescu@example.com",
    phone: "0766777888",
    registeredDaysAgo: 60,
    slots: [{ weekday: 5, startTime: "18:30" }],
    minor: {
      contactPerson: "Ioana Constantinescu",
      contactQuality: "mamă",
      legalRepresentative: "Ioana Constantinescu",
    },
  },
];

/** A stand-in for the scanned certificate a real applicant uploads. */
async function sampleCertificate(fullName: string, issuedOn: string, createdAt: Date): Promise<Uint8Array> {
  const writer = await PdfWriter.create({
    title: "Adeverință medicală",
    author: "Demo",
    language: "ro",
    createdAt,
  });
  writer.title("Adeverință medicală (exemplu demonstrativ)");
  writer.paragraph(`Se adeverește că ${fullName} este apt(ă) pentru activități de înot.`);
  writer.paragraph(`Data emiterii: ${issuedOn.split("-").reverse().join(".")}`);
  return writer.finish(() => "Document demonstrativ, fără valoare medicală.");
}

/**
 * Registers demo people as if they had gone through the wizard: documents rendered and stored, the student row,
 * the consent, and (for the last 10 days' registrations) the admins' notification. Returns the new students'
 * ids by full name; a person whose slots the club does not have is skipped.
 */
export async function seedStudentRegistrations(
  { tx, ctx, now }: SeedContext,
  people: readonly DemoStudent[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  await ensurePrivacyPolicy(tx, now);
  const gdpr = await findCurrentGdprVersion(tx);
  const slots = await listActiveSlots(tx);
  const instructors = await listActiveInstructors(tx);
  const club = await findClubProfile(tx);
  if (!gdpr || slots.length === 0 || instructors.length === 0) return ids;
  const { storage } = registrationDeps(ctx);
  const today = localDate(now);

  for (const [index, person] of people.entries()) {
    const registeredAt = new Date(now.getTime() - person.registeredDaysAgo * 86_400_000);
    const registeredOn = localDate(registeredAt);
    const validUntil = addDays(registeredOn, REGISTRATION_VALIDITY_DAYS);
    const ageGroup = person.minor ? "children" : "adults";
    const choices: ResolvedChoice[] = [];
    for (const wanted of person.slots) {
      const slot = slots.find(
        (s) => s.weekday === wanted.weekday && s.startTime === wanted.startTime && s.ageGroup === ageGroup,
      );
      const instructor = instructors.find((i) => i.weekdays.includes(wanted.weekday));
      if (slot && instructor) choices.push({ slot, instructor });
    }
    if (choices.length === 0) continue;

    const id = randomUUID();
    const number = registrationNumber({ id, registeredAt });
    const certificateIssuedOn = addDays(registeredOn, -14);
    const request = {
      fullName: person.fullName,
      birthDate: person.birthDate,
      phone: person.phone,
      email: person.email,
      emailConfirm: person.email,
      contactPerson: person.minor?.contactPerson,
      contactQuality: person.minor?.contactQuality,
      legalRepresentative: person.minor?.legalRepresentative,
      locality: "Câmpulung",
      street: "Strada Negru Vodă",
      streetNumber: String(10 + index),
      blockApartment: undefined,
      county: "Argeș",
      gdprAccepted: true as const,
      gdprVersion: gdpr.version,
      certificateUploadId: randomUUID(),
      certificateIssuedOn,
      language: person.language ?? "ro",
      idempotencyKey: randomUUID(),
      altcha: "seed",
    };
    const data = registrationDocumentData({
      lang: request.language,
      number,
      registeredAt,
      today: registeredOn,
      club,
      request,
      choices,
      validUntil,
      gdprVersion: gdpr.version,
    });
    const written: string[] = [];
    const documents = await storeDocuments(
      storage,
      await registrationDeps(ctx).renderDocuments(data),
      data,
      written,
    );
    const certificate = await storage.save(
      Buffer.from(await sampleCertificate(person.fullName, certificateIssuedOn, registeredAt)),
      { area: "certificates", maxBytes: 1024 * 1024 },
    );
    const student = await insertStudent(
      tx,
      {
        id,
        fullName: person.fullName,
        birthDate: person.birthDate,
        phone: person.phone,
        email: person.email,
        contactPerson: person.minor?.contactPerson ?? null,
        contactQuality: person.minor?.contactQuality ?? null,
        legalRepresentative: person.minor?.legalRepresentative ?? null,
        locality: request.locality,
        street: request.street,
        streetNumber: request.streetNumber,
        county: request.county,
        status: validUntil < today ? "expired" : "active",
        registeredAt,
        validUntil,
        medicalCertificateKey: certificate.key,
        medicalCertificateType: "application/pdf",
        medicalCertificateIssuedOn: certificateIssuedOn,
        registrationFormKey: documents.formKey,
        declarationKey: documents.declarationKey,
        language: request.language,
        idempotencyKey: request.idempotencyKey,
        createdAt: registeredAt,
        updatedAt: registeredAt,
      },
      choices.map(({ slot, instructor }) => ({ slotId: slot.id, instructorId: instructor.id })),
    );
    await insertConsent(tx, {
      fullName: person.fullName,
      agreedAt: registeredAt,
      ip: "192.0.2.10",
      gdprVersionId: gdpr.id,
      studentId: student.id,
    });
    if (person.registeredDaysAgo <= 10) {
      await notifyNewRegistration(ctx, tx, { id: student.id, fullName: person.fullName, number });
    }
    if (person.renewalRequestedDaysAgo !== undefined) {
      // As if the expiry mail had gone out and its link been used: the admins see the request and its badge.
      await markExpiryMailed(tx, student.id, validUntil);
      await markRenewalRequested(
        tx,
        student.id,
        new Date(now.getTime() - person.renewalRequestedDaysAgo * 86_400_000),
      );
      await notifyRenewalRequested(ctx, tx, {
        studentId: student.id,
        fullName: person.fullName,
        endsOn: validUntil,
      });
    }
    ids.set(person.fullName, student.id);
  }
  return ids;
}

/** Demo seed step (after the club): the course registrations of DEMO_STUDENTS. */
export const seedDemoStudents: SeedStep = {
  name: "demo course registrations",
  async run(seed) {
    await seedStudentRegistrations(seed, DEMO_STUDENTS);
  },
};
