import type { TRegistrationRequest } from "@bazin/shared/contracts/registration";
import { ageOn, isMinor } from "@bazin/shared/domain/club";
import { REGISTRATION_VALIDITY_DAYS } from "@bazin/shared/domain/registration";
import type { Language } from "../../lib/i18n.ts";
import { translator } from "../../lib/i18n.ts";
import type { RegistrationDocumentData } from "../../pdf/registration-data.ts";
import type { Storage } from "../../storage/storage.ts";
import type { ClubProfileRow } from "./repository.ts";
import type { ResolvedChoice } from "./schedule.ts";

/** The registration's facts as the documents and the mail print them. */
export function registrationDocumentData(input: {
  lang: Language;
  number: string;
  registeredAt: Date;
  today: string;
  club: ClubProfileRow | null;
  request: Omit<TRegistrationRequest, "choices">;
  choices: readonly ResolvedChoice[];
  validUntil: string;
  gdprVersion: number;
}): RegistrationDocumentData {
  const r = input.request;
  return {
    lang: input.lang,
    number: input.number,
    registeredAt: input.registeredAt,
    club: input.club,
    student: {
      fullName: r.fullName,
      birthDate: r.birthDate,
      age: ageOn(r.birthDate, input.today),
      minor: isMinor(r.birthDate, input.today),
      phone: r.phone,
      email: r.email,
      contactPerson: r.contactPerson,
      contactQuality: r.contactQuality,
      locality: r.locality,
      street: r.street,
      streetNumber: r.streetNumber,
      blockApartment: r.blockApartment,
      county: r.county,
      legalRepresentative: r.legalRepresentative,
    },
    schedule: input.choices.map(({ slot, instructor }) => ({
      weekday: slot.weekday,
      startTime: slot.startTime,
      instructor: `${instructor.firstName} ${instructor.lastName}`,
    })),
    certificateIssuedOn: r.certificateIssuedOn,
    validUntil: input.validUntil,
    validityDays: REGISTRATION_VALIDITY_DAYS,
    gdpr: { version: input.gdprVersion, acceptedAt: input.registeredAt },
  };
}

/** Where the two documents were stored, with the names they carry as mail attachments. */
export interface StoredDocuments {
  formKey: string;
  declarationKey: string;
  attachments: { filename: string; contentType: string; path: string }[];
}

/**
 * Stores the rendered documents. Each key is pushed to `written` as soon as its file exists, so the caller
 * can remove every file if anything later fails.
 */
export async function storeDocuments(
  storage: Storage,
  docs: { form: Uint8Array; declaration: Uint8Array },
  data: RegistrationDocumentData,
  written: string[],
): Promise<StoredDocuments> {
  const save = async (bytes: Uint8Array) => {
    const saved = await storage.save(Buffer.from(bytes), { area: "documents", maxBytes: 20 * 1024 * 1024 });
    written.push(saved.key);
    return saved.key;
  };
  const formKey = await save(docs.form);
  const declarationKey = await save(docs.declaration);
  const t = translator(data.lang);
  const name = (key: string) => t(`mail:documents.${key}.fileName`, { number: data.number }) as string;
  return {
    formKey,
    declarationKey,
    attachments: [
      { filename: name("registrationForm"), contentType: "application/pdf", path: storage.pathOf(formKey) },
      { filename: name("declaration"), contentType: "application/pdf", path: storage.pathOf(declarationKey) },
    ],
  };
}
