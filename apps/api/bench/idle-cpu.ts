/**
 * How much of a core an API process uses while nobody calls it, in the production shape: the
 * database engine in a process of its own (as a mongod runs; `MONGODB_URI` for a real one), the
 * demo catalogue scaled to BENCH_PRODUCTS, and BENCH_IDLE_APIS API processes (default 2, so the
 * catalogue signal, the job worker's locks and the sweeps meet another process) each running the
 * real server with its workers. Then BENCH_IDLE_WINDOWS windows of BENCH_IDLE_SECONDS with no
 * request: each process's CPU (user + system) as % of one core. Prints figures; never fails on them.
 *
 *   pnpm --filter @vastra/api exec tsx bench/idle-cpu.ts
 *   COURIER_SIM_STEP_MS=1500 …    # as the browser journeys and `pnpm topology` run the API
 *   BENCH_CPU_PROF=1 …            # + a V8 CPU profile of the first API process over the windows
 *
 * Other options: BENCH_IDLE_SETTLE (s after the last process is ready, default 15),
 * BENCH_CPU_PROF_DIR (default /tmp/vastra-bench-prof).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import mongoose from 'mongoose';
import { seedDemoCatalogue } from '../src/seed';
import { onDatabase } from './database';
import { askChild, type ChildMessage, type MemorySample, type ParentMessage } from './protocol';

const here = import.meta.dirname;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const APIS = Number(process.env.BENCH_IDLE_APIS ?? 2);
const WINDOWS = Number(process.env.BENCH_IDLE_WINDOWS ?? 5);
const SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const SETTLE_SECONDS = Number(process.env.BENCH_IDLE_SETTLE ?? 15);
const PROFILE_DIR = process.env.BENCH_CPU_PROF
  ? resolve(process.env.BENCH_CPU_PROF_DIR ?? '/tmp/vastra-bench-prof')
  : null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Child {
  name: string;
  proc: ChildProcess;
  url: string;
}

function start(name: string, script: string, env: Record<string, string>): Promise<Child> {
  const proc = fork(resolve(here, script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    proc.once('exit', (code) => fail(new Error(`${name} exited with code ${code}`)));
    proc.on('message', (raw: unknown) => {
      const msg = raw as ChildMessage;
      if (msg.type === 'ready') done({ name, proc, url: msg.url });
      if (msg.type === 'error') fail(new Error(`${name}: ${msg.message}`));
    });
  });
}

const sample = (c: Child): Promise<MemorySample> =>
  askChild(c.proc, { type: 'memory' }, 'memory').then((m) => m.memory);

function stop(child: Child): Promise<void> {
  return new Promise((done) => {
    if (child.proc.exitCode !== null) return done();
    const timer = setTimeout(() => child.proc.kill('SIGKILL'), 15_000);
    child.proc.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.proc.send({ type: 'stop' } satisfies ParentMessage);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const spread = (xs: number[]) =>
  `median ${median(xs).toFixed(2)} % (min ${Math.min(...xs).toFixed(2)}, max ${Math.max(...xs).toFixed(2)})`;

async function main(): Promise<void> {
  const children: Child[] = [];
  try {
    let uri = process.env.MONGODB_URI;
    let engine: Child | null = null;
    if (!uri) {
      engine = await start('engine', 'engine-server.ts', {});
      children.push(engine);
      uri = engine.url;
    }
    const dbUri = onDatabase(uri, 'vastra_idle');
    await mongoose.connect(dbUri);
    await mongoose.connection.dropDatabase();
    await mongoose.connection.syncIndexes();
    await seedDemoCatalogue({ reset: true, products: PRODUCTS });
    await mongoose.disconnect();
    const apis: Child[] = [];
    for (let i = 0; i < APIS; i += 1) {
      const api = await start(`api-${String.fromCharCode(97 + i)}`, 'idle-api.ts', {
        MONGODB_URI: dbUri,
        MONGO_ENGINE: 'uri',
      });
      apis.push(api);
      children.push(api);
    }
    await sleep(SETTLE_SECONDS * 1000);
    const first = apis[0];
    if (PROFILE_DIR && first) {
      mkdirSync(PROFILE_DIR, { recursive: true });
      await askChild(first.proc, { type: 'profile-start' }, 'profiled');
    }
    const load = (loadavg()[0] ?? 0).toFixed(2);
    const watched = engine ? [...apis, engine] : apis;
    const shares = new Map<string, number[]>(watched.map((c) => [c.name, []]));
    for (let w = 0; w < WINDOWS; w += 1) {
      const before = await Promise.all(watched.map(sample));
      await sleep(SECONDS * 1000);
      const after = await Promise.all(watched.map(sample));
      watched.forEach((c, i) => {
        const a = before[i];
        const b = after[i];
        if (a && b)
          shares.get(c.name)?.push(((b.cpuMicros - a.cpuMicros) / 1000 / (b.at - a.at)) * 100);
      });
    }
    if (PROFILE_DIR && first) {
      const file = resolve(PROFILE_DIR, 'idle-api.cpuprofile');
      await askChild(first.proc, { type: 'profile-stop', file }, 'profiled');
      console.log(`CPU profile of ${first.name}: ${file} (summarise with bench/cpu-profile.ts)`);
    }
    const step = process.env.COURIER_SIM_STEP_MS || 'default';
    console.log(
      `idle, ${APIS} API process(es) + engine ${engine ? 'in its own process' : 'at MONGODB_URI'}, ` +
        `${PRODUCTS} products, COURIER_SIM_STEP_MS ${step}; ${WINDOWS} × ${SECONDS} s; % of one core:`,
    );
    for (const [name, xs] of shares) console.log(`  ${name.padEnd(8)} ${spread(xs)}`);
    console.log(`  load ${load} → ${(loadavg()[0] ?? 0).toFixed(2)}`);
  } finally {
    for (const c of children.reverse()) await stop(c);
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
