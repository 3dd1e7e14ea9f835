import { type Language, translator } from "../../lib/i18n.ts";
import { formatDay, type RegistrationDocumentData, scheduleLine } from "../../pdf/registration-data.ts";
import type { MailMessage } from "../mail/outbox.repository.ts";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/**
 * The confirmation an applicant receives (spec §1 terms), in the language they used: the chosen days and
 * times, the validity date, and both documents attached. Texts: mail.json `registrationConfirmation`.
 */
export function renderConfirmationMail(input: {
  to: string;
  lang: Language;
  data: RegistrationDocumentData;
  attachments: NonNullable<MailMessage["attachments"]>;
  /** The public page where a registrant without an account reaches their data (issue 16). */
  myDataUrl?: string;
}): MailMessage {
  const { data } = input;
  const t = translator(input.lang);
  const k = (key: string, params: Record<string, unknown> = {}) =>
    t(`mail:registrationConfirmation.${key}`, params) as string;
  const schedule = data.schedule.map((slot) => scheduleLine(t, slot));
  const before = [k("greeting"), k("intro", { name: data.student.fullName, number: data.number })];
  const after = [
    k("validity", { days: data.validityDays, date: formatDay(data.validUntil) }),
    k("documents"),
    k("rules"),
    ...(input.myDataUrl ? [k("myData", { url: input.myDataUrl })] : []),
  ];
  const signature = t("mail:signature") as string;
  const text = [
    ...before,
    `${k("scheduleTitle")}\n${schedule.map((line) => `- ${line}`).join("\n")}`,
    ...after,
    `-- \n${signature}`,
  ].join("\n\n");
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;
  const html =
    `<!doctype html><html lang="${input.lang}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">` +
    before.map(paragraph).join("") +
    `<p>${escapeHtml(k("scheduleTitle"))}</p><ul>${schedule.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` +
    after.map(paragraph).join("") +
    paragraph(signature) +
    "</body></html>";
  return {
    to: input.to,
    subject: k("subject", { name: data.student.fullName }),
    text: `${text}\n`,
    html,
    attachments: input.attachments,
  };
}
