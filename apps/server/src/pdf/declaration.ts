import { translator } from "../lib/i18n.ts";
import { clubHeader } from "./club-header.ts";
import { addressLine, formatDay, type RegistrationDocumentData } from "./registration-data.ts";
import { PdfWriter } from "./writer.ts";

/**
 * The declaration (spec §1 terms): the applicant, or for a minor the legal representative, declares the data
 * true and accepts the club's rules (48 h schedule changes, 24 h absence notice, 10 minutes early, hygiene and
 * safety) and the GDPR version they agreed to.
 */
export async function renderDeclaration(data: RegistrationDocumentData): Promise<Uint8Array> {
  const t = translator(data.lang);
  const k = (key: string, params?: Record<string, unknown>) =>
    t(`mail:documents.declaration.${key}`, params ?? {}) as string;
  const s = data.student;
  const signer = s.minor && s.legalRepresentative ? s.legalRepresentative : s.fullName;
  const writer = await PdfWriter.create({
    title: `${k("title")} ${data.number}`,
    author: data.club?.name ?? (t("common:appName") as string),
    subject: s.fullName,
    language: data.lang,
    createdAt: data.registeredAt,
  });

  clubHeader(writer, data);
  writer.title(k("title"));
  const who = {
    name: s.fullName,
    representative: s.legalRepresentative ?? "",
    birthDate: formatDay(s.birthDate),
    address: addressLine(t, s),
  };
  writer.paragraph(s.minor ? k("introMinor", who) : k("introAdult", who));
  writer.space(4);

  writer.bullet(k("truth", { number: data.number, date: formatDay(data.registeredAt) }), "1.");
  writer.bullet(k("rules"), "2.");
  for (const rule of ["rule48h", "rule24h", "rule10min", "ruleHygiene", "ruleSafety"]) {
    writer.paragraph(`– ${k(rule)}`, { indent: 28 });
  }
  writer.bullet(k("fitness", { date: formatDay(data.certificateIssuedOn) }), "3.");
  writer.bullet(k("validity", { days: data.validityDays, date: formatDay(data.validUntil) }), "4.");
  writer.bullet(k("gdpr", { version: data.gdpr.version, date: formatDay(data.gdpr.acceptedAt) }), "5.");
  if (s.minor) writer.bullet(k("guardian", { name: s.fullName }), "6.");

  writer.space(8);
  writer.paragraph(k("dateLine", { date: formatDay(data.registeredAt) }));
  writer.signatures([{ caption: s.minor ? k("signatureGuardian") : k("signatureApplicant"), name: signer }]);
  return writer.finish((page, pages) => t("mail:documents.footer", { number: data.number, page, pages }));
}
