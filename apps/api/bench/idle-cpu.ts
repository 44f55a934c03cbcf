/**
 * How much of a core the API process uses while nobody calls it: the database engine in-process
 * (as `pnpm dev` runs it), the demo catalogue scaled to BENCH_PRODUCTS, the real server with its
 * workers (jobs, catalogue signal, sweeps), then BENCH_IDLE_WINDOWS windows of BENCH_IDLE_SECONDS
 * with no request, each reported as % of one core. Prints figures; never fails on them.
 *
 *   pnpm --filter @vastra/api exec tsx bench/idle-cpu.ts
 *   MONGODB_URI=mongodb://… …   # a real mongod: then only the API's own CPU is in the figure
 */
import { startMongo } from '@vastra/mongo-engine';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { EnvSchema } from '../src/config/env';
import { createLogger } from '../src/lib/logger';
import { seedDemoCatalogue } from '../src/seed';
import { startServer } from '../src/server';
import { onDatabase } from './database';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const WINDOWS = Number(process.env.BENCH_IDLE_WINDOWS ?? 5);
const SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const SETTLE_SECONDS = Number(process.env.BENCH_IDLE_SETTLE ?? 15);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  process.env.NODE_ENV = 'production';
  const mongo = await startMongo({ log: false });
  const env = EnvSchema.parse({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'vastra-bench-idle-')),
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
  });
  const running = await startServer(
    env,
    createLogger(env.LOG_LEVEL),
    onDatabase(mongo.uri, 'vastra_idle'),
  );
  await mongoose.connection.dropDatabase();
  await mongoose.connection.syncIndexes();
  await seedDemoCatalogue({ reset: true, products: PRODUCTS });
  await sleep(SETTLE_SECONDS * 1000);
  const load = (loadavg()[0] ?? 0).toFixed(2);
  const shares: number[] = [];
  for (let i = 0; i < WINDOWS; i += 1) {
    const cpu = process.cpuUsage();
    const t = process.hrtime.bigint();
    await sleep(SECONDS * 1000);
    const used = process.cpuUsage(cpu);
    const wallUs = Number(process.hrtime.bigint() - t) / 1000;
    shares.push(((used.user + used.system) / wallUs) * 100);
  }
  const sorted = [...shares].sort((a, b) => a - b);
  const at = (i: number) => (sorted[i] ?? NaN).toFixed(2);
  console.log(
    `idle API process (engine ${mongo.engine}, ${PRODUCTS} products): ` +
      `median ${at(Math.floor(sorted.length / 2))} % of a core over ${WINDOWS} × ${SECONDS} s ` +
      `(min ${at(0)}, max ${at(sorted.length - 1)}); ` +
      `load ${load} → ${(loadavg()[0] ?? 0).toFixed(2)}`,
  );
  await running.close();
  await mongo.stop();
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
