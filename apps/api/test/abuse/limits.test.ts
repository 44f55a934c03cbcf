import { COD_ORDERS_PER_ADDRESS_PER_DAY } from '@vastra/contracts';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { EnvSchema } from '../../src/config/env';
import { memoryCounterStore } from '../../src/lib/counter-store';
import { makeAddress, makeProduct } from '../../src/modules/cart/commerce-fixtures';
import { NewsletterModel } from '../../src/modules/contact/newsletter.model';
import { SignInLimits } from '../../src/modules/users/sign-in-throttle';
import { createTestApp, createUser } from '../helpers';
import { mailsSent, settledSnapshot } from './support/db-guard';
import { dbSnapshot, changedCollections } from './support/snapshot';
import { hasErrorMessage, preview, Tally } from './support/tally';
import { buildWorld } from './support/world';

/**
 * Limits: sign-in (per e-mail and client, per client), forgot-password, contact and newsletter are rate-limited (429 with a
 * Retry-After header and a message saying when to retry; nothing written once limited); bodies
 * over 100 kB and review photos over 5 MB answer 413 with a message.
 */

const tally = new Tally('limits');
let allowedBeforeLimit = 0;
/** Requests answered as if they came from the address their spoofed X-Forwarded-For named. */
let spoofedForwardedForBelieved = 0;

interface Flood {
  name: string;
  /** Requests allowed in the window before the limit answers 429. */
  allowed: number;
  send: (app: Express, i: number) => request.Test;
}

const floods: Flood[] = [
  {
    // Rotating addresses get slower answers instead (sessions.test.ts): the owner is never locked out.
    name: 'sign-in (per e-mail and client IP, failures)',
    allowed: 5,
    send: (app, i) =>
      request(app)
        .post('/api/users/auth/login')
        .set('X-Forwarded-For', '203.0.113.1')
        .send({ email: 'victim@example.com', password: `guess-${i}` }),
  },
  {
    name: 'sign-in (per client IP, many e-mails)',
    allowed: 50,
    send: (app, i) =>
      request(app)
        .post('/api/users/auth/login')
        .send({ email: `spray${i}@example.com`, password: 'Password1' }),
  },
  {
    name: 'forgot-password (per e-mail)',
    allowed: 5,
    send: (app, i) =>
      request(app)
        .post('/api/users/auth/forget-password')
        .set('X-Forwarded-For', `198.51.100.${i + 1}`)
        .send({ email: 'victim@example.com' }),
  },
  {
    name: 'forgot-password (per client IP)',
    allowed: 10,
    send: (app, i) =>
      request(app)
        .post('/api/users/auth/forget-password')
        .send({ email: `who${i}@example.com` }),
  },
  {
    name: 'contact',
    allowed: 5,
    send: (app, i) =>
      request(app)
        .post('/api/contact')
        .send({
          name: 'Spammer',
          email: `spam${i}@example.com`,
          phone: '9876543210',
          message: `Buy followers ${i}`,
        }),
  },
  {
    name: 'newsletter',
    allowed: 10,
    send: (app, i) =>
      request(app)
        .post('/api/newsletter')
        .send({ email: `list${i}@example.com` }),
  },
];

describe('limits', () => {
  afterAll(() => {
    tally.set('allowedBeforeLimit', allowedBeforeLimit);
    tally.set('spoofedForwardedForBelieved', spoofedForwardedForBelieved);
    tally.print();
  });

  it.each(floods.map((f) => [f.name, f] as const))(
    'rate limit: %s → 429 with Retry-After and a message',
    async (_name, flood) => {
      const { app } = createTestApp();
      for (let i = 0; i < flood.allowed; i += 1) {
        const res = await flood.send(app, i);
        tally.saw(res.status, false);
        allowedBeforeLimit += 1;
        expect(res.status, `request ${i + 1}: ${preview(res.body)}`).not.toBe(429);
        expect(res.status).toBeLessThan(500);
      }
      // Settled: the accepted contact requests mark themselves mailed in the background.
      await mailsSent();
      const before = await settledSnapshot();
      for (let i = flood.allowed; i < flood.allowed + 3; i += 1) {
        const res = await flood.send(app, i);
        const retryAfter = Number(res.headers['retry-after']);
        const ok =
          res.status === 429 &&
          hasErrorMessage(res.body) &&
          retryAfter > 0 &&
          /try again in \d+ (seconds|minutes)/i.test(String(res.body.message));
        tally.saw(res.status, ok);
        expect(res.status, preview(res.body)).toBe(429);
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(retryAfter).toBeGreaterThan(0);
        expect(res.body.message).toMatch(/try again in \d+ (seconds|minutes)/i);
      }
      // A limited request writes nothing (no contact stored, no subscriber, no reset token). Only
      // the limiter's own counters move (`rate_counters`, shared by every API process in MongoDB).
      expect(
        changedCollections(before, await settledSnapshot()).filter((c) => c !== 'rate_counters'),
      ).toEqual([]);
    },
  );

  it('the default configuration believes no spoofed X-Forwarded-For: rotating it meets every per-address limit', async () => {
    // The configuration's own default (no proxy named; the tests' env stands behind one), its own
    // counters, and the request log, which records the address each request was counted under.
    const lines: Array<{ req?: { url?: string; remoteAddress?: string } }> = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
    );
    const { deps } = createTestApp({}, { counters: memoryCounterStore() });
    const env = { ...deps.env, TRUST_PROXY: EnvSchema.parse({ NODE_ENV: 'test' }).TRUST_PROXY };
    const app = createApp({ ...deps, env, logger });
    let n = 0;
    const spoof = () => {
      n += 1;
      return `198.18.${n >> 8}.${n & 255}`;
    };
    const product = await makeProduct({ inventory: [{ size: 'M', stock: 50 }] });
    const attacks: Array<{
      name: string;
      allowed: number;
      send: (i: number) => Promise<request.Response>;
    }> = [
      {
        name: 'sign-in',
        allowed: SignInLimits.perAccountAndClient,
        send: (i) =>
          request(app)
            .post('/api/users/auth/login')
            .set('X-Forwarded-For', spoof())
            .send({ email: 'spoofed-victim@example.com', password: `guess-${i}` }),
      },
      {
        name: 'registration',
        allowed: 20,
        send: (i) =>
          request(app)
            .post('/api/users/auth/register')
            .set('X-Forwarded-For', spoof())
            .send({
              name: `Spoofer ${i}`,
              email: `spoofer${i}@example.com`,
              phone: '9876543210',
              password: 'spoofer-pass-1',
            }),
      },
      {
        name: 'password reset',
        allowed: 10,
        send: (i) =>
          request(app)
            .post('/api/users/auth/forget-password')
            .set('X-Forwarded-For', spoof())
            .send({ email: `reset${i}@example.com` }),
      },
      {
        name: 'contact',
        allowed: 5,
        send: (i) =>
          request(app)
            .post('/api/contact')
            .set('X-Forwarded-For', spoof())
            .send({
              name: 'Spoofer',
              email: `contact${i}@example.com`,
              phone: '9876543210',
              message: `Message ${i}`,
            }),
      },
      {
        name: 'COD orders (fresh accounts)',
        allowed: COD_ORDERS_PER_ADDRESS_PER_DAY,
        send: async () => {
          const u = await createUser();
          const address = await makeAddress(u.id);
          return request(app)
            .post('/api/orders')
            .set(u.auth)
            .set('X-Forwarded-For', spoof())
            .send({
              products: [{ productId: String(product._id), size: 'M', quantity: 1 }],
              addressId: String(address._id),
              paymentMethod: 'COD',
            });
        },
      },
    ];
    const statuses = new Map<string, number[]>();
    for (const attack of attacks) {
      const seen: number[] = [];
      for (let i = 0; i <= attack.allowed; i += 1) {
        const res = await attack.send(i);
        seen.push(res.status);
        tally.saw(res.status, i === attack.allowed && res.status === 429);
      }
      statuses.set(attack.name, seen);
    }
    await mailsSent();
    // Counted (and printed) before any assertion, so a failing run shows how many were believed.
    const counted = lines.flatMap((l) => (l.req?.remoteAddress ? [l.req.remoteAddress] : []));
    spoofedForwardedForBelieved += counted.filter((a) => a.startsWith('198.18.')).length;
    expect(counted.length).toBeGreaterThanOrEqual(n);
    for (const [name, seen] of statuses) {
      expect(seen.slice(0, -1), name).not.toContain(429);
      expect(seen.at(-1), `${name}: ${seen.join(' ')}`).toBe(429);
    }
    expect(spoofedForwardedForBelieved).toBe(0);
  });

  it('a limited newsletter sign-up is not stored', async () => {
    const { app } = createTestApp();
    for (let i = 0; i < 10; i += 1) {
      await request(app)
        .post('/api/newsletter')
        .send({ email: `n${i}@example.com` });
      tally.saw(201, false);
      allowedBeforeLimit += 1;
    }
    const res = await request(app).post('/api/newsletter').send({ email: 'late@example.com' });
    tally.saw(res.status, res.status === 429);
    expect(res.status).toBe(429);
    expect(await NewsletterModel.exists({ email: 'late@example.com' })).toBeNull();
  });

  it('bodies over the caps answer 413 with a message (JSON, form, multipart review photo)', async () => {
    const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    const world = await buildWorld(app);
    const before = await dbSnapshot();
    const big = 'x'.repeat(101 * 1024);
    const cases: [string, request.Test][] = [
      [
        'JSON body over 100 kB (public)',
        request(app)
          .post('/api/contact')
          .send({ name: 'A', email: 'a@example.com', phone: '9876543210', message: big }),
      ],
      [
        'JSON body over 100 kB (signed in)',
        request(app).post('/api/address').set(world.alice.auth).send({ address: big }),
      ],
      [
        'urlencoded body over 100 kB',
        request(app).post('/api/newsletter').type('form').send(`email=${big}`),
      ],
      [
        '1 MB JSON array',
        request(app)
          .post('/api/cart')
          .set(world.alice.auth)
          .set('Content-Type', 'application/json')
          .send(`[${'1,'.repeat(500_000)}1]`),
      ],
    ];
    // A real PNG over 5 MB (random pixels do not compress).
    const side = 1400;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
    cases.push([
      'review photo over 5 MB',
      request(app)
        .post('/api/reviews/create')
        .set(world.alice.auth)
        .field('productId', world.reviewed)
        .field('orderId', world.alice.orderId)
        .field('rating', '5')
        .field('comment', 'With a huge photo')
        .attach('image', png, { filename: 'huge.png', contentType: 'image/png' }),
    ]);
    for (const [name, pending] of cases) {
      const res = await pending.ok(() => true);
      const ok = res.status === 413 && hasErrorMessage(res.body);
      tally.saw(res.status, ok);
      expect(res.status, `${name}: ${preview(res.body)}`).toBe(413);
      expect(hasErrorMessage(res.body), name).toBe(true);
    }
    expect(changedCollections(before, await dbSnapshot())).toEqual([]);
    // The user is unaffected by the refusals.
    const u = await createUser();
    expect((await request(app).get('/api/cart').set(u.auth)).status).toBe(200);
  });
});
