import {
  Msg,
  OTP_PER_CLIENT_PER_HOUR,
  OTP_PER_NUMBER_PER_HOUR,
  OtpMsg,
  normalisePhone,
} from '@vastra/contracts';
import { phoneSignInApi as P } from '@vastra/contracts/routes/phone-sign-in';
import { Router, type Request, type RequestHandler } from 'express';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { limiter } from '../../lib/rate-limit';
import { routesOn } from '../../lib/route';
import { createPhoneSignIn } from './phone-sign-in';
import { shopperGuards } from './session';

const MINUTE = 60_000;
/** Wrong codes one client address may give per 15 minutes, over every number. */
const CODE_TRIES_PER_CLIENT = 30;

/** The request's number in its stored form, '' when it is not one (for counter keys). */
function bodyPhone(req: Request): string {
  const raw: unknown = (req.body as { phone?: unknown } | undefined)?.phone;
  return typeof raw === 'string' ? (normalisePhone(raw) ?? '') : '';
}

/**
 * Code requests are capped per client address and per number each hour; only requests that sent
 * (or would have sent) a code count, so a refused one (bad number, resend too soon) spends nothing.
 * Code checks are capped per client address on top of each code's own limit of tries.
 */
function createLimiters(deps: AppDeps) {
  const disabled = deps.env.RATE_LIMIT_DISABLED;
  return {
    perClient: limiter({
      counters: deps.counters,
      windowMs: 60 * MINUTE,
      limit: OTP_PER_CLIENT_PER_HOUR,
      what: 'sign-in code requests',
      message: OtpMsg.tooManyForClient,
      skipFailedRequests: true,
      disabled,
    }),
    perNumber: limiter({
      counters: deps.counters,
      windowMs: 60 * MINUTE,
      limit: OTP_PER_NUMBER_PER_HOUR,
      what: 'sign-in codes per number',
      message: OtpMsg.tooManyForNumber,
      key: (req) => `phone:${bodyPhone(req)}`,
      skip: (req) => bodyPhone(req) === '',
      skipFailedRequests: true,
      disabled,
    }),
    tries: limiter({
      counters: deps.counters,
      windowMs: 15 * MINUTE,
      limit: CODE_TRIES_PER_CLIENT,
      what: 'sign-in code attempts',
      message: OtpMsg.tooManyTries,
      skipSuccessfulRequests: true,
      disabled,
    }),
  };
}

/**
 * Without an SMS provider a production process texts nobody: phone sign-in answers 503 there
 * (unless the topology rehearsal allows the simulated services), and e-mail sign-in stays.
 */
function smsAvailable(deps: AppDeps): RequestHandler {
  const off =
    deps.env.NODE_ENV === 'production' &&
    deps.sms.kind === 'outbox' &&
    !deps.env.ALLOW_SIMULATED_SERVICES;
  return (_req, _res, next) => next(off ? AppError.unavailable(OtpMsg.unavailable) : undefined);
}

/** /users/auth/phone/*: ask for a code, sign in with it. */
export function createPhoneSignInRouter(deps: AppDeps): Router {
  const service = createPhoneSignIn(deps);
  const limits = createLimiters(deps);
  const available = smsAvailable(deps);
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });

  route(P.requestCode, [available, limits.perClient, limits.perNumber])(async ({ body }) => ({
    success: true,
    message: (await service.requestCode(body.phone)).message,
  }));

  route(P.verifyCode, [available, limits.tries])(async ({ body }) => ({
    success: true,
    message: Msg.loggedIn,
    data: await service.verifyCode(body),
  }));

  return router;
}
