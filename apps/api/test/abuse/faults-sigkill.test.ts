import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { COD_ORDERS_PER_ADDRESS_PER_DAY } from '@vastra/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { HoldModel } from '../../src/lib/held-limiter';
import { LeaseModel } from '../../src/lib/lease';
import { mongoCounterStore } from '../../src/lib/mongo-counter-store';
import { makeAddress, makeProduct } from '../../src/modules/cart/commerce-fixtures';
import { OrderModel } from '../../src/modules/orders/order.model';
import { createTestApp, createUser } from '../helpers';
import { Tally } from './support/tally';

/**
 * SIGKILL mid-placement: a second process running the real app (test/fixtures/place-and-hang.ts)
 * takes a shopper's COD order and stops inside the placement (its pincode check never answers),
 * holding the account's placement lease and a slot of the network's daily COD allowance. It is
 * killed with SIGKILL. The shopper's next order through this process waits only until the dead
 * process's lease lapses (a few seconds, not 30), and the killed request gives its allowance slot
 * back: the network still places its full day's COD orders, then gets 429.
 */

const tally = new Tally('faults-sigkill');
const NETWORK = '203.0.113.61';

async function shopper() {
  const u = await createUser();
  return { ...u, addressId: String((await makeAddress(u.id))._id) };
}

function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`${what}: not seen in 60 s:\n${seen}`)),
      60_000,
    );
    child.stdout!.on('data', (b: Buffer) => {
      seen += b.toString();
      const m = pattern.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    });
    child.once('exit', (code) => reject(new Error(`${what}: the process exited (${code})`)));
  });
}

async function poll(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('SIGKILL mid-placement', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    tally.print();
  });

  it(
    'the shopper orders again within seconds, and the killed order gives its COD allowance back',
    { timeout: 120_000 },
    async () => {
      const scope = `sigkill-${randomBytes(4).toString('hex')}`;
      const counters = mongoCounterStore({ scope });
      const product = await makeProduct({
        price: 500,
        inventory: [{ size: 'M', stock: 50 }],
      });
      const body = (addressId: string) => ({
        products: [{ productId: String(product._id), size: 'M', quantity: 1 }],
        addressId,
        paymentMethod: 'COD',
      });
      const alice = await shopper();

      const script = fileURLToPath(new URL('../fixtures/place-and-hang.ts', import.meta.url));
      child = spawn(process.execPath, ['--import', 'tsx', script], {
        env: {
          ...process.env,
          MONGO_URI: inject('mongoUri'),
          MONGO_DB: mongoose.connection.db!.databaseName,
          COUNTER_SCOPE: scope,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const port = Number((await waitForLine(child, /port (\d+)/, 'the app in the child'))[1]);
      const placing = waitForLine(child, /placing/, 'the placement in the child');
      const killed = fetch(`http://127.0.0.1:${port}/api/orders`, {
        method: 'POST',
        headers: { ...alice.auth, 'Content-Type': 'application/json', 'X-Forwarded-For': NETWORK },
        body: JSON.stringify(body(alice.addressId)),
      }).then(
        (r) => r.status,
        () => 'no answer',
      );
      await placing;
      // Mid-placement: the account's lease and the network's COD slot are held by the child.
      expect(await LeaseModel.exists({ _id: `order-placement:${alice.id}` })).toBeTruthy();
      expect(await HoldModel.countDocuments({})).toBe(1);
      child.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));
      const killedAt = Date.now();
      expect(await killed).toBe('no answer');

      const { app } = createTestApp({}, { counters });
      const again = await request(app)
        .post('/api/orders')
        .set(alice.auth)
        .set('X-Forwarded-For', NETWORK)
        .send(body(alice.addressId));
      const waited = (Date.now() - killedAt) / 1000;
      tally.saw(again.status, false);
      tally.set('secondsShopperWaitsAfterSigkill', waited.toFixed(1));
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      // The dead process's lease lapses after its last heartbeat (5 s), not after a fixed 30 s.
      expect(waited).toBeLessThan(20);

      // The killed request's slot lapses with its process's last heartbeat and is given back.
      await poll(
        async () => (await HoldModel.countDocuments({ expiresAt: { $gt: new Date() } })) === 0,
        'the dead process’s hold to lapse',
      );
      let placed = 1;
      for (let i = 1; i < COD_ORDERS_PER_ADDRESS_PER_DAY; i++) {
        const u = await shopper();
        const res = await request(app)
          .post('/api/orders')
          .set(u.auth)
          .set('X-Forwarded-For', NETWORK)
          .send(body(u.addressId));
        tally.saw(res.status, false);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        placed += 1;
      }
      const late = await shopper();
      const refused = await request(app)
        .post('/api/orders')
        .set(late.auth)
        .set('X-Forwarded-For', NETWORK)
        .send(body(late.addressId));
      tally.saw(refused.status, refused.status === 429);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/cash-on-delivery orders from your network today/);
      expect(await OrderModel.countDocuments({ paymentMethod: 'COD' })).toBe(placed);
      tally.set('codOrdersPlacedAfterSigkill', placed);
      tally.set('holdsLeft', await HoldModel.countDocuments({}));
      expect(await HoldModel.countDocuments({})).toBe(0);
    },
  );
});
