import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OTP_LENGTH } from '@vastra/contracts';
import type { AppDeps } from '../src/deps';

export interface OutboxSms {
  to: string;
  text: string;
  at: string;
}

/** Every SMS the app's outbox holds for this 10-digit number, oldest first. */
export async function outboxSms(deps: AppDeps, phone: string): Promise<OutboxSms[]> {
  const dir = join(deps.env.DATA_DIR, 'sms-outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const all = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxSms),
  );
  return all.filter((m) => m.to === `+91${phone}`);
}

/** The sign-in code in an SMS. */
export function codeIn(text: string): string {
  const code = new RegExp(`\\b(\\d{${OTP_LENGTH}})\\b`).exec(text)?.[1];
  if (!code) throw new Error(`no code in SMS: ${text}`);
  return code;
}

/** Waits (polling, up to 20 s) for the `n`th SMS to the number, and answers its code. */
export async function waitForCode(deps: AppDeps, phone: string, n = 1): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const sent = await outboxSms(deps, phone);
    if (sent.length >= n) return codeIn(sent[n - 1]!.text);
    if (Date.now() > deadline) throw new Error(`SMS ${n} to ${phone} never arrived`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
