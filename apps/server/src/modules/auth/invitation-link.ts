import { INVITE_TTL_MS } from "@bazin/shared/domain/limits";
import type { Role } from "@bazin/shared/domain/roles";
import type { AppContext } from "../../app-context.ts";
import { type Language, translator } from "../../lib/i18n.ts";
import { hashToken, randomToken } from "../../lib/tokens.ts";
import type { MailMessage } from "../mail/outbox.repository.ts";
import { renderMail } from "../mail/templates.ts";

export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export interface InvitationLink {
  /** What the database keeps: the token itself is only in the mail. */
  tokenHash: string;
  expiresAt: Date;
  /** The /register address the mail carries. */
  url: string;
  mail: MailMessage;
}

/**
 * A fresh link for an invitee: a random token, its expiry (INVITE_TTL_MS from `now`) and the invitation mail
 * that carries it, in `lang`. Inviting and resending both take it from here, so a resent mail is the same mail.
 */
export function issueInvitationLink(
  ctx: AppContext,
  invitee: Invitee,
  lang: Language,
  now: Date,
): InvitationLink {
  const token = randomToken();
  const url = `${ctx.config.publicUrl}/register?token=${encodeURIComponent(token)}`;
  const mail = renderMail({
    to: invitee.email,
    lang,
    template: "invitation",
    params: {
      firstName: invitee.firstName,
      lastName: invitee.lastName,
      role: translator(lang)(`mail:roles.${invitee.role}`),
      days: Math.round(INVITE_TTL_MS / 86_400_000),
    },
    action: { url },
  });
  return { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITE_TTL_MS), url, mail };
}
