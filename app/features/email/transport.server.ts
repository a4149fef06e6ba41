// Where the shop's e-mails leave: an SMTP server when SMTP_URL is set, otherwise .eml files under
// DATA_DIR/outbox that any mail client opens (development, demos, a shop not yet given a server).
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { type Env, mailFrom } from "../../lib/env.server";
import { slugify } from "../../lib/slug";

export interface MailMessage {
  /** Defaults to the transport's sender (MAIL_FROM). */
  from?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Files sent with the message (an applicant's CV to HR). */
  attachments?: MailAttachment[];
  /**
   * Stable identity of this e-mail (the outbox row), letters, digits, dots and hyphens: every
   * attempt carries the same Message-ID, so a copy delivered twice is recognisably one e-mail.
   */
  id?: string;
}

export interface MailAttachment {
  /** Already reduced to safe characters (app/features/uploads/file-name.ts). */
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailTransport {
  /** Resolves once the message is accepted; rejects otherwise (see PermanentMailError). */
  send(message: MailMessage): Promise<void>;
}

/** A refusal that no retry can change: the server rejected the recipient's address. */
export class PermanentMailError extends Error {
  override name = "PermanentMailError";
}

// Nodemailer waits minutes by default; the outbox would rather retry later than hold its claim.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailTransport(env: Env): MailTransport {
  const from = mailFrom(env);
  if (env.SMTP_URL) return createSmtpTransport(env.SMTP_URL, from);
  return createFileTransport(path.resolve(env.DATA_DIR, "outbox"), from);
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  const smtp = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      try {
        await smtp.sendMail(mailOptions(message, from));
      } catch (error) {
        throw isRecipientRejected(error)
          ? new PermanentMailError(errorText(error), { cause: error })
          : error;
      }
    },
  };
}

/** Writes each message as an RFC 822 file, named so that a listing is in sending order. */
export function createFileTransport(dir: string, from: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await composer.sendMail(mailOptions(message, from));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const id = message.id ?? randomBytes(4).toString("hex");
      const slug = slugify(message.subject).slice(0, 60).replace(/-+$/, "");
      const file = path.join(dir, `${stamp}-${id}-${slug || "e-mail"}.eml`);
      await mkdir(dir, { recursive: true });
      // Written beside, then renamed: whoever watches the folder never opens half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message, { flag: "wx" });
      await rename(partial, file);
    },
  };
}

function mailOptions(message: MailMessage, defaultFrom: string) {
  const from = message.from ?? defaultFrom;
  return {
    from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
    attachments: message.attachments?.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(
        attachment.content.buffer,
        attachment.content.byteOffset,
        attachment.content.byteLength,
      ),
    })),
    messageId: message.id ? `<${message.id}@${domainOf(from)}>` : undefined,
  };
}

function domainOf(address: string): string {
  const match = /@([^\s@<>]+)>?\s*$/.exec(address);
  return match?.[1] ?? "localhost";
}

/**
 * The server refused the recipient for good (5xx to RCPT TO) or the address cannot be written.
 * Other 5xx replies (bad credentials, a sender the server refuses) are the shop's configuration,
 * which someone will fix: those e-mails keep being retried.
 */
function isRecipientRejected(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, command, permanent } = error as {
    code?: string;
    command?: string;
    permanent?: boolean;
  };
  if (code !== "EENVELOPE") return false;
  return command === "API" || (command === "RCPT TO" && permanent === true);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
