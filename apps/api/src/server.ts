import { createServer, type RequestListener, type Server } from 'node:http';
import mongoose from 'mongoose';
import { createApp } from './app';
import { buildDeps } from './build-deps';
import type { Env } from './config/env';
import type { Logger } from './lib/logger';
import { startJobWorker } from './lib/jobs/worker';
import { runMigrations } from './lib/migrations';
import { MIGRATIONS } from './migrations';
import { fulfilmentEveryMs, jobTable, recurringJobs } from './jobs';
import { assertTransactionsAvailable } from './lib/transaction';
import { startCatalogueSignal } from './modules/catalog';

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * Socket timeouts, set deliberately so slow clients cannot hold connections (Node's defaults let
 * a trickled body stay open for 300 s):
 * - headers must arrive within 10 s;
 * - a whole request, body included, within 30 s (a 5 MB review photo needs ~1.4 Mbit/s);
 * - an idle keep-alive connection closes after 5 s (below common load-balancer idle timeouts
 *   only matters when the balancer reuses connections; nginx here opens one per request);
 * - Node checks the request and header deadlines every second instead of every 30 s.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const;

export type ServerTimeouts = { [K in keyof typeof SERVER_TIMEOUTS]: number };

/** An HTTP server with the timeouts above (tests pass shorter ones). */
export function createHttpServer(
  app: RequestListener,
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
): Server {
  return createServer(
    {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      keepAliveTimeout: timeouts.keepAliveTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    app,
  );
}

/**
 * Connects Mongo, listens, starts the job worker (recorded effects and sweeps), and installs
 * graceful shutdown (in-flight requests finish, running jobs are released).
 */
export async function startServer(
  env: Env,
  logger: Logger,
  mongoUri: string,
  dbName?: string,
): Promise<RunningServer> {
  mongoose.set('strictQuery', true);
  // A database that stays connected but stops answering must not hang requests: time sockets out
  // (→ 503 through the error middleware) rather than wait forever.
  await mongoose.connect(mongoUri, {
    serverSelectionTimeoutMS: 5000,
    socketTimeoutMS: 20_000,
    ...(dbName ? { dbName } : {}),
  });
  try {
    await assertTransactionsAvailable();
  } catch (err) {
    await mongoose.disconnect();
    throw err;
  }
  // Stored data brought to the shape this code reads, once per database (migrations/).
  await runMigrations(MIGRATIONS, logger);
  await mongoose.connection.syncIndexes().catch((err) => logger.warn({ err }, 'index sync failed'));
  const deps = buildDeps(env, logger);
  // Other API processes' catalogue writes drop this one's cached answers within about a second.
  const catalogueSignal = startCatalogueSignal({ logger });
  // Effects recorded with the changes they follow, retried until done, and the sweeps: one
  // worker per process, each job run by one of them (jobs.ts). Started before the server listens:
  // once it says it listens, it is fully up (a SIGTERM then always finds its handlers).
  const worker = await startJobWorker({
    table: jobTable(deps),
    recurring: recurringJobs(deps),
    logger,
    // Each look is one query per job name: as often as the fulfilment sweep runs (30 s unless the
    // simulated courier is quick), which recorded jobs never wait for (their process runs them).
    pollMs: fulfilmentEveryMs(deps),
  });

  const app = createApp(deps);
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : env.PORT;
  const url = `http://localhost:${port}`;
  logger.info({ url, mailer: deps.mailer.kind }, `Vastra API listening on ${url}`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      if (env.SHUTDOWN_DRAIN_MS > 0) {
        // Draining: /api/health answers 503 while requests are still served, so a load
        // balancer takes this process out of rotation before it refuses connections.
        deps.lifecycle.draining = true;
        logger.info({ ms: env.SHUTDOWN_DRAIN_MS }, 'draining: /api/health answers 503');
      }
      // Meanwhile the worker stops taking jobs (those it holds are released to another process).
      await Promise.all([
        worker.stop().catch((err: unknown) => logger.error({ err }, 'job worker did not stop')),
        new Promise((r) => setTimeout(r, env.SHUTDOWN_DRAIN_MS)),
      ]);
      logger.info('shutting down: refusing new connections, finishing in-flight requests');
      await new Promise<void>((resolve) => {
        // Keep-alive sockets become idle as their last response finishes: close them as they do,
        // so shutdown does not wait for the keep-alive timeout; force the rest after 10 s.
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        const force = setTimeout(() => server.closeAllConnections(), 10_000);
        force.unref();
        server.close(() => {
          clearInterval(idle);
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      await deps.mailer.close();
      await catalogueSignal.stop();
      await mongoose.disconnect();
      logger.info('shutdown complete');
    })());
  return { server, url, close };
}
