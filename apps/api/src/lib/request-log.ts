import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from './logger';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id: the client's `X-Request-Id` when it is a safe token, else a new UUID. */
    id: string;
    /** A logger bound to this request (its id, method, URL), made on first use (`requestLogs`). */
    log?: Logger;
  }
}

/** What a log line says about a request: no header, so no token or cookie ever reaches a log. */
function requestSummary(req: Request) {
  return {
    id: req.id,
    method: req.method,
    url: req.originalUrl,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
  };
}

/** Where a request keeps its child logger once made. */
const CHILD = Symbol('request child logger');

/**
 * Gives every request of `app` a `req.log`: a logger bound to the request (its id, method, URL),
 * made on first use — only error paths use it. A getter on the app's request prototype, defined
 * once, rather than a property defined on every request.
 */
export function requestLogs(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    enumerable: false,
    get(this: Request & { [CHILD]?: Logger }) {
      return (this[CHILD] ??= logger.child({ req: requestSummary(this) }));
    },
  });
}

/**
 * One log line per request when its answer is finished (or the client went away first), with
 * what an operator looks for: request id, method, URL, client address, status and time taken.
 * Health probes are not logged (a load balancer asks every few seconds).
 *
 * Hand-written rather than pino-http: pino-http makes a child logger per request, serialising the
 * request into its bindings before anything is logged, and wraps every answer; profiled under
 * load that was about a fifth of the fixed cost every answer pays (in the history of
 * docs/performance.md). Here the finished line is one plain pino call (and `req.log` is made only
 * when used: `requestLogs`).
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    if (!req.url.startsWith('/api/health')) {
      res.once('close', () => {
        const line = {
          req: requestSummary(req),
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        };
        if (!res.writableFinished) logger.warn(line, 'request aborted');
        else if (res.statusCode >= 500) logger.error(line, 'request errored');
        else if (res.statusCode >= 400) logger.warn(line, 'request completed');
        else logger.info(line, 'request completed');
      });
    }
    next();
  };
}
