import { AccountMsg } from '@vastra/contracts';
import bcrypt from 'bcrypt';
import type { Express } from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountDelayMs, SignInLimits } from '../../src/modules/users/sign-in-throttle';
import { createTestApp, createUser, TEST_JWT_SECRET } from '../helpers';
import { decodeQuotedPrintable, startSmtpInbox } from '../smtp-inbox';
import { hasErrorMessage, preview, Tally } from './support/tally';

/**
 * Sessions under attack: guessing one account's password cannot lock its owner out (throttled
 * per account and client, per client, and by growing account-wide delays, never a hard lock);
 * a stolen session cannot take the account over by changing its e-mail (current password
 * needed, other sessions signed out, the old address told through a real SMTP server); tokens
 * without an expiry are refused; registration takes as long whether the e-mail is taken or not.
 */

const tally = new Tally('sessions');
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  smtp = await startSmtpInbox();
});
afterAll(async () => {
  tally.print();
  await smtp.close();
});

const login = (app: Express, email: string, password: string, ip: string) =>
  request(app).post('/api/users/auth/login').set('X-Forwarded-For', ip).send({ email, password });

describe('sign-in under attack', () => {
  it('an attacker gets a few guesses per address and slower answers; the owner still signs in', async () => {
    const { app } = createTestApp();
    const owner = await createUser({ password: 'owner-secret-1' });
    const email = owner.user.email;

    // One address: a handful of guesses, then 429 — even with the right password.
    let guesses = 0;
    for (let i = 0; i < 10; i += 1) {
      const res = await login(app, email, `guess-${i}`, '203.0.113.66');
      tally.saw(res.status, res.status === 429);
      if (res.status === 401) guesses += 1;
      else {
        expect(res.status).toBe(429);
        expect(res.body.message).toMatch(/try again in \d+ minutes/);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    expect(guesses).toBe(SignInLimits.perAccountAndClient);
    const blocked = await login(app, email, 'owner-secret-1', '203.0.113.66');
    tally.saw(blocked.status, blocked.status === 429);
    expect(blocked.status).toBe(429);
    tally.set('attackerGuessesPerAddress', guesses);

    // Rotating addresses: every guess is answered (no lock), later ones after a growing delay.
    const rotating = SignInLimits.accountFreeFailures - guesses + 2;
    let slowest = 0;
    for (let i = 0; i < rotating; i += 1) {
      const started = Date.now();
      const res = await login(app, email, `spray-${i}`, `198.51.100.${i + 1}`);
      slowest = Math.max(slowest, Date.now() - started);
      tally.saw(res.status, res.status === 401);
      expect(res.status, preview(res.body)).toBe(401);
    }
    const failures = SignInLimits.accountFreeFailures + 2;
    expect(slowest).toBeGreaterThanOrEqual(accountDelayMs(failures - 1) - 20);

    // The owner, from their own address, signs in with the right password.
    const started = Date.now();
    const ownerRes = await login(app, email, 'owner-secret-1', '192.0.2.10');
    const ownerMs = Date.now() - started;
    tally.saw(ownerRes.status, false);
    expect(ownerRes.status, preview(ownerRes.body)).toBe(200);
    expect(ownerMs).toBeGreaterThanOrEqual(accountDelayMs(failures) - 20);
    tally.set('ownerSignInUnderAttack', ownerRes.status);
    tally.set('ownerWaitMs', accountDelayMs(failures));
    tally.set('accountDelayMaxMs', SignInLimits.delayMaxMs);
    // The attacker's address stays refused.
    expect((await login(app, email, 'owner-secret-1', '203.0.113.66')).status).toBe(429);
  });

  it('a password spray from one address stops after the per-client limit', async () => {
    const { app } = createTestApp();
    let answered = 0;
    for (let i = 0; i <= SignInLimits.perClient; i += 1) {
      const res = await login(app, `spray${i}@example.com`, 'Password1', '203.0.113.77');
      tally.saw(res.status, res.status === 429);
      if (res.status === 429) break;
      answered += 1;
    }
    expect(answered).toBe(SignInLimits.perClient);
    tally.set('sprayGuessesPerAddress', answered);
  });
});

describe('e-mail change with a stolen session', () => {
  it('needs the current password, signs out other sessions and tells the old address', async () => {
    const { app, deps } = createTestApp({ SMTP_URL: smtp.url });
    const victim = await createUser({ password: 'victim-secret' });
    const oldEmail = victim.user.email;
    const stolen = victim.auth; // the attacker's copy of a session
    const ownerSession = await login(app, oldEmail, 'victim-secret', '192.0.2.20');
    const ownerAuth = { Authorization: `Bearer ${String(ownerSession.body.data.token)}` };
    const profile = { name: 'Victim', phone: '9876543210', email: 'attacker@example.net' };

    for (const [body, message] of [
      [profile, AccountMsg.currentPasswordForEmail],
      [{ ...profile, currentPassword: 'a-guess' }, AccountMsg.wrongCurrentPassword],
    ] as const) {
      const res = await request(app).put('/api/users/profile').set(stolen).send(body);
      tally.saw(res.status, res.status === 400 && hasErrorMessage(res.body));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const after = await request(app).get('/api/users/profile').set(stolen);
    expect(after.body.data.email).toBe(oldEmail);

    // The owner changes it: every other session ends, the old address hears of it.
    const mail = smtp.nextMail();
    const res = await request(app)
      .put('/api/users/profile')
      .set(ownerAuth)
      .send({ ...profile, email: 'victim.new@example.com', currentPassword: 'victim-secret' });
    expect(res.status, preview(res.body)).toBe(200);
    const stolenAfter = await request(app).get('/api/users/profile').set(stolen);
    tally.saw(stolenAfter.status, stolenAfter.status === 401);
    expect(stolenAfter.status).toBe(401);
    const fresh = { Authorization: `Bearer ${String(res.body.token)}` };
    expect((await request(app).get('/api/users/profile').set(fresh)).status).toBe(200);
    const delivered = await mail;
    expect(delivered.to).toEqual([oldEmail]);
    const text = decodeQuotedPrintable(delivered.raw);
    expect(text).toMatch(/^Subject: Your Vastra email address was changed/m);
    expect(text).toContain('victim.new@example.com');
    tally.set('emailChangeNoticeTo', 'oldAddress');
    await deps.mailer.close();
  });
});

describe('password guesses with a stolen session', () => {
  const wrongProfile = (app: Express, auth: Record<string, string>, i: number) =>
    request(app)
      .put('/api/users/profile')
      .set(auth)
      .send({
        name: 'Victim',
        phone: '9876543210',
        email: `attacker${i}@example.net`,
        currentPassword: `guess-${i}`,
      });
  const wrongChange = (app: Express, auth: Record<string, string>, i: number) =>
    request(app)
      .post('/api/users/auth/change-password')
      .set(auth)
      .send({ oldPassword: `guess-${i}`, newPassword: 'attacker-pass-1' });

  it('the profile update answers "incorrect" 10 times, then 429 even for the right password', async () => {
    const { app } = createTestApp(); // rate limits on
    const victim = await createUser({ password: 'victim-secret' });
    let guesses = 0;
    for (let i = 0; i < 30; i += 1) {
      const res = await wrongProfile(app, victim.auth, i);
      if (res.status === 400) {
        tally.saw(res.status, false);
        expect(res.body.message).toBe(AccountMsg.wrongCurrentPassword);
        guesses += 1;
        continue;
      }
      tally.saw(res.status, res.status === 429 && hasErrorMessage(res.body));
      expect(res.status, preview(res.body)).toBe(429);
      expect(res.body.message).toMatch(/try again in \d+ minutes/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      break;
    }
    tally.set('profilePasswordGuessesBefore429', guesses);
    expect(guesses).toBe(10);
    // The right password waits too: the budget is spent, not the account locked for good.
    const right = await request(app).put('/api/users/profile').set(victim.auth).send({
      name: 'Victim',
      phone: '9876543210',
      email: 'attacker@example.net',
      currentPassword: 'victim-secret',
    });
    tally.saw(right.status, right.status === 429);
    expect(right.status).toBe(429);
    expect((await request(app).get('/api/users/profile').set(victim.auth)).body.data.email).toBe(
      victim.user.email,
    );
    // Change-password shares the budget: no fresh guesses there either.
    const change = await wrongChange(app, victim.auth, 99);
    tally.saw(change.status, change.status === 429);
    expect(change.status).toBe(429);
    // Saving the profile without touching the e-mail checks no password and still works.
    const plain = await request(app)
      .put('/api/users/profile')
      .set(victim.auth)
      .send({ name: 'Victim Renamed', phone: '9876543210', email: victim.user.email });
    tally.saw(plain.status, false);
    expect(plain.status, preview(plain.body)).toBe(200);
  });

  it('alternating between the profile and change-password gets 10 guesses in all', async () => {
    const { app } = createTestApp();
    const victim = await createUser({ password: 'victim-secret' });
    let guesses = 0;
    for (let i = 0; i < 30; i += 1) {
      const res = await (i % 2 === 0 ? wrongProfile : wrongChange)(app, victim.auth, i);
      if (res.status === 429) {
        tally.saw(res.status, hasErrorMessage(res.body));
        break;
      }
      tally.saw(res.status, false);
      expect(res.status, preview(res.body)).toBe(400);
      guesses += 1;
    }
    tally.set('alternatingPasswordGuessesBefore429', guesses);
    expect(guesses).toBe(10);
    for (const send of [wrongProfile, wrongChange]) {
      const res = await send(app, victim.auth, 100);
      tally.saw(res.status, res.status === 429);
      expect(res.status).toBe(429);
    }
  });
});

describe('tokens', () => {
  it('refuses a correctly signed token that never expires', async () => {
    const { app } = createTestApp();
    const u = await createUser();
    const forever = jwt.sign({ tv: 0 }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: u.id });
    const res = await request(app)
      .get('/api/users/profile')
      .set('Authorization', `Bearer ${forever}`);
    tally.saw(res.status, res.status === 401);
    expect(res.status).toBe(401);
    expect(hasErrorMessage(res.body)).toBe(true);
  });
});

describe('registration', () => {
  it('hashes the password whether or not the e-mail is taken (same work, same timing)', async () => {
    const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    const taken = await createUser();
    const hash = vi.spyOn(bcrypt, 'hash');
    const timings: Record<'taken' | 'free', number[]> = { taken: [], free: [] };
    try {
      for (let i = 0; i < 6; i += 1) {
        for (const kind of ['taken', 'free'] as const) {
          const email = kind === 'taken' ? taken.user.email : `free${i}-${Date.now()}@example.com`;
          const before = hash.mock.calls.length;
          const started = performance.now();
          const res = await request(app)
            .post('/api/users/auth/register')
            .send({ name: 'Probe', email, phone: '9876543210', password: 'secret123' });
          timings[kind].push(performance.now() - started);
          expect(res.status).toBe(kind === 'taken' ? 409 : 201);
          if (kind === 'taken') expect(res.body.message).toBe(AccountMsg.emailTaken);
          // Both answers did one bcrypt hash.
          expect(hash.mock.calls.length - before).toBe(1);
          tally.saw(res.status, kind === 'taken' && res.status === 409);
        }
      }
    } finally {
      hash.mockRestore();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    tally.set('registerTakenMedianMs', Math.round(median(timings.taken)));
    tally.set('registerFreeMedianMs', Math.round(median(timings.free)));
  });
});
