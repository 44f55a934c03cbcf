import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-middleware';
import { HOLD_TTL_MS, HoldModel, heldLimiter } from './held-limiter';
import { mongoCounterStore } from './mongo-counter-store';

const WINDOW = 60_000;

/** An app whose one route is limited to 2 successes per client and answers as `answer` says. */
function limitedApp(answer: (req: express.Request, res: express.Response) => void) {
  const counters = mongoCounterStore({ scope: `held-${randomBytes(4).toString('hex')}` });
  const what = `things-${randomBytes(4).toString('hex')}`;
  const key = `rl:${what}:${WINDOW}:2:client`;
  const app = express();
  app.post(
    '/thing',
    heldLimiter({
      counters,
      windowMs: WINDOW,
      limit: 2,
      what,
      message: (when) => `Too many things. Try again in ${when}.`,
      key: () => 'client',
    }),
    answer,
  );
  app.use(errorHandler);
  const count = async () => (await counters.get(key)).n;
  return { app, count, counters, key };
}

async function poll(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('heldLimiter (slots kept only for answered successes)', () => {
  it('counts successes only: refusals give their slot back, the limit answers 429', async () => {
    let refuse = true;
    const { app, count, key } = limitedApp((_req, res) => {
      res.status(refuse ? 409 : 201).json({ ok: !refuse });
    });
    for (const _ of [1, 2, 3]) expect((await request(app).post('/thing')).status).toBe(409);
    await poll(async () => (await count()) === 0, 'the refusals’ slots back');
    refuse = false;
    expect((await request(app).post('/thing')).status).toBe(201);
    expect((await request(app).post('/thing')).status).toBe(201);
    const limited = await request(app).post('/thing');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many things\. Try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await poll(async () => (await HoldModel.countDocuments({ key })) === 0, 'holds released');
    expect(await count()).toBe(2);
  });

  it('a client that leaves before the answer gives its slot back', async () => {
    let release: () => void = () => undefined;
    const { app, count } = limitedApp((_req, res) => {
      release = () => res.status(201).json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const req = httpRequest({
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        path: '/thing',
        method: 'POST',
      });
      req.on('error', () => undefined);
      req.end();
      await poll(async () => (await count()) === 1, 'the slot taken');
      req.destroy();
      await poll(async () => (await count()) === 0, 'the slot given back');
      release();
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('a hold its process stopped renewing is given back by the next request', async () => {
    const { app, count, counters, key } = limitedApp((_req, res) =>
      res.status(201).json({ ok: true }),
    );
    // What a process killed mid-request leaves: a counted slot whose hold lapsed.
    await counters.hit(key, WINDOW);
    await HoldModel.create({
      _id: `dead-${randomBytes(4).toString('hex')}`,
      key,
      expiresAt: new Date(Date.now() - HOLD_TTL_MS),
      until: new Date(Date.now() + WINDOW),
    });
    expect((await request(app).post('/thing')).status).toBe(201);
    expect((await request(app).post('/thing')).status).toBe(201);
    expect((await request(app).post('/thing')).status).toBe(429);
    expect(await count()).toBe(2);
    expect(await HoldModel.countDocuments({ key })).toBe(0);
  });
});
