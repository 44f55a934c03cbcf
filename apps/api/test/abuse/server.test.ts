import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { buildDeps } from '../../src/build-deps';
import { EnvSchema } from '../../src/config/env';
import { createLogger } from '../../src/lib/logger';
import { createHttpServer, SERVER_TIMEOUTS } from '../../src/server';
import { createTestApp, createUser } from '../helpers';
import { Tally } from './support/tally';

/**
 * The server's own defaults: development listens on loopback only and signs tokens with a random
 * secret kept under DATA_DIR (none in the repository, so a token signed with a published secret
 * is worthless); slow clients cannot hold connections (deliberate header, request and keep-alive
 * timeouts); every answer varies on Origin, refused origins included.
 */

const tally = new Tally('server');
const srcDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../src');

afterAll(() => tally.print());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

describe('development defaults', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise (0.0.0.0 only in production)', () => {
    expect(EnvSchema.parse({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(EnvSchema.parse({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(EnvSchema.parse({}).HOST).toBe('127.0.0.1');
    tally.set('devHost', EnvSchema.parse({}).HOST);
  });

  it('signs with a random secret made on first run under DATA_DIR, never one from the repository', async () => {
    const dataA = mkdtempSync(join(tmpdir(), 'vastra-secret-'));
    const dataB = mkdtempSync(join(tmpdir(), 'vastra-secret-'));
    const env = (dir: string) => EnvSchema.parse({ NODE_ENV: 'development', DATA_DIR: dir });
    const logger = createLogger('silent');
    const a = buildDeps(env(dataA), logger).jwtSecret;
    const again = buildDeps(env(dataA), logger).jwtSecret;
    const b = buildDeps(env(dataB), logger).jwtSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(again).toBe(a); // kept across restarts
    expect(b).not.toBe(a); // every checkout has its own
    expect(statSync(join(dataA, 'jwt-secret')).mode & 0o077).toBe(0); // owner-only
    for (const file of sourceFiles(srcDir))
      expect(readFileSync(file, 'utf8').includes(a), file).toBe(false);

    // A token signed with the secret this repository used to publish opens nothing.
    const app = createApp(buildDeps(env(dataA), logger));
    const u = await createUser();
    const forged = jwt.sign({ tv: 0 }, 'vastra-dev-secret-not-for-production-use-000', {
      algorithm: 'HS256',
      subject: u.id,
      expiresIn: '1h',
    });
    const res = await request(app)
      .get('/api/users/profile')
      .set('Authorization', `Bearer ${forged}`);
    tally.saw(res.status, res.status === 401);
    expect(res.status).toBe(401);
  });
});

describe('slow clients', () => {
  it('sets header, request and keep-alive timeouts deliberately', () => {
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeout);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBeGreaterThan(0);
    const { app } = createTestApp();
    const server = createHttpServer(app);
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    tally.set('requestTimeoutMs', SERVER_TIMEOUTS.requestTimeout);
    tally.set('headersTimeoutMs', SERVER_TIMEOUTS.headersTimeout);
  });

  /** Sends `head` (and nothing more), answers how the server ended it and after how long. */
  function stall(server: Server, head: string) {
    const { port } = server.address() as AddressInfo;
    return new Promise<{ ms: number; answer: string }>((done) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(head));
      socket.on('data', (c: Buffer) => (answer += c.toString('utf8')));
      socket.on('error', () => undefined);
      socket.on('close', () => done({ ms: Date.now() - started, answer }));
      // A stalled connection the server never ends fails the test instead of hanging it.
      setTimeout(() => socket.destroy(), 20_000).unref();
    });
  }

  it('a trickled body or trickled headers are cut off at the timeout (408), not held for minutes', async () => {
    const { app } = createTestApp();
    const server = createHttpServer(app, {
      headersTimeout: 800,
      requestTimeout: 1500,
      keepAliveTimeout: 500,
      connectionsCheckingInterval: 100,
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const body = await stall(
        server,
        'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
      );
      const headers = await stall(server, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      for (const r of [body, headers]) {
        tally.saw(408, /^HTTP\/1\.1 408/.test(r.answer));
        expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
        expect(r.ms).toBeLessThan(15_000);
      }
      tally.set('slowBodyHeldMs', body.ms);
      tally.set('slowHeadersHeldMs', headers.ms);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('CORS', () => {
  it('answers a refused origin without CORS headers but with Vary: Origin', async () => {
    const { app } = createTestApp();
    for (const [origin, allowed] of [
      ['https://evil.example', false],
      ['http://localhost:5173', true],
    ] as const) {
      for (const req of [
        request(app).get('/api/health').set('Origin', origin),
        request(app)
          .options('/api/orders')
          .set('Origin', origin)
          .set('Access-Control-Request-Method', 'POST'),
      ]) {
        const res = await req;
        const vary = String(res.headers.vary ?? '');
        tally.saw(res.status, /\bOrigin\b/i.test(vary));
        expect(vary, origin).toMatch(/\bOrigin\b/i);
        expect(res.headers['access-control-allow-origin'] === origin, origin).toBe(allowed);
      }
    }
  });
});
