import { createServer, type Server } from 'node:http';
import mongoose from 'mongoose';
import { createApp } from './app';
import { buildDeps } from './build-deps';
import type { Env } from './config/env';
import type { Logger } from './lib/logger';

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Connects Mongo, listens, and installs graceful shutdown (in-flight requests finish). */
export async function startServer(
  env: Env,
  logger: Logger,
  mongoUri: string,
  dbName?: string,
): Promise<RunningServer> {
  mongoose.set('strictQuery', true);
  await mongoose.connect(mongoUri, { serverSelectionTimeoutMS: 5000, ...(dbName ? { dbName } : {}) });
  await mongoose.connection.syncIndexes().catch((err) => logger.warn({ err }, 'index sync failed'));
  const deps = buildDeps(env, logger);
  const app = createApp(deps);
  const server = createServer(app);
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : env.PORT;
  const url = `http://localhost:${port}`;
  logger.info({ url, mailer: deps.mailer.kind }, `Vastra API listening on ${url}`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      logger.info('shutting down: refusing new connections, finishing in-flight requests');
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await deps.mailer.close();
      await mongoose.disconnect();
      logger.info('shutdown complete');
    })());
  return { server, url, close };
}
