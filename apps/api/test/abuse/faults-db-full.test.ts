import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, ServiceFaultMsg } from '@vastra/contracts';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../helpers';
import { preview } from './support/tally';
import { buildWorld, type World } from './support/world';

/**
 * The database's own disk full. The wire engine runs as its own process (its `serve.ts`, as in
 * production) over a data directory; its file size limit is lowered with `prlimit --pid` to the
 * journal's current size, so appending to the journal fails with EFBIG exactly as a full disk
 * fails with ENOSPC, and raised again to free the space. While full, writes answer 503 with the
 * message at once and reads go on; once there is room the same app and engine take writes again.
 */

const SERVE = fileURLToPath(
  new URL('../../../../packages/mongo-engine/src/serve.ts', import.meta.url),
);

describe('the database’s disk full', () => {
  let engine: ChildProcess;
  let dataDir: string;
  let app: Express;
  let world: World;

  const limitFileSize = (bytes: number | 'unlimited') =>
    execFileSync('prlimit', [`--pid=${engine.pid}`, `--fsize=${bytes}:`]);
  const journalSize = () => {
    const name = readdirSync(dataDir)
      .filter((f) => f.startsWith('journal-'))
      .sort()
      .pop();
    return statSync(join(dataDir, name ?? 'missing')).size;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vastra-db-full-'));
    engine = spawn(process.execPath, ['--import', 'tsx', SERVE, '--data-dir', dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const uri = await new Promise<string>((resolve, reject) => {
      let seen = '';
      engine.stdout!.on('data', (b: Buffer) => {
        seen += b.toString();
        const m = /mongodb-engine ready (\S+)/.exec(seen);
        if (m?.[1]) resolve(m[1]);
      });
      engine.once('exit', (code) => reject(new Error(`the engine exited (${code})`)));
    });
    await mongoose.disconnect(); // leave the shared engine of the other test files alone
    // The options server.ts uses.
    await mongoose.connect(uri, { dbName: 'vastra_db_full', serverSelectionTimeoutMS: 5000 });
    await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
    ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
    world = await buildWorld(app);
  });

  afterAll(async () => {
    await mongoose.disconnect();
    engine.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    // Hand setup-db a connection to the shared engine again so its cleanup runs as usual.
    await mongoose.connect(inject('mongoUri'), {
      dbName: `vastra_test_${randomBytes(6).toString('hex')}`,
    });
  });

  it(
    'answers writes 503 with a message while full, keeps reads, and takes writes once freed',
    { timeout: 90_000 },
    async () => {
      const { alice } = world;
      const addToBag = () =>
        request(app)
          .post('/api/cart')
          .set(alice.auth)
          .send({ productId: world.oneSize, quantity: 1 });
      const bagBefore = (await request(app).get('/api/cart').set(alice.auth)).body as unknown;

      // Fill the disk: the space preallocated ahead of the journal's frames is used up by large
      // documents written straight to the database, until the engine refuses writes.
      limitFileSize(journalSize());
      const scratch = mongoose.connection.db!.collection('scratch');
      let refusedCode: unknown = null;
      for (let i = 0; i < 200 && refusedCode === null; i += 1) {
        await scratch.insertOne({ body: 'x'.repeat(50_000) }).catch((err: unknown) => {
          refusedCode = (err as { code?: unknown }).code;
        });
      }
      expect(refusedCode).toBe(14031);

      const write = await addToBag();
      expect(write.status, preview(write.body)).toBe(503);
      expect(write.body).toMatchObject({
        success: false,
        message: ServiceFaultMsg.databaseFull,
        code: ErrorCode.STORAGE_FULL,
      });
      const newsletter = await request(app)
        .post('/api/newsletter')
        .send({ email: 'full-disk@example.com' });
      expect(newsletter.status, preview(newsletter.body)).toBe(503);
      expect(newsletter.body).toMatchObject({ message: ServiceFaultMsg.databaseFull });

      // Reads go on.
      const bag = await request(app).get('/api/cart').set(alice.auth);
      expect(bag.status).toBe(200);
      expect(bag.body).toEqual(bagBefore);
      expect((await request(app).get('/api/products')).status).toBe(200);
      expect((await request(app).get(`/api/products/individual/${world.sized}`)).status).toBe(200);

      // Space is freed: the same app and engine take the next write.
      limitFileSize('unlimited');
      const again = await addToBag();
      expect(again.status, preview(again.body)).toBe(200);
      const bagAfter = await request(app).get('/api/cart').set(alice.auth);
      expect(bagAfter.body).not.toEqual(bagBefore);
    },
  );
});
