import type { RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';
import { AppError } from './app-error';
import type { CounterStore } from './counter-store';

interface LimitOptions {
  /** Where the counts live (the app's shared store: every API process counts together). */
  counters: CounterStore;
  windowMs: number;
  limit: number;
  /** What is being limited, for the message: "sign-in attempts". */
  what: string;
  key?: Options['keyGenerator'];
  skipSuccessfulRequests?: boolean;
  /** Refused and failed requests (4xx, 5xx) neither count nor spend the budget. */
  skipFailedRequests?: boolean;
  /** The whole message, given "N seconds|minutes|hours" (default: "Too many <what>. Please try again in …."). */
  message?: (when: string) => string;
  /** Requests for which this limiter neither counts nor blocks (e.g. no e-mail to key on). */
  skip?: Options['skip'];
  disabled?: boolean;
}

/** "42 seconds", "15 minutes", "23 hours": how long until a limited request may be retried. */
export function retryIn(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/**
 * express-rate-limit's store interface over a `CounterStore`. Each limiter gets its own instance
 * and key prefix (its message subject and window), so two limiters never share a count.
 */
export function counterRateLimitStore(counters: CounterStore, prefix: string): Store {
  let windowMs = 60_000;
  const key = (k: string) => `rl:${prefix}:${k}`;
  return {
    prefix,
    localKeys: false,
    init(options) {
      windowMs = options.windowMs;
    },
    async get(k) {
      const c = await counters.get(key(k));
      return { totalHits: c.n, resetTime: new Date(c.until) };
    },
    async increment(k) {
      const c = await counters.hit(key(k), windowMs);
      return { totalHits: c.n, resetTime: new Date(c.until) };
    },
    decrement: (k) => counters.decrement(key(k)),
    resetKey: (k) => counters.reset(key(k)),
  };
}

/**
 * A rate limiter counting in the app's shared store, answering 429 with the standard error body,
 * a Retry-After header and a message saying when to retry.
 */
export function limiter(opts: LimitOptions): RequestHandler {
  if (opts.disabled) return (_req, _res, next) => next();
  return rateLimit({
    store: counterRateLimitStore(opts.counters, `${opts.what}:${opts.windowMs}:${opts.limit}`),
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A forwarding header from a peer the app does not trust is the app's own warning to give,
    // once (lib/forwarded-for.ts); the library would print a stack trace for each limiter.
    validate: { xForwardedForHeader: false },
    skipSuccessfulRequests: opts.skipSuccessfulRequests ?? false,
    skipFailedRequests: opts.skipFailedRequests ?? false,
    ...(opts.key ? { keyGenerator: opts.key } : {}),
    ...(opts.skip ? { skip: opts.skip } : {}),
    handler: (req, _res, next) => {
      const reset = (req as unknown as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(
        1,
        Math.ceil(((reset?.getTime() ?? Date.now() + opts.windowMs) - Date.now()) / 1000),
      );
      next(
        AppError.tooMany(
          opts.message?.(retryIn(seconds)) ??
            `Too many ${opts.what}. Please try again in ${retryIn(seconds)}.`,
          seconds,
        ),
      );
    },
  });
}
