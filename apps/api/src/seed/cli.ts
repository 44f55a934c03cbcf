import { loadDotEnv } from '../config/dotenv';
import { connectCliDatabase } from '../lib/cli-db';
import { createLogger } from '../lib/logger';
import { seedDemoCatalogue } from './index';

/** `pnpm seed [--reset] [--products N]` against MONGODB_URI or the dev stack's embedded database. */
async function main(): Promise<void> {
  loadDotEnv(); // the same `.env` as `pnpm dev` (the shell's variables win)
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const i = args.indexOf('--products');
  const products = i >= 0 ? Number(args[i + 1]) : undefined;
  if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
    throw new Error('--products needs a positive integer');
  }
  const logger = createLogger(process.env.LOG_LEVEL ?? 'info', process.stdout.isTTY);
  const disconnect = await connectCliDatabase(logger);
  const result = await seedDemoCatalogue({ reset, products, logger });
  logger.info(result, 'seed complete');
  await disconnect();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
