import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { OutboxRow } from "./outbox.repository.ts";

/** Where a queued message goes: an SMTP server, or a folder of .eml files when there is none. */
export interface MailTransport {
  readonly kind: "smtp" | "file";
  /** Delivers one message; resolves to where it went (for the log), rejects when it should be retried. */
  send(message: OutboxRow, sentAt: Date): Promise<string>;
  close(): void;
}

function toNodemailer(message: OutboxRow, from: string): Mail.Options {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            path: a.path,
          })),
        }
      : {}),
    // A stable Message-ID per outbox row lets a receiving server drop a duplicate after a retried send.
    messageId: `<${message.id}@${from.replace(/^.*@|>.*$/g, "") || "bazin.local"}>`,
  };
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail(toNodemailer(message, from));
      return "smtp";
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP every message becomes an RFC 822 file in `<dataDir>/outbox`, named by time and id so a listing
 * reads in order. Development and the end-to-end tests read the links from there.
 */
export function fileTransport(dataDir: string, from: string): MailTransport {
  const dir = join(dataDir, "outbox");
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message, sentAt) {
      const info = await builder.sendMail(toNodemailer(message, from));
      await mkdir(dir, { recursive: true });
      const stamp = sentAt.toISOString().replaceAll(":", "-");
      const file = join(dir, `${stamp}-${message.id}.eml`);
      await writeFile(file, info.message as Buffer);
      return file;
    },
    close: () => builder.close(),
  };
}
