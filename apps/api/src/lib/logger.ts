import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * JSON lines on stdout. Written asynchronously (`sync: false`): a line is handed to the system
 * off the event loop, and lines logged while a write is under way go out together, instead of one
 * blocking write per line (pino's default; under load a write per request on the API's thread).
 * pino flushes what is pending when the process exits, crashes included (process-lifecycle.ts);
 * only a kill that gives the process no chance to run can lose the last lines.
 */
export function createLogger(level: string, pretty = false): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.oldPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  return pretty ? pino(options) : pino(options, pino.destination({ dest: 1, sync: false }));
}
