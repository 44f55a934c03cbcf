import { resolve } from 'node:path';
import { startMongo } from '@vastra/mongo-engine';
import { loadDotEnv } from './config/dotenv';
import { loadEnv } from './config/env';
import { createLogger } from './lib/logger';
import { handleProcessLifecycle } from './lib/process-lifecycle';
import { ensureDemoOwner } from './modules/staff';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed';
import { startServer } from './server';

/**
 * `pnpm dev`: the embedded database (or MONGODB_URI), the demo catalogue on first run, and the API.
 * Data lives under .data/ at the repo root and survives restarts. Configuration comes from the
 * environment and, for what it does not set, a `.env` file at the repo root.
 */
async function main(): Promise<void> {
  // A `.env` at the repository root, when there is one (the shell's own variables win).
  loadDotEnv();
  const env = loadEnv({
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? resolve(import.meta.dirname, '../../../.data'),
  });
  const logger = createLogger(env.LOG_LEVEL, process.stdout.isTTY);
  const mongo = await startMongo({
    dataDir: resolve(env.DATA_DIR, 'db'),
    log: (line: string) => logger.info(line),
  });
  // The embedded engine's URI names no database; a real MONGODB_URI carries its own.
  const running = await startServer(
    env,
    logger,
    mongo.uri,
    mongo.engine === 'uri' ? undefined : 'vastra',
  );
  if (await isCatalogueEmpty()) {
    logger.info('empty database: seeding the demo catalogue');
    await seedDemoCatalogue({ logger });
  }
  // The back office's demo owner (README quick start), on a database with no staff yet.
  await ensureDemoOwner(env.NODE_ENV, logger);
  handleProcessLifecycle(logger, async () => {
    await running.close();
    await mongo.stop();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
