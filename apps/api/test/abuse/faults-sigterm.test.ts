import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_JWT_SECRET } from '../helpers';
import { Tally } from './support/tally';

/**
 * SIGTERM during requests: the real server process (src/main.ts through tsx, against the test
 * run's wire engine) gets a slow request (a client trickling its body), then SIGTERM. The
 * in-flight request must finish with its normal answer, new connections must be refused, and
 * the process must exit cleanly with code 0. With a draining phase (SHUTDOWN_DRAIN_MS, on by
 * default in production), /api/health answers 503 `draining` first, while connections are still
 * accepted, so a load balancer stops sending traffic before they are refused.
 */

const tally = new Tally('faults-sigterm');
const apiDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

interface Spawned {
  child: ChildProcess;
  port: number;
  output: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function spawnServer(extraEnv: Record<string, string> = {}): Promise<Spawned> {
  const output: string[] = [];
  const child = spawn(join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      MONGODB_URI: `${inject('mongoUri').replace(/\/?$/, '/')}vastra_sigterm_${randomBytes(4).toString('hex')}`,
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'vastra-sigterm-')),
      RATE_LIMIT_DISABLED: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output.join('')}`)),
      45_000,
    );
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'));
      const m = /listening on http:\/\/localhost:(\d+)/.exec(output.join(''));
      if (m) {
        clearTimeout(timer);
        resolvePort(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => output.push(c.toString('utf8')));
    void exit.then(({ code }) =>
      reject(new Error(`server exited (${code}) before listening:\n${output.join('')}`)),
    );
  });
  return { child, port, output, exit };
}

/** Opens a POST whose body arrives in two parts; `finish()` sends the rest and resolves with the answer. */
function trickle(port: number, path: string, body: string) {
  let finish: () => void = () => undefined;
  const res = new Promise<{ status: number; body: string }>((resolveRes, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (r: IncomingMessage) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          resolveRes({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { finish: () => finish(), res };
}

/** GET /api/health on a new connection: its status, or the connection error's code. */
function health(port: number): Promise<{ status: number; body: string } | string> {
  return new Promise((r) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/api/health', agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          r({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => r(err.code ?? err.message));
    req.setTimeout(3000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

async function connectError(port: number): Promise<string | null> {
  const answer = await health(port);
  return typeof answer === 'string' ? answer : null;
}

describe('SIGTERM during requests', () => {
  let spawned: Spawned | undefined;

  afterAll(() => {
    if (spawned && spawned.child.exitCode === null) spawned.child.kill('SIGKILL');
    tally.print();
  });

  it(
    'finishes the in-flight request, refuses new ones and exits with code 0',
    { timeout: 90_000 },
    async () => {
      spawned = await spawnServer();
      const { child, port, output, exit } = spawned;
      expect(await connectError(port)).toBeNull(); // up

      const slow = trickle(
        port,
        '/api/newsletter',
        JSON.stringify({ email: `sigterm-${Date.now()}@example.com` }),
      );
      await new Promise((r) => setTimeout(r, 300)); // headers and half the body are in
      child.kill('SIGTERM');
      const shuttingDown = Date.now();
      while (!/shutting down/.test(output.join('')) && Date.now() - shuttingDown < 10_000)
        await new Promise((r) => setTimeout(r, 50));
      expect(output.join('')).toMatch(/shutting down/);

      const refused = await connectError(port);
      tally.saw(refused === null ? 200 : 0, refused !== null);
      expect(refused, 'a new connection after SIGTERM must be refused').toBe('ECONNREFUSED');
      expect(child.exitCode).toBeNull(); // still finishing the in-flight request

      slow.finish();
      const answer = await slow.res;
      tally.saw(answer.status, false);
      tally.set('inFlightStatus', answer.status);
      expect(answer.status, answer.body).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ success: true });

      const { code, signal } = await exit;
      tally.set('exitCode', String(code));
      tally.set('shutdownMs', Date.now() - shuttingDown);
      expect({ code, signal }, output.join('').slice(-2000)).toEqual({ code: 0, signal: null });
      expect(output.join('')).toMatch(/shutdown complete/);
    },
  );

  it(
    'drains first: /api/health answers 503 while connections are still accepted, then they are refused',
    { timeout: 150_000 },
    async () => {
      // A drain window wide enough that a health probe lands inside it on a loaded machine.
      const drainMs = 8000;
      spawned = await spawnServer({ SHUTDOWN_DRAIN_MS: String(drainMs) });
      const { child, port, output, exit } = spawned;
      const up = await health(port);
      expect(typeof up === 'string' ? up : up.status).toBe(200);
      child.kill('SIGTERM');
      const signalled = Date.now();
      let draining: { status: number; body: string } | string = '';
      while (Date.now() - signalled < drainMs) {
        draining = await health(port);
        if (typeof draining !== 'string' && draining.status === 503) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(draining, output.join('').slice(-1000)).toMatchObject({ status: 503 });
      expect(JSON.parse((draining as { body: string }).body)).toMatchObject({
        status: 'draining',
        success: false,
      });
      const answeredDrainingAt = Date.now() - signalled;
      let refused: string | null = null;
      while (Date.now() - signalled < 60_000) {
        refused = await connectError(port);
        if (refused) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(refused).toBe('ECONNREFUSED');
      const refusedAt = Date.now() - signalled;
      expect(refusedAt).toBeGreaterThanOrEqual(drainMs - 100);
      tally.set('health503AfterSigtermMs', answeredDrainingAt);
      tally.set('refusedAfterSigtermMs', refusedAt);
      expect((await exit).code).toBe(0);
    },
  );
});
