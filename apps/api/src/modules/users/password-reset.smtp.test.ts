import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '@vastra/contracts';
import { createTestApp } from '../../../test/helpers';
import { decodeQuotedPrintable, startSmtpInbox } from '../../../test/smtp-inbox';

describe('password reset through a real SMTP server on loopback', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    smtp = await startSmtpInbox();
  });
  afterAll(() => smtp.close());
  const nextMail = () => smtp.nextMail();

  it('mails the link, the token resets the password, and the new password signs in', async () => {
    const { app, deps } = createTestApp({
      SMTP_URL: smtp.url,
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
