import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMongo, type MongoHandle } from '@vastra/mongo-engine';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../helpers';
import { dbSnapshot, changedCollections } from './support/snapshot';
import { hasErrorMessage, preview, Tally } from './support/tally';
import { buildWorld, type World } from './support/world';

/**
 * The database stopping and coming back. This file runs its own wire engine on a fixed port with
 * a data directory, connects Mongoose to it exactly as server.ts does, stops it under the running
 * app (requests answer 503 with a message, /api/health reports 503), starts it again on the same
 * port, and checks the same app resumes without a restart and that nothing was lost or half-written.
 */

const tally = new Tally('faults-db');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not recovered within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('database stopping and coming back', () => {
  let engine: MongoHandle;
  let port: number;
  let dataDir: string;
  let app: Express;
  let world: World;

  const start = () => startMongo({ engine: 'wire', port, dataDir, log: false });

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'vastra-abuse-db-'));
    await mongoose.disconnect(); // leave the shared engine of the other test files alone
    engine = await start();
    // The options server.ts uses.
    await mongoose.connect(engine.uri, { dbName: 'vastra_faults', serverSelectionTimeoutMS: 5000 });
    await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
    ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
    world = await buildWorld(app);
  });

  afterAll(async () => {
    await mongoose.disconnect();
    await engine.stop();
    // Hand setup-db a connection to the shared engine again so its cleanup runs as usual.
    await mongoose.connect(inject('mongoUri'), {
      dbName: `vastra_test_${randomBytes(6).toString('hex')}`,
    });
    tally.print();
  });

  it(
    'answers 503 with a message while the database is down, and resumes without a restart',
    { timeout: 90_000 },
    async () => {
      const { alice } = world;
      expect((await request(app).get('/api/health')).status).toBe(200);
      const cartBefore = (await request(app).get('/api/cart').set(alice.auth)).body as unknown;
      const before = await dbSnapshot();

      await engine.stop();

      const outage: [string, () => request.Test, number[]][] = [
        ['health', () => request(app).get('/api/health'), [503]],
        ['bag (read)', () => request(app).get('/api/cart').set(alice.auth), [503]],
        ['products (read)', () => request(app).get('/api/products'), [503]],
        [
          'product detail (read)',
          () => request(app).get(`/api/products/individual/${world.sized}`),
          [503],
        ],
        [
          'add to bag (write)',
          () =>
            request(app)
              .post('/api/cart')
              .set(alice.auth)
              .send({ productId: world.oneSize, quantity: 1 }),
          [503],
        ],
        [
          'place order (write)',
          () =>
            request(app)
              .post('/api/orders')
              .set(alice.auth)
              .send({
                products: [{ productId: world.oneSize, quantity: 1 }],
                addressId: alice.addressId,
                paymentMethod: 'COD',
              }),
          [503],
        ],
        [
          'sign in',
          () =>
            request(app)
              .post('/api/users/auth/login')
              .send({ email: alice.email, password: alice.password }),
          [503],
        ],
        [
          'contact (write)',
          () =>
            request(app).post('/api/contact').send({
              name: 'Ravi',
              email: 'ravi@example.com',
              phone: '9876543210',
              message: 'Hello?',
            }),
          [503],
        ],
        [
          'newsletter (write)',
          () => request(app).post('/api/newsletter').send({ email: 'outage@example.com' }),
          [503],
        ],
      ];
      const started = Date.now();
      const results = await Promise.all(
        outage.map(async ([name, make, statuses]) => {
          const t = Date.now();
          const res = await make();
          return { name, res, statuses, ms: Date.now() - t };
        }),
      );
      tally.set('outageAnswerMaxMs', Date.now() - started);
      const failures: string[] = [];
      for (const { name, res, statuses, ms } of results) {
        const ok = statuses.includes(res.status) && hasErrorMessage(res.body);
        tally.saw(res.status, ok);
        if (res.status === 503)
          tally.set('the5xxAre503', Number(tally.extra.get('the5xxAre503') ?? 0) + 1);
        if (!ok) failures.push(`${name} → ${res.status} after ${ms} ms ${preview(res.body)}`);
      }
      const health = results[0]?.res;
      expect(health?.body).toMatchObject({ success: false, db: 'down' });
      expect(health?.headers['cache-control']).toBe('no-store');
      tally.set('healthDownMs', results[0]?.ms ?? -1);
      // A second wave once the driver has noticed the outage: still 503 with a message, and how long it takes.
      await new Promise((r) => setTimeout(r, 1500));
      const wave = await Promise.all(
        outage.slice(0, 5).map(async ([name, make]) => {
          const t = Date.now();
          const res = await make();
          return { name, res, ms: Date.now() - t };
        }),
      );
      for (const { name, res, ms } of wave) {
        const ok = res.status === 503 && hasErrorMessage(res.body);
        tally.saw(res.status, ok);
        if (res.status === 503)
          tally.set('the5xxAre503', Number(tally.extra.get('the5xxAre503') ?? 0) + 1);
        if (!ok)
          failures.push(`second wave ${name} → ${res.status} after ${ms} ms ${preview(res.body)}`);
      }
      tally.set('secondWaveMaxMs', Math.max(...wave.map((w) => w.ms)));
      // The pincode check needs no database and keeps working.
      const pincode = await request(app)
        .post('/api/xpressbees/pincode')
        .send({ pincode: '110001' });
      expect(pincode.status).toBe(200);

      engine = await start();
      const recoveredMs = await waitFor(
        async () => (await request(app).get('/api/health')).status === 200,
        40_000,
      );
      tally.set('recoveredMs', recoveredMs);

      // Same app, same data: nothing lost, and nothing the outage refused was written later.
      await new Promise((r) => setTimeout(r, 300));
      const cartAfter = await request(app).get('/api/cart').set(alice.auth);
      expect(cartAfter.status).toBe(200);
      expect(cartAfter.body).toEqual(cartBefore);
      const after = await dbSnapshot();
      const changed = changedCollections(before, after);
      tally.recordsChanged += changed.length;
      expect(changed, 'writes answered 503 must not land after recovery').toEqual([]);
      const write = await request(app)
        .post('/api/cart')
        .set(alice.auth)
        .send({ productId: world.oneSize, quantity: 1 });
      expect(write.status, preview(write.body)).toBe(200);
      expect(failures).toEqual([]);
    },
  );
});
