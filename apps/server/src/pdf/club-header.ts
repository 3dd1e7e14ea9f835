import { translator } from "../lib/i18n.ts";
import type { RegistrationDocumentData } from "./registration-data.ts";
import type { PdfWriter } from "./writer.ts";

/** The club's name and contact lines at the top of both documents. */
export function clubHeader(writer: PdfWriter, data: RegistrationDocumentData) {
  const t = translator(data.lang);
  if (!data.club) {
    writer.paragraph(t("common:appName"), { bold: true, size: 12 });
    return;
  }
  const c = data.club;
  writer.paragraph(c.name, { bold: true, size: 12 });
  writer.paragraph(
    t("mail:documents.clubAddress", {
      street: c.street,
      locality: c.locality,
      county: c.county,
      postalCode: c.postalCode,
    }),
    { muted: true, size: 9 },
  );
  writer.paragraph(t("mail:documents.clubContact", { phone: c.phone, email: c.email }), {
    muted: true,
    size: 9,
  });
  writer.space(10);
}
