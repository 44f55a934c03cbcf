import { ErrorCode } from '@vastra/contracts';
import {
  STAFF_TOKEN_AUDIENCE,
  StaffMsg,
  roleAtLeast,
  type StaffRole,
} from '@vastra/contracts/admin/staff';
import { adminStaffAlertsApi } from '@vastra/contracts/routes/admin-staff-alerts';
import type { Request, RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import { AppError } from '../../lib/app-error';
import { hmacKey } from '../../lib/auth';
import type { StaffActor } from './audit.service';
import { StaffModel } from './staff.model';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in staff member on `/api/admin` routes (set by `authenticateStaffRequests`). */
      staff?: StaffActor & { name: string };
    }
  }
}

/** Back-office sessions are a working day long. */
export const STAFF_TOKEN_TTL = '12h';

export function signStaffToken(
  staff: { id: string; tokenVersion: number },
  secret: string,
  expiresIn: string = STAFF_TOKEN_TTL,
): string {
  return jwt.sign({ tv: staff.tokenVersion }, hmacKey(secret), {
    algorithm: 'HS256',
    subject: staff.id,
    audience: STAFF_TOKEN_AUDIENCE,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one write a read-only account may make: its own e-mail alerts, which change nothing of the
 * shop's (the path as seen under `/api/admin`).
 */
const OWN_SETTINGS = `${adminStaffAlertsApi.setMyAlerts.method.toUpperCase()} ${adminStaffAlertsApi.setMyAlerts.path.slice('/api/admin'.length)}`;

/**
 * Verifies a back-office bearer token and loads its staff member: no or a bad token is 401, a
 * good shopper token (no staff audience) is 403, a deactivated account or an old token version
 * is 401. The role is read from the database on every request, so a change applies at once.
 */
export async function authenticateStaff(
  header: string | undefined,
  secret: string,
): Promise<NonNullable<Request['staff']>> {
  if (!header || !/^Bearer\s+\S+$/i.test(header))
    throw AppError.unauthorized(StaffMsg.signInRequired);
  const token = header.replace(/^Bearer\s+/i, '').trim();
  let claims: jwt.JwtPayload;
  try {
    claims = jwt.verify(token, hmacKey(secret), { algorithms: ['HS256'] }) as jwt.JwtPayload;
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError)
      throw AppError.unauthorized(StaffMsg.sessionInvalid, ErrorCode.TOKEN_EXPIRED);
    throw AppError.unauthorized(StaffMsg.sessionInvalid);
  }
  if (claims.aud !== STAFF_TOKEN_AUDIENCE) throw AppError.forbidden(StaffMsg.notStaff);
  const sub = claims.sub;
  if (
    typeof claims.exp !== 'number' ||
    typeof sub !== 'string' ||
    !mongoose.isValidObjectId(sub) ||
    typeof claims.tv !== 'number'
  ) {
    throw AppError.unauthorized(StaffMsg.sessionInvalid);
  }
  const staff = await StaffModel.findById(sub, {
    name: 1,
    email: 1,
    role: 1,
    active: 1,
    tokenVersion: 1,
  }).lean();
  if (!staff || !staff.active || (staff.tokenVersion ?? 0) !== claims.tv)
    throw AppError.unauthorized(StaffMsg.sessionInvalid);
  return { id: sub, email: staff.email, name: staff.name, role: staff.role as StaffRole };
}

/**
 * Mounted once at the top of `/api/admin` (after the public sign-in route): every other admin
 * request must carry a staff token, and read-only staff may only read, whatever the route says.
 */
export function authenticateStaffRequests(secret: string): RequestHandler {
  return async (req, _res, next) => {
    req.staff = await authenticateStaff(req.headers.authorization, secret);
    if (
      req.staff.role === 'readonly' &&
      !READ_METHODS.has(req.method) &&
      `${req.method} ${req.path}` !== OWN_SETTINGS
    )
      throw AppError.forbidden(StaffMsg.readOnly);
    next();
  };
}

/** Route guard: the signed-in staff member's role must be `least` or above. */
export function requireStaff(least: StaffRole): RequestHandler {
  return (req, _res, next) => {
    if (!req.staff) throw AppError.unauthorized(StaffMsg.signInRequired);
    if (!roleAtLeast(req.staff.role, least))
      throw AppError.forbidden(
        req.staff.role === 'readonly' ? StaffMsg.readOnly : StaffMsg.forbidden,
      );
    next();
  };
}

/** Who is acting, for `recordAudit()`; only call behind `requireStaff`. */
export function staffActor(req: Request): StaffActor {
  if (!req.staff) throw AppError.unauthorized(StaffMsg.signInRequired);
  const { id, email, role } = req.staff;
  return { id, email, role };
}
