import { Msg } from '@vastra/contracts';
import { usersApi as U } from '@vastra/contracts/routes/users';
import { Router, type Request } from 'express';
import type { AppDeps } from '../../deps';
import { userId } from '../../lib/auth';
import { limiter } from '../../lib/rate-limit';
import { routesOn } from '../../lib/route';
import { createPhoneSignInRouter } from './phone-sign-in.router';
import { shopperGuards } from './session';
import { bodyEmail, signInThrottle } from './sign-in-throttle';
import { createUsersService } from './users.service';

const MINUTE = 60_000;
/** Wrong passwords a signed-in shopper may give (change password, e-mail change) per 15 minutes. */
export const PASSWORD_CHECKS_PER_WINDOW = 10;

/**
 * Rate limiters, counting in the app's shared store (`deps.counters`).
 * Sign-in is throttled by sign-in-throttle.ts; password-reset requests count every call.
 */
function createLimiters(deps: AppDeps) {
  const disabled = deps.env.RATE_LIMIT_DISABLED;
  const byEmail = {
    key: (req: Request) => `email:${bodyEmail(req)}`,
    skip: (req: Request) => bodyEmail(req) === '',
  };
  return {
    register: limiter({
      counters: deps.counters,
      windowMs: 60 * MINUTE,
      limit: 20,
      what: 'sign-up attempts',
      disabled,
    }),
    login: signInThrottle(deps.counters, disabled),
    forgotIp: limiter({
      counters: deps.counters,
      windowMs: 15 * MINUTE,
      limit: 10,
      what: 'password reset requests',
      disabled,
    }),
    forgotEmail: limiter({
      counters: deps.counters,
      windowMs: 60 * MINUTE,
      limit: 5,
      what: 'password reset requests',
      disabled,
      ...byEmail,
    }),
    reset: limiter({
      counters: deps.counters,
      windowMs: 15 * MINUTE,
      limit: 20,
      what: 'password reset attempts',
      skipSuccessfulRequests: true,
      disabled,
    }),
    // One budget for every request that checks the signed-in shopper's password: changing the
    // password, and a profile update carrying the current password (an e-mail change). Shared,
    // so guesses cannot alternate between the two; refused requests count, accepted ones are
    // given back, and once it is spent even the right password waits for the window to end.
    passwordChecks: limiter({
      counters: deps.counters,
      windowMs: 15 * MINUTE,
      limit: PASSWORD_CHECKS_PER_WINDOW,
      what: 'password attempts',
      skipSuccessfulRequests: true,
      disabled,
      key: (req: Request) => `user:${req.user?.id ?? ''}`,
      // A request giving no password checks none: a profile update that keeps the e-mail.
      skip: (req: Request) => !givesPassword(req, 'oldPassword', 'currentPassword'),
    }),
  };
}

/** Whether the body holds any of these fields (anything but absent, null or empty counts). */
function givesPassword(req: Request, ...fields: string[]): boolean {
  const body = req.body as Record<string, unknown> | undefined;
  return fields.some((f) => {
    const raw = body?.[f];
    return raw !== undefined && raw !== null && raw !== '';
  });
}

/** /users/auth/* and /users/profile. HTTP only: validate, call the service, answer. */
export function createUsersRouter(deps: AppDeps): Router {
  const service = createUsersService(deps);
  const limits = createLimiters(deps);
  const router = Router();
  const route = routesOn(router, { guards: shopperGuards(deps.jwtSecret) });

  route(U.register, [limits.register])(async ({ body }) => ({
    success: true,
    message: (await service.register(body)).message,
  }));

  route(U.login, [limits.login])(async ({ body }) => ({
    success: true,
    message: Msg.loggedIn,
    data: await service.login(body),
  }));

  route(U.forgotPassword, [limits.forgotIp, limits.forgotEmail])(async ({ body }) => ({
    success: true,
    message: (await service.forgotPassword(body)).message,
  }));

  route(U.resetPassword, [limits.reset])(async ({ body }) => ({
    success: true,
    message: (await service.resetPassword(body)).message,
  }));

  route(U.changePassword, [limits.passwordChecks])(async ({ body }, req) => ({
    success: true,
    message: Msg.passwordChanged,
    data: await service.changePassword(userId(req), body),
  }));

  route(U.getProfile)(async (_in, req) => ({
    success: true,
    data: await service.getProfile(userId(req)),
  }));

  route(U.updateProfile, [limits.passwordChecks])(async ({ body }, req) => {
    const { user, token } = await service.updateProfile(userId(req), body);
    return { success: true, message: Msg.profileUpdated, data: user, ...(token ? { token } : {}) };
  });

  router.use(createPhoneSignInRouter(deps));
  return router;
}
