import type { RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { AppError } from './app-error';

interface LimitOptions {
  windowMs: number;
  limit: number;
  /** What is being limited, for the message: "sign-in attempts". */
  what: string;
  key?: Options['keyGenerator'];
  skipSuccessfulRequests?: boolean;
  /** Requests for which this limiter neither counts nor blocks (e.g. no e-mail to key on). */
  skip?: Options['skip'];
  disabled?: boolean;
}

/**
 * A per-process rate limiter (swap the store for Redis when scaling out) answering 429 with the
 * standard error body, a Retry-After header and a message saying when to retry.
 */
export function limiter(opts: LimitOptions): RequestHandler {
  if (opts.disabled) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: opts.skipSuccessfulRequests ?? false,
    ...(opts.key ? { keyGenerator: opts.key } : {}),
    ...(opts.skip ? { skip: opts.skip } : {}),
    handler: (req, _res, next) => {
      const reset = (req as unknown as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(
        1,
        Math.ceil(((reset?.getTime() ?? Date.now() + opts.windowMs) - Date.now()) / 1000),
      );
      const minutes = Math.ceil(seconds / 60);
      const when = seconds < 90 ? `${seconds} seconds` : `${minutes} minutes`;
      next(AppError.tooMany(`Too many ${opts.what}. Please try again in ${when}.`, seconds));
    },
  });
}
