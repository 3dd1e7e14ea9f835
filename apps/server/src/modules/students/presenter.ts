import type { TStudentDetail, TStudentSummary } from "@bazin/shared/contracts/students";
import { certificateValidUntil } from "@bazin/shared/domain/certificate-validity";
import { ageOn, daysRemaining } from "@bazin/shared/domain/club";
import type { StudentRow, StudentSlotInfo, StudentSummaryRow } from "./repository.ts";

export function toStudentSummary(
  row: StudentSummaryRow,
  slots: readonly StudentSlotInfo[],
  today: string,
): TStudentSummary {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    age: ageOn(row.birthDate, today),
    status: row.status === "expired" ? "expired" : "active",
    registeredAt: row.registeredAt.toISOString(),
    validUntil: row.validUntil,
    daysRemaining: daysRemaining(row.status, row.validUntil, today),
    slots: slots.map(({ studentId: _, ...slot }) => slot),
    hasAccount: row.userId !== null,
    renewalRequestedAt: row.renewalRequestedAt?.toISOString() ?? null,
    medicalConsentWithdrawnAt: row.medicalConsentWithdrawnAt?.toISOString() ?? null,
  };
}

export function toStudentDetail(
  row: StudentRow,
  slots: readonly StudentSlotInfo[],
  consent: { version: number; agreedAt: Date } | null,
  today: string,
): TStudentDetail {
  const url = (kind: string) => `/api/students/${row.id}/documents/${kind}`;
  return {
    ...toStudentSummary(row, slots, today),
    contactPerson: row.contactPerson,
    contactQuality: row.contactQuality,
    locality: row.locality,
    street: row.street,
    streetNumber: row.streetNumber,
    blockApartment: row.blockApartment,
    county: row.county,
    legalRepresentative: row.legalRepresentative,
    renewedAt: row.renewedAt?.toISOString() ?? null,
    medicalCertificateIssuedOn: row.medicalCertificateIssuedOn,
    certificateValidUntil: row.medicalCertificateIssuedOn
      ? certificateValidUntil(row.medicalCertificateIssuedOn)
      : null,
    language: row.language,
    gdprConsent: consent ? { version: consent.version, agreedAt: consent.agreedAt.toISOString() } : null,
    documents: [
      { kind: "registrationForm", contentType: "application/pdf", url: url("registrationForm") },
      { kind: "declaration", contentType: "application/pdf", url: url("declaration") },
      ...(row.medicalCertificateKey && row.medicalCertificateType
        ? [
            {
              kind: "medicalCertificate" as const,
              contentType: row.medicalCertificateType,
              url: url("medicalCertificate"),
            },
          ]
        : []),
    ],
  };
}
