import { resolve } from 'node:path';
import mongoose from 'mongoose';
import type { Logger } from './logger';

/**
 * Connects a command-line tool (`pnpm seed`, `admin:create`) to MONGODB_URI, or else to the dev
 * stack's embedded database under DATA_DIR (stop `pnpm dev` first: both would own the same data
 * directory). Answers the function that disconnects and stops the engine.
 */
export async function connectCliDatabase(logger: Logger): Promise<() => Promise<void>> {
  const dataDir = process.env.DATA_DIR ?? resolve(import.meta.dirname, '../../../../.data');
  let stopEngine = async () => {};
  let uri = process.env.MONGODB_URI;
  if (!uri) {
    const { startMongo } = await import('@vastra/mongo-engine');
    const mongo = await startMongo({
      dataDir: resolve(dataDir, 'db'),
      log: (line: string) => logger.info(line),
    });
    uri = mongo.uri;
    stopEngine = () => mongo.stop();
  }
  await mongoose.connect(uri, process.env.MONGODB_URI ? {} : { dbName: 'vastra' });
  return async () => {
    await mongoose.disconnect();
    await stopEngine();
  };
}
