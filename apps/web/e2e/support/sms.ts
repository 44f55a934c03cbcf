import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The SMS outbox of the API e2e/run.mjs starts (no SMS provider: each text is a JSON file,
 * `{ to, text, at }`). Unset when the journeys run against another shop (E2E_TARGET_URL).
 */
export const smsDir = process.env.E2E_SMS_DIR ?? '';

/** Waits for the `n`th text to this 10-digit number and answers the 6-digit code in it. */
export async function waitForSmsCode(
  phone: string,
  { n = 1, timeoutMs = 20_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(smsDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.json'))
      .sort();
    const texts: string[] = [];
    for (const file of files) {
      const sms = JSON.parse(await readFile(join(smsDir, file), 'utf8')) as {
        to: string;
        text: string;
      };
      if (sms.to === `+91${phone}`) texts.push(sms.text);
    }
    const code = /\b(\d{6})\b/.exec(texts[n - 1] ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS ${n} to ${phone} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
