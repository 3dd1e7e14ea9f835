import type { TRegistrationResponse } from "@bazin/shared/contracts/registration";
import { daysRemaining, localDate } from "@bazin/shared/domain/club";
import type { StudentRow } from "./repository.ts";

/** A registration as the applicant and admins see it: with the days left on `today`, never internal columns. */
export function toRegistrationResponse(student: StudentRow, today: string): TRegistrationResponse {
  return {
    id: student.id,
    fullName: student.fullName,
    registeredAt: student.registeredAt.toISOString(),
    validUntil: student.validUntil,
    daysRemaining: daysRemaining(student.status, student.validUntil, today),
    status: student.status === "expired" ? "expired" : "active",
  };
}

/** The registration number printed on the documents and in the mail: year and the id's first characters. */
export function registrationNumber(student: Pick<StudentRow, "id" | "registeredAt">): string {
  return `${localDate(student.registeredAt).slice(0, 4)}-${student.id.slice(0, 8).toUpperCase()}`;
}

/**
 * A registration's personal data as a person's data export gives it (the right of access): the same fields
 * whether they ask from their account or, without one, from the e-mailed link.
 */
export function toRegistrationPersonalData(r: StudentRow) {
  return {
    id: r.id,
    fullName: r.fullName,
    birthDate: r.birthDate,
    phone: r.phone,
    email: r.email,
    contactPerson: r.contactPerson,
    contactQuality: r.contactQuality,
    address: {
      locality: r.locality,
      street: r.street,
      streetNumber: r.streetNumber,
      blockApartment: r.blockApartment,
      county: r.county,
    },
    legalRepresentative: r.legalRepresentative,
    status: r.status,
    registeredAt: r.registeredAt.toISOString(),
    validUntil: r.validUntil,
    renewedAt: r.renewedAt?.toISOString() ?? null,
    medicalCertificateIssuedOn: r.medicalCertificateIssuedOn,
    language: r.language,
  };
}
