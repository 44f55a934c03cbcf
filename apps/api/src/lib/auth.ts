import { AccountMsg, ErrorCode } from '@vastra/contracts';
import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';
import mongoose from 'mongoose';
import { AppError } from './app-error';
import { UserModel } from '../modules/users/user.model';

export interface AuthUser {
  id: string;
  tokenVersion: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: AuthUser;
    }
  }
}

interface TokenClaims {
  sub: string;
  tv: number;
}

/**
 * The HMAC key for a secret, made once: given a string, jsonwebtoken first tries to read it as a
 * public key (`createPublicKey`, which fails) on every verify — ~10 % of an authenticated request.
 */
let lastKey: { secret: string; key: KeyObject } | undefined;
export function hmacKey(secret: string): KeyObject {
  if (lastKey?.secret !== secret) lastKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  return lastKey.key;
}

export function signToken(
  user: { id: string; tokenVersion: number },
  secret: string,
  expiresIn: string,
): string {
  return jwt.sign({ tv: user.tokenVersion } satisfies Omit<TokenClaims, 'sub'>, hmacKey(secret), {
    algorithm: 'HS256',
    subject: user.id,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** Verifies the bearer token, then checks the user still exists and the token version is current. */
export async function authenticate(header: string | undefined, secret: string): Promise<AuthUser> {
  if (!header || !/^Bearer\s+\S+$/i.test(header)) throw AppError.unauthorized();
  const token = header.replace(/^Bearer\s+/i, '').trim();
  let claims: jwt.JwtPayload;
  try {
    claims = jwt.verify(token, hmacKey(secret), { algorithms: ['HS256'] }) as jwt.JwtPayload;
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError) {
      throw AppError.unauthorized(
        'Your session has expired. Please log in again.',
        ErrorCode.TOKEN_EXPIRED,
      );
    }
    throw AppError.unauthorized('Invalid session. Please log in again.');
  }
  const sub = claims.sub;
  // Shopper tokens carry no audience; a back-office token (audience set) is never a shopper.
  if (claims.aud !== undefined)
    throw AppError.unauthorized('Invalid session. Please log in again.');
  // A token that never expires is never accepted, whoever signed it.
  if (typeof claims.exp !== 'number')
    throw AppError.unauthorized('Invalid session. Please log in again.');
  if (typeof sub !== 'string' || !mongoose.isValidObjectId(sub) || typeof claims.tv !== 'number') {
    throw AppError.unauthorized('Invalid session. Please log in again.');
  }
  const user = await UserModel.findById(sub, { tokenVersion: 1, blocked: 1 }).lean();
  if (!user || (user.tokenVersion ?? 0) !== claims.tv) {
    throw AppError.unauthorized('Your session is no longer valid. Please log in again.');
  }
  // Blocking also bumps the token version; this holds for a token signed in between.
  if (user.blocked) throw AppError.unauthorized(AccountMsg.accountBlocked);
  return { id: sub, tokenVersion: claims.tv };
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

/** The signed-in user's id; only call behind requireAuth. */
export function userId(req: { user?: AuthUser }): string {
  if (!req.user) throw AppError.unauthorized();
  return req.user.id;
}
