/**
 * What one database round trip costs inside an HTTP request, without the shop around it: a bare
 * Express app (no middleware) whose routes answer after none, one or two reads of a user by `_id`
 * (through Mongoose's `findById().lean()` as the services read, through the driver alone, and as
 * two `ping`s, which are the wire round trip with no query), measured with autocannon from another
 * process at BENCH_CONNECTIONS (100). The first row is the bench's bare-Express baseline; the others
 * show how far below it any endpoint must fall that reads the database once or twice per request,
 * whatever the app does around it.
 *
 *   pnpm --filter @vastra/api exec tsx bench/round-trip.ts
 *   MONGODB_URI=mongodb://… pnpm --filter @vastra/api exec tsx bench/round-trip.ts
 *
 * Without MONGODB_URI the embedded wire engine runs in this process (as in `pnpm dev`), so its
 * side of each round trip is in the CPU figure too. A script that prints figures; it never fails
 * on them.
 */
import { startMongo } from '@vastra/mongo-engine';
import express from 'express';
import mongoose from 'mongoose';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserModel } from '../src/modules/users/user.model';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const USERS = 100;
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Run {
  rps: number;
  p99: number;
  total: number;
}

/** autocannon in its own process (so its CPU is not counted), JSON summary on stdout. */
function load(url: string, seconds: number): Promise<Run> {
  const child = spawn(
    process.execPath,
    [autocannonCli, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', url],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('exit', () => {
      try {
        const r = JSON.parse(out) as {
          requests: { average: number; total: number };
          latency: { p99: number };
        };
        done({ rps: r.requests.average, p99: r.latency.p99, total: r.requests.total });
      } catch (err) {
        fail(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

async function main(): Promise<void> {
  // MONGODB_URI when set, else the embedded engine (startMongo picks, as `pnpm dev` does).
  const mongo = await startMongo({ dataDir: mkdtempSync(join(tmpdir(), 'vastra-round-trip-')) });
  const { uri } = mongo;
  await mongoose.connect(uri, { dbName: `vastra_round_trip_${Date.now()}` });
  await UserModel.init();
  const users = await UserModel.insertMany(
    Array.from({ length: USERS }, (_, i) => ({
      name: 'Bench Shopper',
      email: `round-trip-${i}@example.in`,
      phone: '9876543210',
      passwordHash: 'not-a-real-hash',
      tokenVersion: 0,
    })),
  );
  const ids = users.map((u) => u._id);
  const users$ = mongoose.connection.db!.collection('users');
  let turn = 0;
  const nextId = () => ids[turn++ % ids.length]!;

  const app = express();
  app.get('/none', (_req, res) => {
    res.json({ success: true });
  });
  app.get('/one', async (_req, res) => {
    res.json({ success: true, user: await UserModel.findById(nextId()).lean() });
  });
  app.get('/two', async (_req, res) => {
    await UserModel.findById(nextId(), { tokenVersion: 1 }).lean();
    res.json({ success: true, user: await UserModel.findById(nextId()).lean() });
  });
  app.get('/two-driver', async (_req, res) => {
    await users$.findOne({ _id: nextId() }, { projection: { tokenVersion: 1 } });
    res.json({ success: true, user: await users$.findOne({ _id: nextId() }) });
  });
  app.get('/two-pings', async (_req, res) => {
    await mongoose.connection.db!.command({ ping: 1 });
    await mongoose.connection.db!.command({ ping: 1 });
    res.json({ success: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };

  const rows: [string, string][] = [
    ['/none', 'bare Express, no database (the baseline)'],
    ['/one', 'one findById().lean()'],
    ['/two', 'two findById().lean() (a session check + one read)'],
    ['/two-driver', 'two findOne through the driver alone'],
    ['/two-pings', 'two pings (the wire round trip, no query)'],
  ];
  console.info(
    `bare Express + ${process.env.MONGODB_URI ? 'MongoDB at MONGODB_URI' : 'the database startMongo chose (the embedded wire engine offline)'}, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per row\n`,
  );
  console.info(
    `${'route'.padEnd(54)}${'req/s'.padStart(8)}${'p99 ms'.padStart(8)}${'CPU ms/req'.padStart(12)}${'× none'.padStart(9)}`,
  );
  let none = 0;
  for (const [path, label] of rows) {
    const url = `http://127.0.0.1:${port}${path}`;
    await load(url, WARMUP);
    const before = process.cpuUsage();
    const run = await load(url, DURATION);
    const cpu = process.cpuUsage(before);
    if (path === '/none') none = run.rps;
    const cpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, run.total);
    console.info(
      `${label.padEnd(54)}${Math.round(run.rps).toLocaleString('en-IN').padStart(8)}${String(run.p99).padStart(8)}${cpuMs.toFixed(3).padStart(12)}${(none ? `${Math.round((100 * run.rps) / none)} %` : '').padStart(9)}`,
    );
  }
  server.close();
  await mongoose.disconnect();
  await mongo.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
