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

/**
 * Undo quoted-printable soft line breaks and =XX escapes (what nodemailer uses for long lines and
 * for anything not ASCII, whose escaped bytes are read as UTF-8).
 */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const wide = [...bytes].some((c) => c.charCodeAt(0) > 0xff);
  return wide ? bytes : Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A header's encoded words (`=?UTF-8?Q?…?=` or `=?UTF-8?B?…?=`, what nodemailer writes for a
 * subject with a ₹ in it) as text; the blank between two encoded words is dropped.
 */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeEncodedWords(line.slice(name.length + 1).trim()) : '';
}

async function readMail(file: string): Promise<ReceivedMail> {
  const raw = await readFile(join(mailDir, file), 'utf8');
  return {
    file,
    to: header(raw, 'to'),
    subject: header(raw, 'subject'),
    text: decodeQuotedPrintable(raw),
  };
}

/** Every message delivered to `to` so far, newest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  const found: ReceivedMail[] = [];
  for (const file of files) {
    const mail = await readMail(file);
    if (mail.to.toLowerCase().includes(to.toLowerCase())) found.push(mail);
  }
  return found;
}

/**
 * Waits for a message to `to` (the newest one, or the newest `where` accepts) delivered to the
 * loopback SMTP server that e2e/run.mjs runs (each message is stored as an .eml file in
 * E2E_MAIL_DIR).
 */
export async function waitForMail(
  to: string,
  {
    timeoutMs = 15_000,
    where = () => true,
  }: { timeoutMs?: number; where?: (mail: ReceivedMail) => boolean } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailsTo(to)).find(where);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no such mail to ${to} arrived in ${timeoutMs} ms (looked in ${mailDir})`);
}

/** The reset link a password-reset mail carries. */
export function resetLinkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/[^\s"'<>]+\/reset-password\/[a-f0-9]{64}/i.exec(mail.text);
  if (!match)
    throw new Error(`no reset link in the mail "${mail.subject}":\n${mail.text.slice(0, 2000)}`);
  return new URL(match[0]);
}
