import { translator } from "../lib/i18n.ts";
import { clubHeader } from "./club-header.ts";
import {
  addressLine,
  formatDay,
  formatTime,
  type RegistrationDocumentData,
  scheduleLine,
} from "./registration-data.ts";
import { PdfWriter } from "./writer.ts";

/** The registration form (spec §1 terms): every field of the registration, in the applicant's language. */
export async function renderRegistrationForm(data: RegistrationDocumentData): Promise<Uint8Array> {
  const t = translator(data.lang);
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`mail:documents.registrationForm.${key}`, params ?? {}) as string;
  const s = data.student;
  const none = t("mail:documents.notSet") as string;
  const writer = await PdfWriter.create({
    title: `${k("title")} ${data.number}`,
    author: data.club?.name ?? (t("common:appName") as string),
    subject: s.fullName,
    language: data.lang,
    createdAt: data.registeredAt,
  });

  clubHeader(writer, data);
  writer.title(k("title"));
  writer.paragraph(
    k("numberLine", {
      number: data.number,
      date: formatDay(data.registeredAt),
      time: formatTime(data.registeredAt),
    }),
  );

  writer.heading(k("applicant"));
  writer.field(k("fullName"), s.fullName);
  writer.field(k("birthDate"), formatDay(s.birthDate));
  writer.field(k("age"), t("mail:documents.years", { count: s.age }));
  writer.field(k("phone"), s.phone);
  writer.field(k("email"), s.email);

  if (s.minor) {
    writer.heading(k("minor"));
    writer.field(k("contactPerson"), s.contactPerson ?? none);
    writer.field(k("contactQuality"), s.contactQuality ?? none);
    writer.field(k("legalRepresentative"), s.legalRepresentative ?? none);
  }

  writer.heading(k("address"));
  writer.field(k("locality"), s.locality);
  writer.field(k("street"), s.street);
  writer.field(k("streetNumber"), s.streetNumber);
  writer.field(k("blockApartment"), s.blockApartment ?? none);
  writer.field(k("county"), s.county);
  writer.field(k("fullAddress"), addressLine(t, s));
  if (!s.minor && s.legalRepresentative) writer.field(k("legalRepresentative"), s.legalRepresentative);

  writer.heading(k("schedule"));
  for (const slot of data.schedule) writer.bullet(scheduleLine(t, slot));

  writer.heading(k("documents"));
  writer.field(k("certificateIssuedOn"), formatDay(data.certificateIssuedOn));
  writer.field(
    k("validity"),
    k("validityValue", { days: data.validityDays, date: formatDay(data.validUntil) }),
  );
  writer.field(
    k("gdpr"),
    k("gdprValue", { version: data.gdpr.version, date: formatDay(data.gdpr.acceptedAt) }),
  );

  writer.signatures([
    { caption: k("signatureApplicant"), name: s.minor ? (s.legalRepresentative ?? undefined) : s.fullName },
    { caption: k("signatureClub") },
  ]);
  return writer.finish((page, pages) => t("mail:documents.footer", { number: data.number, page, pages }));
}
