import { AccountMsg, Msg, OTP_MAX_ATTEMPTS, OtpMsg } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps';
import { JobModel } from '../../lib/jobs/job.model';
import { createTestApp, createUser } from '../../../test/helpers';
import { outboxSms, waitForCode } from '../../../test/sms-outbox';
import { PhoneCodeModel } from './phone-code.model';
import { UserModel } from './user.model';

/**
 * Sign-in with a phone number and a texted code, through the real app, the real outbox SMS engine
 * (files in the test's data folder) and the real jobs. Rate limits are on.
 */
let app: Express;
let deps: AppDeps;
let address = 0;
/** A client address of its own for each test, so the per-client caps start from zero. */
let client: string;

beforeEach(async () => {
  await Promise.all([UserModel.deleteMany({}), PhoneCodeModel.deleteMany({})]);
  ({ app, deps } = createTestApp());
  client = `203.0.113.${++address}`;
});

const ask = (phone: string, from = client) =>
  request(app).post('/api/users/auth/phone/code').set('X-Forwarded-For', from).send({ phone });
const verify = (phone: string, code: string, from = client) =>
  request(app)
    .post('/api/users/auth/phone/verify')
    .set('X-Forwarded-For', from)
    .send({ phone, code });
/** Lets the resend cooldown lapse, as if 31 s had passed since the last request. */
const afterCooldown = (phone: string) =>
  PhoneCodeModel.updateOne(
    { _id: phone },
    { $set: { requestedAt: new Date(Date.now() - 31_000) } },
  );

describe('phone sign-in', () => {
  it('texts a code to the account’s number; the code signs in once', async () => {
    const u = await createUser({ phone: '9876543210' });
    const res = await ask('+91 98765 43210');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, message: OtpMsg.codeSent });
    const code = await waitForCode(deps, '9876543210');

    // The code exists only as its HMAC; the job that sent it never held it.
    const row = await PhoneCodeModel.findById('9876543210').lean();
    expect(row?.codeHash).toMatch(/^[a-f\d]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const job = await JobModel.findOne({ name: 'user.phone-code' }).lean();
    expect(JSON.stringify(job?.data)).not.toContain(code);

    const signedIn = await verify('098765 43210', code);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.message).toBe(Msg.loggedIn);
    expect(signedIn.body.data.user).toMatchObject({ _id: u.id, phone: '9876543210' });
    const profile = await request(app)
      .get('/api/users/profile')
      .set('Authorization', `Bearer ${signedIn.body.data.token}`);
    expect(profile.status).toBe(200);
    expect(profile.body.data._id).toBe(u.id);

    // Single use.
    const again = await verify('9876543210', code);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(OtpMsg.codeInvalid);
  });

  it('refuses an expired code', async () => {
    await createUser({ phone: '9876543211' });
    await ask('9876543211').expect(202);
    const code = await waitForCode(deps, '9876543211');
    await PhoneCodeModel.updateOne(
      { _id: '9876543211' },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const res = await verify('9876543211', code);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(OtpMsg.codeInvalid);
  });

  it('kills a code after five wrong tries: the sixth is refused even with the right code', async () => {
    await createUser({ phone: '9876543212' });
    await ask('9876543212').expect(202);
    const code = await waitForCode(deps, '9876543212');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await verify('9876543212', wrong);
      expect(res.status, `try ${i + 1}`).toBe(401);
      expect(res.body.message).toBe(OtpMsg.codeInvalid);
    }
    const right = await verify('9876543212', code);
    expect(right.status).toBe(401);
    expect(right.body.message).toBe(OtpMsg.codeInvalid);
    expect((await PhoneCodeModel.findById('9876543212').lean())?.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('answers a number no account has exactly as a known one, and texts nothing', async () => {
    await createUser({ phone: '9876543213' });
    const known = await ask('9876543213');
    const unknown = await ask('9123456780');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await waitForCode(deps, '9876543213');
    expect(await outboxSms(deps, '9123456780')).toEqual([]);
    // Both numbers wait out the same cooldown, with the same answer.
    const knownAgain = await ask('9876543213');
    const unknownAgain = await ask('9123456780');
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(429);
    expect(unknownAgain.body.message).toBe(knownAgain.body.message);
    // No code can sign in to a number without an account.
    const guess = await verify('9123456780', '123456');
    expect(guess.status).toBe(401);
    expect(guess.body.message).toBe(OtpMsg.codeInvalid);
    expect(await JobModel.countDocuments({ 'data.phone': '9123456780' })).toBe(0);
  });

  it('texts nothing for a number two accounts share', async () => {
    await createUser({ phone: '9876543214' });
    await createUser({ phone: '9876543214' });
    await ask('9876543214').expect(202);
    expect(await JobModel.countDocuments({ 'data.phone': '9876543214' })).toBe(0);
  });

  it('makes a number wait 30 s between codes; a new code replaces the old one', async () => {
    await createUser({ phone: '9876543215' });
    await ask('9876543215').expect(202);
    const first = await waitForCode(deps, '9876543215');
    const soon = await ask('9876543215');
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(
      /^Please wait \d+ seconds? before asking for another code\.$/,
    );
    const wait = Number(soon.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);

    await afterCooldown('9876543215');
    await ask('9876543215').expect(202);
    const second = await waitForCode(deps, '9876543215', 2);
    if (second !== first) expect((await verify('9876543215', first)).status).toBe(401);
    expect((await verify('9876543215', second)).status).toBe(200);
  });

  it('caps codes per number per hour, from any client address', async () => {
    await createUser({ phone: '9876543216' });
    for (let i = 0; i < 5; i++) {
      await ask('9876543216', `198.51.100.${i + 1}`).expect(202);
      await afterCooldown('9876543216');
    }
    const sixth = await ask('9876543216', '198.51.100.99');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many codes for this number\. Please try again in /);
  });

  it('caps code requests per client address per hour, over every number', async () => {
    for (let i = 0; i < 20; i++) await ask(`91234567${String(i).padStart(2, '0')}`).expect(202);
    const over = await ask('9123456799');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many code requests\. Please try again in /);
    await ask('9123456799', '198.51.100.200').expect(202);
  });

  it('refuses a blocked account even with the right code', async () => {
    const u = await createUser({ phone: '9876543217' });
    await UserModel.updateOne({ _id: u.id }, { $set: { blocked: true } });
    await ask('9876543217').expect(202);
    const code = await waitForCode(deps, '9876543217');
    const res = await verify('9876543217', code);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(AccountMsg.accountBlocked);
  });

  it('refuses a number that is not Indian or a code that is not six digits, with a message', async () => {
    for (const phone of ['+44 20 7946 0958', '98765', 'abc', 42]) {
      const res = await request(app).post('/api/users/auth/phone/code').send({ phone });
      expect(res.status, String(phone)).toBe(400);
      expect(res.body.message).toBe(Msg.phone10);
    }
    const short = await verify('9876543210', '12 34');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(OtpMsg.codeFormat);
    const none = await verify('9876543210', '');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(OtpMsg.codeRequired);
  });

  it('is off (503) in production without an SMS provider; e-mail sign-in is untouched', async () => {
    const prod = createTestApp({
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://127.0.0.1:1/unused',
      PAYOUT_KEY: 'ab'.repeat(32),
      SMTP_URL: 'smtp://127.0.0.1:1',
      RAZORPAY_KEY_ID: 'rzp_test_unused',
      RAZORPAY_KEY_SECRET: 'unused',
    }).app;
    const u = await createUser({ phone: '9876543218', password: 'secret123' });
    const res = await request(prod)
      .post('/api/users/auth/phone/code')
      .send({ phone: '9876543218' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(OtpMsg.unavailable);
    expect(await PhoneCodeModel.countDocuments({ _id: '9876543218' })).toBe(0);
    await request(prod)
      .post('/api/users/auth/login')
      .send({ email: u.user.email, password: 'secret123' })
      .expect(200);
  });
});
