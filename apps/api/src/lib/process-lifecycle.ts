import type { Logger } from './logger';

/** How long a failing process may spend closing cleanly before it is exited anyway. */
const FAILURE_CLOSE_MS = 5_000;

/**
 * Ties the process's life to the server's: SIGTERM/SIGINT close it cleanly (exit 0); an
 * unhandled rejection or an uncaught exception is logged through pino with its stack, then the
 * server is closed (bounded in time, since the process may be in a bad state) and the process
 * exits with 1 so the supervisor (compose, systemd, Kubernetes) starts a fresh one. Nothing is
 * swallowed: a process that kept running after an unknown failure could serve wrong answers.
 */
export function handleProcessLifecycle(logger: Logger, close: () => Promise<void>): void {
  let closing = false;
  const shutdown = (code: number, timeoutMs?: number) => {
    if (closing) return;
    closing = true;
    if (timeoutMs !== undefined) setTimeout(() => process.exit(code), timeoutMs).unref();
    close().then(
      () => process.exit(code),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'signal received');
      shutdown(0);
    });
  }
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection; exiting');
    shutdown(1, FAILURE_CLOSE_MS);
  });
  process.on('uncaughtException', (err, origin) => {
    logger.fatal({ err, origin }, 'uncaught exception; exiting');
    shutdown(1, FAILURE_CLOSE_MS);
  });
}
