import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

/** Decodes quoted-printable soft breaks and escapes (enough to read a link out of a MIME part). */
export function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([A-F0-9]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** A real SMTP server on loopback that keeps every message it receives (on `port`, or any). */
export async function startSmtpInbox(port = 0) {
  const inbox: Delivered[] = [];
  let waiting: ((m: Delivered) => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        inbox.push(mail);
        waiting?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    inbox,
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    /** The next message delivered (rejects after 10 s). */
    nextMail: () =>
      new Promise<Delivered>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail delivered within 10 s')), 10_000);
        waiting = (m) => {
          clearTimeout(timer);
          resolve(m);
        };
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
