import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailDir } from './env';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  /** Headers and decoded (quoted-printable) bodies, as one text. */
  text: string;
}

/** Undo quoted-printable soft line breaks and =XX escapes (what nodemailer uses for long lines). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/**
 * Waits for a message to `to` delivered to the loopback SMTP server that e2e/run.mjs runs (each
 * message is stored as an .eml file in E2E_MAIL_DIR).
 */
export async function waitForMail(to: string, { timeoutMs = 15_000 } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const raw = await readFile(join(mailDir, file), 'utf8');
      if (header(raw, 'to').toLowerCase().includes(to.toLowerCase())) {
        return {
          file,
          to: header(raw, 'to'),
          subject: header(raw, 'subject'),
          text: decodeQuotedPrintable(raw),
        };
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} arrived in ${timeoutMs} ms (looked in ${mailDir})`);
}

/** The reset link a password-reset mail carries. */
export function resetLinkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/[^\s"'<>]+\/reset-password\/[a-f0-9]{64}/i.exec(mail.text);
  if (!match)
    throw new Error(`no reset link in the mail "${mail.subject}":\n${mail.text.slice(0, 2000)}`);
  return new URL(match[0]);
}
