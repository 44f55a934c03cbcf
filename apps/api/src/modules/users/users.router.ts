import {
  accountRoutes as R,
  Msg,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type UpdateProfileBody,
} from '@vastra/contracts';
import { Router, type Request } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth, userId } from '../../lib/auth';
import { limiter } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { bodyEmail, signInThrottle } from './sign-in-throttle';
import { createUsersService } from './users.service';

const MINUTE = 60_000;

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
    change: limiter({
      counters: deps.counters,
      windowMs: 15 * MINUTE,
      limit: 10,
      what: 'password change attempts',
      skipSuccessfulRequests: true,
      disabled,
      key: (req: Request) => `user:${req.user?.id ?? ''}`,
    }),
  };
}

/** /users/auth/* and /users/profile. HTTP only: validate, call the service, answer. */
export function createUsersRouter(deps: AppDeps): Router {
  const service = createUsersService(deps);
  const limits = createLimiters(deps);
  const auth = requireAuth(deps.jwtSecret);
  const router = Router();

  router.post(
    R.register.path,
    limits.register,
    validate({ body: R.register.body }),
    async (_req, res) => {
      const { message } = await service.register(res.locals.body as RegisterBody);
      res.status(201).json({ success: true, message });
    },
  );

  router.post(R.login.path, limits.login, validate({ body: R.login.body }), async (_req, res) => {
    const data = await service.login(res.locals.body as LoginBody);
    res.json({ success: true, message: Msg.loggedIn, data });
  });

  router.post(
    R.forgotPassword.path,
    limits.forgotIp,
    limits.forgotEmail,
    validate({ body: R.forgotPassword.body }),
    async (_req, res) => {
      const { message } = await service.forgotPassword(res.locals.body as ForgotPasswordBody);
      res.json({ success: true, message });
    },
  );

  router.post(
    R.resetPassword.path,
    limits.reset,
    validate({ body: R.resetPassword.body }),
    async (_req, res) => {
      const { message } = await service.resetPassword(res.locals.body as ResetPasswordBody);
      res.json({ success: true, message });
    },
  );

  router.post(
    R.changePassword.path,
    auth,
    limits.change,
    validate({ body: R.changePassword.body }),
    async (req, res) => {
      const data = await service.changePassword(userId(req), res.locals.body as ChangePasswordBody);
      res.json({ success: true, message: Msg.passwordChanged, data });
    },
  );

  router.get(R.getProfile.path, auth, async (req, res) => {
    res.json({ success: true, data: await service.getProfile(userId(req)) });
  });

  router.put(
    R.updateProfile.path,
    auth,
    validate({ body: R.updateProfile.body }),
    async (req, res) => {
      const { user, token } = await service.updateProfile(
        userId(req),
        res.locals.body as UpdateProfileBody,
      );
      res.json({
        success: true,
        message: Msg.profileUpdated,
        data: user,
        ...(token ? { token } : {}),
      });
    },
  );

  return router;
}
