import { hasTranslation, type Language, translator } from "../../lib/i18n.ts";
import type { MailMessage } from "./outbox.repository.ts";

/*
 * Transactional mail texts live in the `mail` namespace (apps/web/src/locales/<lang>/mail.json), one object per
 * template with `subject` and the paragraphs below, any of which may be left out. The plain-text part and a
 * simple HTML part are built from the same texts.
 */
const PARAGRAPHS_BEFORE_ACTION = ["greeting", "intro"] as const;
const PARAGRAPHS_AFTER_ACTION = ["effective", "rights", "expiry", "ignore"] as const;

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export interface RenderMailInput {
  to: string;
  lang: Language;
  /** The template's key in mail.json, e.g. `invitation`. */
  template: string;
  params?: Record<string, string | number>;
  /** The button of the mail, with its link also printed in full for clients that hide buttons. */
  action?: { url: string };
}

/** Builds a ready-to-queue message from a mail.json template in the recipient's language. */
export function renderMail({ to, lang, template, params = {}, action }: RenderMailInput): MailMessage {
  const t = translator(lang);
  const text = (key: string) => t(`mail:${template}.${key}`, params) as string;
  const present = (keys: readonly string[]) =>
    keys.filter((k) => hasTranslation(lang, `mail:${template}.${k}`));
  const before = present(PARAGRAPHS_BEFORE_ACTION).map(text);
  const after = present(PARAGRAPHS_AFTER_ACTION).map(text);
  const signature = t("mail:signature") as string;

  const plain = [...before];
  const html = before.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (action) {
    const label = text("action");
    plain.push(`${label}:\n${action.url}`);
    html.push(
      `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#0b6bcb;` +
        `color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`,
      `<p style="font-size:13px;color:#555">${escapeHtml(t("mail:linkHint") as string)}<br>` +
        `<a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`,
    );
  }
  plain.push(...after, `-- \n${signature}`);
  html.push(...after.map((p) => `<p>${escapeHtml(p)}</p>`), `<p>${escapeHtml(signature)}</p>`);

  return {
    to,
    subject: text("subject"),
    text: `${plain.join("\n\n")}\n`,
    html: `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">${html.join("")}</body></html>`,
  };
}
