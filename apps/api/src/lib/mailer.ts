import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from './logger';

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

/**
 * nodemailer behind a small interface. SMTP_URL → real SMTP. Unset → each message is rendered by
 * nodemailer's stream transport and written as an .eml file to the outbox directory.
 */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl, {
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
    } as never);
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
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(opts.outboxDir, name);
      await writeFile(file, info.message as Buffer);
      opts.logger.info({ to: m.to, subject: m.subject, file }, 'mail written to outbox (SMTP_URL unset)');
    },
    async close() {},
  };
}
