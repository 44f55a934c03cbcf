import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Logger } from './logger';
import { writeWholeFile } from './whole-file';

/** A text message to an Indian mobile number (its 10-digit national form, as the shop stores it). */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: 'twilio' | 'outbox';
  /** Sends the message, or throws (the job sending it is retried). */
  send(message: SmsMessage): Promise<void>;
}

/** Twilio's Messages API: the account, its auth token and the sender (number or service SID). */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** `+1…` number, or a Messaging Service SID (`MG…`). */
  from: string;
  /** `https://api.twilio.com`; tests point it at a loopback server. */
  apiUrl: string;
}

interface SmsOptions {
  twilio?: TwilioConfig;
  outboxDir: string;
  logger: Logger;
}

/** The number in E.164, as providers take it. */
export const e164 = (national: string) => `+91${national}`;

const TWILIO_TIMEOUT_MS = 10_000;

/**
 * Twilio's Messages REST API through `fetch`: one form-encoded POST per message with basic auth.
 * Anything but a 2xx throws with Twilio's own message (its error body is `{ code, message }`).
 */
function twilioSender(cfg: TwilioConfig): SmsSender {
  const url = `${cfg.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64')}`;
  const sender = cfg.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    kind: 'twilio',
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: auth,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ To: e164(m.to), [sender]: cfg.from, Body: m.text }),
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      const body = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown };
      const why = typeof body?.message === 'string' ? body.message : res.statusText;
      throw new Error(`Twilio answered ${res.status}: ${why}`);
    },
  };
}

/**
 * The SMS engine, chosen like the mailer: Twilio when configured, else each message is written
 * whole as a JSON file (`{ to, text, at }`, `to` in E.164) to the outbox folder and logged, so
 * development shows the code and the browser journeys read it.
 */
export function createSmsSender(opts: SmsOptions): SmsSender {
  if (opts.twilio) return twilioSender(opts.twilio);
  return {
    kind: 'outbox',
    async send(m) {
      await mkdir(opts.outboxDir, { recursive: true });
      const at = new Date().toISOString();
      const file = join(
        opts.outboxDir,
        `${at.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`,
      );
      const json = JSON.stringify({ to: e164(m.to), text: m.text, at });
      await writeWholeFile(file, Buffer.from(`${json}\n`));
      opts.logger.info(
        { to: e164(m.to), text: m.text, file },
        'SMS written to outbox (no SMS provider)',
      );
    },
  };
}
