import mongoose from 'mongoose';
import { resolve } from 'node:path';
import { createLogger } from '../lib/logger';
import { seedDemoCatalogue } from './index';

/** `pnpm seed [--reset] [--products N]` against MONGODB_URI or the dev stack's embedded database. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const i = args.indexOf('--products');
  const products = i >= 0 ? Number(args[i + 1]) : undefined;
  if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
    throw new Error('--products needs a positive integer');
  }
  const logger = createLogger(process.env.LOG_LEVEL ?? 'info', process.stdout.isTTY);
  const dataDir = process.env.DATA_DIR ?? resolve(import.meta.dirname, '../../../../.data');
  // A real MongoDB when MONGODB_URI is set (production image); else the dev stack's embedded engine.
  let stopEngine = async () => {};
  let uri = process.env.MONGODB_URI;
  if (!uri) {
    const { startMongo } = await import('@vastra/mongo-engine');
    // With the embedded engine, stop `pnpm dev` first: both would own the same data directory.
    const mongo = await startMongo({
      dataDir: resolve(dataDir, 'db'),
      log: (line: string) => logger.info(line),
    });
    uri = mongo.uri;
    stopEngine = () => mongo.stop();
  }
  await mongoose.connect(uri, process.env.MONGODB_URI ? {} : { dbName: 'vastra' });
  const result = await seedDemoCatalogue({ reset, products, logger });
  logger.info(result, 'seed complete');
  await mongoose.disconnect();
  await stopEngine();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
