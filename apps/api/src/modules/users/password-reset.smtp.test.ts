import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@vastra/contracts';
import { createTestApp } from '../../../test/helpers';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

/** Decodes quoted-printable soft breaks and escapes (enough to read a link out of a MIME part). */
function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([A-F0-9]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

describe('password reset through a real SMTP server on loopback', () => {
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
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const nextMail = () =>
    new Promise<Delivered>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no mail delivered within 10 s')), 10_000);
      waiting = (m) => {
        clearTimeout(timer);
        resolve(m);
      };
    });

  it('mails the link, the token resets the password, and the new password signs in', async () => {
    const { app, deps } = createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      WEB_ORIGIN: 'https://vastra.example.in',
    });
    expect(deps.mailer.kind).toBe('smtp');
    const email = 'meera@example.com';
    await request(app)
      .post('/api/users/auth/register')
      .send({ name: 'Meera Iyer', email, phone: '9000000001', password: 'old-secret' })
      .expect(201);

    const delivered = nextMail();
    const res = await request(app)
      .post('/api/users/auth/forget-password')
      .send({ email: 'Meera@Example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(Msg.resetLinkSent);

    const mail = await delivered;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@vastra.local');
    expect(mail.raw).toMatch(/^Subject: Reset your Vastra password/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Vastra');
    const links = [
      ...body.matchAll(/https:\/\/vastra\.example\.in\/reset-password\/([a-f0-9]{64})/g),
    ].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(2); // in the text part and in the HTML part
    const token = links[0];
    expect(new Set(links)).toEqual(new Set([token]));

    await request(app)
      .post('/api/users/auth/reset-password')
      .send({ token, newPassword: 'new-secret' })
      .expect(200);
    const login = await request(app)
      .post('/api/users/auth/login')
      .send({ email, password: 'new-secret' });
    expect(login.status).toBe(200);
    expect(login.body.data.user.email).toBe(email);
    await request(app)
      .post('/api/users/auth/login')
      .send({ email, password: 'old-secret' })
      .expect(401);
    await deps.mailer.close();
  });
});
