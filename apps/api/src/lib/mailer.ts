import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from './logger';
import { writeWholeFile } from './whole-file';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}

const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10000 };

/**
 * nodemailer reads transport options from an SMTP URL's query string (and ignores the second
 * createTransport argument, which holds message defaults), so the timeouts go there unless the
 * URL sets its own: `smtp://user:pass@host:587?socketTimeout=20000`.
 */
export function withTimeouts(smtpUrl: string): string {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return smtpUrl;
  }
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * nodemailer behind a small interface. SMTP_URL → real SMTP. Unset → each message is rendered by
 * nodemailer's stream transport and written as an .eml file to the outbox directory, whole or not
 * at all (a full disk fails the send, and its job is retried).
 */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(withTimeouts(opts.smtpUrl));
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      async close() {
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(opts.outboxDir, name);
      await writeWholeFile(file, info.message as Buffer); // never a partial .eml
      opts.logger.info(
        { to: m.to, subject: m.subject, file },
        'mail written to outbox (SMTP_URL unset)',
      );
    },
    async close() {},
  };
}
