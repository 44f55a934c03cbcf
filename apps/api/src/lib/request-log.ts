import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

/**
 * One log line per request, carrying what an operator looks for (request id, method, URL, client
 * address, status, time taken) and nothing else. pino-http's default serializers copy every
 * request and response header into each line, which then has to be redacted (Authorization,
 * cookies) and serialised again: profiled under load, that was most of the logging's share of a
 * request's CPU (docs/performance.md). Leaving headers out also keeps tokens out of logs by
 * construction instead of by a redaction list.
 */
export function requestLogger(logger: Logger): RequestHandler {
  const log = pinoHttp<Request, Response>({
    logger,
    genReqId: (req) => req.id,
    wrapSerializers: false,
    serializers: {
      req: (req: Request) => ({
        id: req.id,
        method: req.method,
        url: req.originalUrl,
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
      res: (res: Response) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url?.startsWith('/api/health') ?? false },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  });
  return log;
}
