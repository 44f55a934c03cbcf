import { AccountMsg, AuthResponseSchema, Msg, ProfileResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import { captureMailer, createTestApp, createUser } from '../../../test/helpers';
import { UserModel } from './user.model';
import { hashResetToken } from './user-mails';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'secret1',
};

/** The reset mail goes after the answer (an answer as long as the mail would reveal accounts). */
const mailsSent = (m: { sent: MailMessage[] }, n: number) =>
  vi.waitFor(() => expect(m.sent).toHaveLength(n), { timeout: 15_000, interval: 20 });

function tokenFrom(mail: MailMessage | undefined): string {
  const match = /\/reset-password\/([a-f0-9]{64})/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no reset link in mail');
  return match[1];
}

let app: Express;
let mailer: ReturnType<typeof captureMailer>;
beforeEach(async () => {
  await UserModel.deleteMany({});
  mailer = captureMailer();
  app = createTestApp({}, { mailer }).app;
});

describe('POST /api/users/auth/register', () => {
  it('answers the contract messages in their order', async () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, Msg.nameRequired],
      [{ name: '   ' }, Msg.nameRequired],
      [{ name: 'Asha' }, Msg.emailRequired],
      [{ name: 'Asha', email: 'asha@' }, Msg.invalidEmail],
      // The one e-mail rule: the contact form refuses the same address.
      [{ name: 'Asha', email: 'a..b@c.de' }, Msg.invalidEmail],
      [{ name: 'Asha', email: 'asha@example.com' }, Msg.phone10],
      [{ name: 'Asha', email: 'asha@example.com', phone: '98765' }, Msg.phone10],
      [{ name: 'Asha', email: 'asha@example.com', phone: '98765432101' }, Msg.phone10],
      [{ name: 'Asha', email: 'asha@example.com', phone: '9876543210' }, Msg.passwordRequired],
      [
        { name: 'Asha', email: 'asha@example.com', phone: '9876543210', password: '12345' },
        Msg.password6,
      ],
      [{ ...valid, password: 'ह'.repeat(25) }, AccountMsg.passwordTooLong], // 25 chars, 75 bytes
    ];
    for (const [body, message] of steps) {
      const res = await request(app).post('/api/users/auth/register').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    // All issues come back, in order, for the form to show inline.
    const all = await request(app).post('/api/users/auth/register').send({});
    expect(all.body.issues.map((i: { message: string }) => i.message)).toEqual([
      Msg.nameRequired,
      Msg.emailRequired,
      Msg.phone10,
      Msg.passwordRequired,
    ]);
  });

  it('creates the account with a normalised e-mail and a bcrypt hash, and refuses a duplicate', async () => {
    const res = await request(app)
      .post('/api/users/auth/register')
      .send({ ...valid, email: '  Asha@Example.COM ', password: 'x'.repeat(72) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: AccountMsg.registered });
    const stored = await UserModel.findOne({ email: 'asha@example.com' })
      .select('+passwordHash')
      .lean();
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(stored?.passwordHash).not.toContain('xxxx');

    const dup = await request(app)
      .post('/api/users/auth/register')
      .send({ ...valid, email: 'ASHA@example.com ' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      success: false,
      message: AccountMsg.emailTaken,
      code: 'CONFLICT',
    });
    expect(await UserModel.countDocuments({ email: 'asha@example.com' })).toBe(1);
  });

  it('ignores unknown keys and operators', async () => {
    const res = await request(app)
      .post('/api/users/auth/register')
      .send({ ...valid, email: 'op@example.com', tokenVersion: 99, isAdmin: true });
    expect(res.status).toBe(201);
    const stored = await UserModel.findOne({ email: 'op@example.com' }).lean();
    expect(stored?.tokenVersion).toBe(0);
    const op = await request(app)
      .post('/api/users/auth/login')
      .send({ email: { $gt: '' }, password: 'secret1' });
    expect(op.status).toBe(400);
    expect(op.body.message).toBe(Msg.emailRequired);
  });
});

describe('POST /api/users/auth/login', () => {
  it('validates in order', async () => {
    const a = await request(app).post('/api/users/auth/login').send({});
    expect(a.body.message).toBe(Msg.emailRequired);
    const b = await request(app).post('/api/users/auth/login').send({ email: 'a@b.co' });
    expect(b.status).toBe(400);
    expect(b.body.message).toBe(Msg.passwordRequired);
  });

  it('answers data.token and data.user (never the hash); the token opens the profile', async () => {
    await request(app).post('/api/users/auth/register').send(valid).expect(201);
    const res = await request(app)
      .post('/api/users/auth/login')
      .send({ email: ' ASHA@example.com', password: 'secret1' });
    expect(res.status).toBe(200);
    const body = AuthResponseSchema.parse(res.body);
    expect(body.message).toBe(Msg.loggedIn);
    expect(body.data.user).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2[aby]\$|resetToken|tokenVersion/);
    const profile = await request(app)
      .get('/api/users/profile')
      .set('Authorization', `Bearer ${body.data.token}`);
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe('asha@example.com');
  });

  it('answers one generic 401 for a wrong password and an unknown e-mail', async () => {
    await request(app).post('/api/users/auth/register').send(valid).expect(201);
    const wrong = await request(app)
      .post('/api/users/auth/login')
      .send({ email: valid.email, password: 'nope123' });
    const unknown = await request(app)
      .post('/api/users/auth/login')
      .send({ email: 'ghost@example.com', password: 'nope123' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: AccountMsg.invalidCredentials,
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('rate-limits failures per (e-mail, client): the 6th attempt from that client gets 429 with a retry hint', async () => {
    await request(app).post('/api/users/auth/register').send(valid).expect(201);
    for (let i = 0; i < 5; i++) {
      await request(app)
        .post('/api/users/auth/login')
        .set('X-Forwarded-For', '203.0.113.1')
        .send({ email: valid.email, password: 'wrong-pass' })
        .expect(401);
    }
    const blocked = await request(app)
      .post('/api/users/auth/login')
      .set('X-Forwarded-For', '203.0.113.1')
      .send({ email: valid.email, password: 'secret1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(blocked.body.message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same network is unaffected.
    const other = await request(app)
      .post('/api/users/auth/login')
      .set('X-Forwarded-For', '203.0.113.1')
      .send({ email: 'other@example.com', password: 'x' });
    expect(other.status).toBe(401);
    // The owner, from another address, signs in.
    await request(app)
      .post('/api/users/auth/login')
      .set('X-Forwarded-For', '203.0.113.2')
      .send({ email: valid.email, password: 'secret1' })
      .expect(200);
  });

  it('rate-limits failures per IP across e-mails, and RATE_LIMIT_DISABLED turns limits off', async () => {
    for (let i = 0; i < 50; i++) {
      await request(app)
        .post('/api/users/auth/login')
        .set('X-Forwarded-For', '198.51.100.7')
        .send({ email: `ghost${i}@example.com`, password: 'wrong-pass' })
        .expect(401);
    }
    const blocked = await request(app)
      .post('/api/users/auth/login')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ email: 'someone@example.com', password: 'wrong-pass' });
    expect(blocked.status).toBe(429);
    await request(app)
      .post('/api/users/auth/login')
      .set('X-Forwarded-For', '198.51.100.8')
      .send({ email: 'someone@example.com', password: 'wrong-pass' })
      .expect(401);

    const open = createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { mailer }).app;
    for (let i = 0; i < 12; i++) {
      await request(open)
        .post('/api/users/auth/login')
        .send({ email: 'x@example.com', password: 'wrong' })
        .expect(401);
    }
  });
});

describe('password reset', () => {
  const requestReset = (email: string, target = app) =>
    request(target).post('/api/users/auth/forget-password').send({ email });

  it('validates the e-mail in order', async () => {
    expect((await requestReset('')).body.message).toBe(Msg.emailRequired);
    const bad = await requestReset('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(Msg.invalidEmail);
  });

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    await request(app).post('/api/users/auth/register').send(valid).expect(201);
    const known = await requestReset(' ASHA@example.com ');
    const unknown = await requestReset('ghost@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: Msg.resetLinkSent });
    expect(unknown.body).toEqual(known.body);
    await mailsSent(mailer, 1);
    const mail = mailer.sent[0];
    expect(mail?.to).toBe('asha@example.com');
    expect(mail?.subject).toContain('Vastra');
    expect(mail?.text).toContain('Vastra');
    expect(mail?.html).toContain('Vastra');
    expect(mail?.text).toMatch(/http:\/\/localhost:5173\/reset-password\/[a-f0-9]{64}/);
    const token = tokenFrom(mail);
    expect(mail?.html).toContain(`http://localhost:5173/reset-password/${token}`);
    // Only the SHA-256 is stored, with a 30-minute expiry.
    const stored = await UserModel.findOne({ email: valid.email })
      .select('+resetTokenHash +resetTokenExpiresAt')
      .lean();
    expect(stored?.resetTokenHash).toBe(hashResetToken(token));
    expect(stored?.resetTokenHash).not.toBe(token);
    const ttl = (stored?.resetTokenExpiresAt?.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
  });

  it('uses the first WEB_ORIGIN in the link', async () => {
    const m = captureMailer();
    const multi = createTestApp(
      { WEB_ORIGIN: 'https://shop.example.in/, http://localhost:5173' },
      { mailer: m },
    ).app;
    await request(multi).post('/api/users/auth/register').send(valid).expect(201);
    await requestReset(valid.email, multi).expect(200);
    await mailsSent(m, 1);
    expect(m.sent[0]?.text).toMatch(/https:\/\/shop\.example\.in\/reset-password\/[a-f0-9]{64}\n/);
  });

  it('still answers 200 when the mail server fails (the mail is retried later)', async () => {
    const broken = captureMailer(true);
    const target = createTestApp({}, { mailer: broken }).app;
    await request(target).post('/api/users/auth/register').send(valid).expect(201);
    const res = await requestReset(valid.email, target);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(Msg.resetLinkSent);
    await mailsSent(broken, 1);
  });

  it('resets once: the token is single-use, old sessions die, the new password signs in', async () => {
    await request(app).post('/api/users/auth/register').send(valid).expect(201);
    const login = await request(app)
      .post('/api/users/auth/login')
      .send({ email: valid.email, password: 'secret1' });
    const oldToken = login.body.data.token as string;
    await requestReset(valid.email).expect(200);
    await mailsSent(mailer, 1);
    const token = tokenFrom(mailer.sent[0]);

    const res = await request(app)
      .post('/api/users/auth/reset-password')
      .send({ token, newPassword: 'brand-new' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: AccountMsg.resetDone });

    const again = await request(app)
      .post('/api/users/auth/reset-password')
      .send({ token, newPassword: 'another1' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(Msg.invalidToken);

    await request(app)
      .get('/api/users/profile')
      .set('Authorization', `Bearer ${oldToken}`)
      .expect(401);
    await request(app)
      .post('/api/users/auth/login')
      .send({ email: valid.email, password: 'secret1' })
      .expect(401);
    await request(app)
      .post('/api/users/auth/login')
      .send({ email: valid.email, password: 'brand-new' })
      .expect(200);
  });

  it('rejects an expired token, a voided older token, a bad token and short passwords', async () => {
    await request(app).post('/api/users/auth/register').send(valid).expect(201);
    await requestReset(valid.email).expect(200);
    await mailsSent(mailer, 1);
    await requestReset(valid.email).expect(200);
    await mailsSent(mailer, 2);
    const first = tokenFrom(mailer.sent[0]);
    const second = tokenFrom(mailer.sent[1]);
    expect(first).not.toBe(second);

    const voided = await request(app)
      .post('/api/users/auth/reset-password')
      .send({ token: first, newPassword: 'brand-new' });
    expect(voided.status).toBe(400);
    expect(voided.body.message).toBe(Msg.invalidToken);

    // Validation order: token, then the password rules.
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: 'brand-new' }, Msg.invalidToken],
      [{ token: 'abc', newPassword: 'brand-new' }, Msg.invalidToken],
      [{ token: second }, Msg.newPasswordRequired],
      [{ token: second, newPassword: '12345' }, Msg.resetPassword6],
    ];
    for (const [body, message] of cases) {
      const res = await request(app).post('/api/users/auth/reset-password').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }

    // 30 minutes later (the stored expiry moved into the past): refused.
    await UserModel.updateOne(
      { email: valid.email },
      { $set: { resetTokenExpiresAt: new Date(Date.now() - 1000) } },
    );
    const expired = await request(app)
      .post('/api/users/auth/reset-password')
      .send({ token: second, newPassword: 'brand-new' });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(Msg.invalidToken);
    await request(app)
      .post('/api/users/auth/login')
      .send({ email: valid.email, password: 'secret1' })
      .expect(200);
  });

  it('rate-limits reset requests per e-mail', async () => {
    for (let i = 0; i < 5; i++) {
      await request(app)
        .post('/api/users/auth/forget-password')
        .set('X-Forwarded-For', `192.0.2.${i + 1}`)
        .send({ email: 'ghost@example.com' })
        .expect(200);
    }
    const res = await request(app)
      .post('/api/users/auth/forget-password')
      .set('X-Forwarded-For', '192.0.2.50')
      .send({ email: 'GHOST@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(
      /^Too many password reset requests\. Please try again in \d+ minutes\.$/,
    );
  });
});

describe('POST /api/users/auth/change-password', () => {
  it('requires a session', async () => {
    const res = await request(app)
      .post('/api/users/auth/change-password')
      .send({ oldPassword: 'a', newPassword: 'b' });
    expect(res.status).toBe(401);
  });

  it('validates in the contract order and refuses a wrong old password', async () => {
    const u = await createUser({ password: 'secret123' });
    const cases: [Record<string, unknown>, string][] = [
      [{}, Msg.oldPasswordRequired],
      [{ oldPassword: 'secret123' }, Msg.newPasswordRequired],
      [{ oldPassword: 'secret123', newPassword: 'short12' }, Msg.newPassword8],
      [{ oldPassword: 'secret123', newPassword: 'secret123' }, Msg.newPasswordDifferent],
      [{ oldPassword: 'wrong-old', newPassword: 'brand-new-1' }, AccountMsg.wrongOldPassword],
    ];
    for (const [body, message] of cases) {
      const res = await request(app).post('/api/users/auth/change-password').set(u.auth).send(body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('answers a fresh token; tokens issued before stop working', async () => {
    const u = await createUser({ password: 'secret123' });
    const res = await request(app)
      .post('/api/users/auth/change-password')
      .set(u.auth)
      .send({ oldPassword: 'secret123', newPassword: 'brand-new-1' });
    expect(res.status).toBe(200);
    const body = AuthResponseSchema.parse(res.body);
    expect(body.message).toBe(Msg.passwordChanged);
    expect(body.data.token).not.toBe(u.token);

    const old = await request(app).get('/api/users/profile').set(u.auth);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Your session is no longer valid. Please log in again.');
    await request(app)
      .get('/api/users/profile')
      .set('Authorization', `Bearer ${body.data.token}`)
      .expect(200);
    await request(app)
      .post('/api/users/auth/login')
      .send({ email: u.user.email, password: 'brand-new-1' })
      .expect(200);
    await request(app)
      .post('/api/users/auth/login')
      .send({ email: u.user.email, password: 'secret123' })
      .expect(401);
  });
});

describe('/api/users/profile', () => {
  const profile = {
    name: 'Asha Rao',
    phone: '9123456789',
    email: 'asha.rao@example.com',
    gender: 'female',
    dob: '1994-03-21',
  };

  it('requires a session', async () => {
    await request(app).get('/api/users/profile').expect(401);
    await request(app).put('/api/users/profile').send(profile).expect(401);
  });

  it('reads and updates the profile', async () => {
    const u = await createUser();
    const got = await request(app).get('/api/users/profile').set(u.auth);
    expect(got.status).toBe(200);
    const read = ProfileResponseSchema.parse(got.body);
    expect(read.data).toMatchObject({ _id: u.id, email: u.user.email, gender: '', dob: '' });

    const put = await request(app)
      .put('/api/users/profile')
      .set(u.auth)
      .send({ ...profile, email: ' Asha.Rao@Example.com ', currentPassword: u.password });
    expect(put.status).toBe(200);
    const updated = ProfileResponseSchema.parse(put.body);
    expect(updated.message).toBe(Msg.profileUpdated);
    expect(updated.data).toMatchObject({ ...profile, _id: u.id });
    expect(JSON.stringify(put.body)).not.toMatch(/passwordHash/);
    // The e-mail changed: the old token is signed out, the answer's token is this session's.
    await request(app).get('/api/users/profile').set(u.auth).expect(401);
    const auth = { Authorization: `Bearer ${String(updated.token)}` };

    // Absent gender/dob stay; '' clears (the e-mail is unchanged: no password needed).
    const keep = await request(app)
      .put('/api/users/profile')
      .set(auth)
      .send({ name: 'A', phone: profile.phone, email: profile.email });
    expect(keep.body.data).toMatchObject({ gender: 'female', dob: '1994-03-21' });
    const clear = await request(app)
      .put('/api/users/profile')
      .set(auth)
      .send({ name: 'A', phone: profile.phone, email: profile.email, gender: '', dob: '' });
    expect(clear.body.data).toMatchObject({ gender: '', dob: '' });
    // The new e-mail signs in.
    await request(app)
      .post('/api/users/auth/login')
      .send({ email: profile.email, password: u.password })
      .expect(200);
  });

  it('validates in order: name, phone, email, gender, birthday', async () => {
    const u = await createUser();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...profile, name: ' ' }, Msg.nameRequired],
      [{ ...profile, phone: '' }, Msg.mobileHint],
      [{ ...profile, phone: '91234-5678' }, Msg.mobileHint],
      [{ ...profile, email: '' }, Msg.emailRequired],
      [{ ...profile, email: 'asha' }, Msg.invalidEmail],
      [{ ...profile, gender: 'robot' }, AccountMsg.invalidGender],
      [{ ...profile, dob: '21-03-1994' }, AccountMsg.invalidDob],
      [{ ...profile, dob: '1994-02-30' }, AccountMsg.invalidDob],
      [{ ...profile, dob: tomorrow }, AccountMsg.futureDob],
    ];
    for (const [body, message] of cases) {
      const res = await request(app).put('/api/users/profile').set(u.auth).send(body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('keeps e-mails unique (409)', async () => {
    const a = await createUser();
    const b = await createUser();
    const res = await request(app)
      .put('/api/users/profile')
      .set(b.auth)
      .send({ ...profile, email: a.user.email.toUpperCase(), currentPassword: b.password });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AccountMsg.emailTaken);
    // Saving your own e-mail again is fine.
    await request(app)
      .put('/api/users/profile')
      .set(b.auth)
      .send({ ...profile, email: b.user.email })
      .expect(200);
  });
});
