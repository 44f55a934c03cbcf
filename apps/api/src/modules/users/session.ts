import { AccountMsg } from '@vastra/contracts';
import type { RequestHandler } from 'express';
import { AppError } from '../../lib/app-error';
import { verifyShopperToken, type AuthUser } from '../../lib/auth';
import type { RouteGuards } from '../../lib/route';
import { UserModel } from './user.model';

/** Verifies the bearer token, then checks the user still exists and the token version is current. */
export async function authenticate(header: string | undefined, secret: string): Promise<AuthUser> {
  const claims = verifyShopperToken(header, secret);
  const user = await UserModel.findById(claims.id, { tokenVersion: 1, blocked: 1 }).lean();
  if (!user || (user.tokenVersion ?? 0) !== claims.tokenVersion) {
    throw AppError.unauthorized('Your session is no longer valid. Please log in again.');
  }
  // Blocking also bumps the token version; this holds for a token signed in between.
  if (user.blocked) throw AppError.unauthorized(AccountMsg.accountBlocked);
  return claims;
}

/**
 * Route guard: a signed-in user is required; `req.user` is set for the handler. The answer is the
 * shopper's own data (bag, orders, addresses, profile): no browser or proxy cache may store it, so
 * it is never shown from a cache to the next person on a shared computer.
 */
export function requireAuth(secret: string): RequestHandler {
  return async (req, res, next) => {
    req.user = await authenticate(req.headers.authorization, secret);
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  };
}

/** Like requireAuth but lets visitors through (req.user stays undefined on a missing header). */
export function optionalAuth(secret: string): RequestHandler {
  return async (req, _res, next) => {
    if (req.headers.authorization) req.user = await authenticate(req.headers.authorization, secret);
    next();
  };
}

/** The shopper guards every storefront router uses: a required and an optional bearer token. */
export function shopperGuards(jwtSecret: string): RouteGuards {
  return { shopper: requireAuth(jwtSecret), optional: optionalAuth(jwtSecret) };
}
