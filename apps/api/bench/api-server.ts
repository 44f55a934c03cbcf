/**
 * The API under load, in its own process (started by bench/run.ts): the database engine chosen by
 * startMongo (MONGODB_URI → a real mongod, else the in-process wire engine, as in `pnpm dev`), the
 * demo catalogue scaled to BENCH_PRODUCTS, a few hundred bench users, then the real server
 * (`startServer`, the same code path as production) on BENCH_API_PORT.
 */
import { startMongo } from '@vastra/mongo-engine';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { buildDeps } from '../src/build-deps';
import { EnvSchema } from '../src/config/env';
import { createLogger } from '../src/lib/logger';
import { seedDemoCatalogue } from '../src/seed';
import { startServer } from '../src/server';
import { onDatabase } from './database';
import { createFixtures, stockCheck } from './fixtures';
import { serveParent, type ChildMessage } from './protocol';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const BENCH_DB = 'vastra_bench';
const JWT_SECRET = 'bench-secret-that-is-at-least-32-characters-long';

async function main(): Promise<void> {
  // Libraries (Express among them) behave as in production; the app's own env stays non-production
  // so the bench needs no SMTP/Razorpay secrets (none of the benched routes use them).
  process.env.NODE_ENV = 'production';
  const dataDir = mkdtempSync(join(tmpdir(), 'vastra-bench-api-'));
  const mongo = await startMongo({ log: false });
  const env = EnvSchema.parse({
    NODE_ENV: 'development',
    PORT: process.env.BENCH_API_PORT ?? '4104',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATA_DIR: dataDir,
    JWT_SECRET,
    RATE_LIMIT_DISABLED: 'true',
  });
  const uri = onDatabase(mongo.uri, BENCH_DB);
  const logger = createLogger(env.LOG_LEVEL);
  const running = await startServer(env, logger, uri);
  await mongoose.connection.dropDatabase();
  await mongoose.connection.syncIndexes();
  const started = Date.now();
  await seedDemoCatalogue({ reset: true, products: PRODUCTS });
  const seedMs = Date.now() - started;
  const fx = await createFixtures(
    buildDeps(env, logger),
    JWT_SECRET,
    seedMs,
    mongo.engine,
    PRODUCTS,
  );
  serveParent(
    async () => {
      await running.close();
      await mongo.stop();
    },
    () => stockCheck(fx.scarce),
  );
  process.send?.({
    type: 'ready',
    url: running.url.replace('localhost', '127.0.0.1'),
    fixtures: fx,
  } satisfies ChildMessage);
}

main().catch((err: unknown) => {
  process.send?.({
    type: 'error',
    message: err instanceof Error ? (err.stack ?? err.message) : String(err),
  } satisfies ChildMessage);
  console.error(err);
  process.exit(1);
});
