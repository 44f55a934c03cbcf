import { loadEnv } from './config/env';
import { createLogger } from './lib/logger';
import { handleProcessLifecycle } from './lib/process-lifecycle';
import { startServer } from './server';

/** Production entry: a real MongoDB (MONGODB_URI) is required. */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  if (!env.MONGODB_URI) {
    logger.fatal(
      'MONGODB_URI is not set. Use `pnpm dev` for the embedded database, or set MONGODB_URI.',
    );
    process.exit(1);
  }
  const running = await startServer(env, logger, env.MONGODB_URI);
  handleProcessLifecycle(logger, running.close);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
