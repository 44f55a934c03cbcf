import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServiceFaultMsg, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@vastra/contracts';
import { startMongo, type MongoHandle } from '@vastra/mongo-engine';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nginxBinary, renderNginx } from '../../../../tooling/topology/nginx.mjs';
import { createTestApp, createUser, type TestUser } from '../helpers';
import { Tally } from './support/tally';

/**
 * nginx in front of two API processes while the database is down, and with no API process left.
 * Debian's nginx runs the repository's server configuration (apps/web/nginx.conf, rendered by the
 * topology's generator exactly as `pnpm topology` runs it) in front of two servers of the real app
 * on a wire engine of this file's own, which is stopped. Every request must get the API's own
 * JSON 503 with Retry-After (never nginx's HTML "502"), no process may be taken out of rotation by
 * a 503, and with both processes gone nginx itself answers the same JSON 503 with Retry-After.
 */

const tally = new Tally('faults-nginx');
const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function poll(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Answer {
  status: number;
  type: string;
  retryAfter: string | null;
  text: string;
}

describe('nginx in front of the API during a database outage', () => {
  let engine: MongoHandle;
  let dbPort: number;
  let dataDir: string;
  let nginx: ChildProcess;
  let prefix: string;
  let base: string;
  const servers: Server[] = [];
  let shopper: TestUser;

  const get = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const r = await fetch(`${base}${path}`, { headers });
    return {
      status: r.status,
      type: r.headers.get('content-type') ?? '',
      retryAfter: r.headers.get('retry-after'),
      text: await r.text(),
    };
  };
  const isApiUnavailable = (a: Answer) =>
    a.status === 503 &&
    a.type.startsWith('application/json') &&
    Number(a.retryAfter) === UNAVAILABLE_RETRY_AFTER_SECONDS &&
    (JSON.parse(a.text) as { message?: string }).message === ServiceFaultMsg.unavailable;

  beforeAll(async () => {
    dbPort = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'vastra-nginx-db-'));
    await mongoose.disconnect(); // leave the shared engine of the other test files alone
    engine = await startMongo({ engine: 'wire', port: dbPort, dataDir, log: false });
    await mongoose.connect(engine.uri, { dbName: 'vastra_nginx', serverSelectionTimeoutMS: 1000 });
    await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
    const { app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    const apiPorts: number[] = [];
    for (const _ of [1, 2]) {
      const server = createHttpServer(app);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      servers.push(server);
      apiPorts.push((server.address() as AddressInfo).port);
    }
    prefix = mkdtempSync(join(tmpdir(), 'vastra-nginx-'));
    const webDist = join(prefix, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Vastra</title>');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const conf = renderNginx({
      repo,
      prefix: join(prefix, 'nginx'),
      port,
      apiPorts,
      webDist,
      adminDist: join(prefix, 'no-admin'),
    });
    nginx = spawn(
      nginxBinary(),
      ['-p', join(prefix, 'nginx'), '-c', conf, '-e', join(prefix, 'nginx', 'error.log')],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    await poll(async () => (await get('/readyz')).status === 200, 'nginx → API');
    shopper = await createUser();
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const s of servers) s.closeAllConnections();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await mongoose.disconnect();
    await engine?.stop();
    await mongoose.connect(inject('mongoUri'), {
      dbName: `vastra_test_${randomBytes(6).toString('hex')}`,
    });
    tally.print();
  });

  it(
    'passes the API’s JSON 503 through and keeps both processes in rotation; with none left, nginx answers the same JSON 503',
    { timeout: 120_000 },
    async () => {
      expect((await get('/api/users/profile', shopper.auth)).status).toBe(200);

      await engine.stop();
      const accessLog = join(prefix, 'nginx', 'access.log');
      const logStart = readFileSync(accessLog, 'utf8').length;
      let html502 = 0;
      const outage = 8;
      for (let i = 0; i < outage; i++) {
        const a = await get('/api/users/profile', shopper.auth);
        tally.saw(a.status, isApiUnavailable(a));
        if (a.status === 502 || a.type.startsWith('text/html')) html502 += 1;
        expect(isApiUnavailable(a), `${a.status} ${a.type} ${a.text.slice(0, 200)}`).toBe(true);
      }
      tally.set('html502DuringDbOutage', html502);
      // Each 503 came from one process (no retry on a 503), and both kept getting requests.
      const lines = readFileSync(accessLog, 'utf8').slice(logStart).trim().split('\n');
      const upstreams = lines.map((l) => /up=(\S+)\//.exec(l)?.[1] ?? '');
      expect(upstreams.filter((u) => u.includes(','))).toEqual([]);
      expect(new Set(upstreams).size).toBe(2);
      const errors = readFileSync(join(prefix, 'nginx', 'error.log'), 'utf8');
      expect(errors).not.toMatch(/no live upstreams/);

      // The database returns: the same processes answer at once.
      engine = await startMongo({ engine: 'wire', port: dbPort, dataDir, log: false });
      await poll(
        async () => (await get('/api/users/profile', shopper.auth)).status === 200,
        'the API after the database came back',
      );

      // No API process left: nginx's own answer is the same JSON 503 with Retry-After.
      for (const s of servers) s.closeAllConnections();
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
      let noneLeftJson = 0;
      for (const path of ['/api/users/profile', '/api/products', '/readyz', '/api/orders/me']) {
        const a = await get(path, shopper.auth);
        tally.saw(a.status, isApiUnavailable(a));
        if (isApiUnavailable(a)) noneLeftJson += 1;
        expect(isApiUnavailable(a), `${path}: ${a.status} ${a.type} ${a.text.slice(0, 200)}`).toBe(
          true,
        );
      }
      tally.set('jsonUnavailableWithNoProcess', `${noneLeftJson}/4`);
    },
  );
});
