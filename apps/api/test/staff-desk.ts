import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createStaffCast, type StaffCast } from '../src/modules/staff/test-helpers';
import { createTestApp } from './helpers';
import { decodeQuotedPrintable, startSmtpInbox } from './smtp-inbox';

type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/**
 * The set-up of a back-office suite that reads the e-mails its actions send: one signed-in account
 * of each staff role plus a shopper, and a real SMTP server on loopback, made once per test file
 * (its hooks are registered by the call) and closed after it. `app()` builds the real app with
 * rate limits off, mailing to that server.
 */
export function useStaffDesk() {
  let cast: StaffCast | undefined;
  let smtp: SmtpInbox | undefined;
  beforeAll(async () => {
    [cast, smtp] = await Promise.all([createStaffCast(), startSmtpInbox()]);
  });
  afterAll(() => smtp?.close());

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the staff desk's ${what} is made in beforeAll`);
    return value;
  };
  const desk = {
    get cast(): StaffCast {
      return ready(cast, 'staff cast');
    },
    get smtp(): SmtpInbox {
      return ready(smtp, 'SMTP server');
    },
    /** The real app with rate limits off, mailing to the desk's SMTP server; `env` adds to it. */
    app(env: Record<string, string> = {}): Express {
      return createTestApp({ RATE_LIMIT_DISABLED: 'true', SMTP_URL: desk.smtp.url, ...env }).app;
    },
    /** Waits (up to 20 s) for a mail to `to` whose text holds `subject`; answers its decoded text. */
    async mailTo(to: string, subject: string): Promise<string> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const hit = desk.smtp.inbox.find(
          (m) => m.to.includes(to) && decodeQuotedPrintable(m.raw).includes(subject),
        );
        if (hit) return decodeQuotedPrintable(hit.raw);
        if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
  return desk;
}
