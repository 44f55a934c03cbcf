import type { Router } from 'express';
import { routesOn } from '../../lib/route';
import { requireStaff } from './staff-auth';

/** Where the back-office API is mounted (app.ts); route declarations carry the full path. */
export const ADMIN_PREFIX = '/api/admin';

/** A declared `/api/admin/...` path relative to the admin router. */
export function adminPath(path: string): string {
  if (!path.startsWith(`${ADMIN_PREFIX}/`)) throw new Error(`${path} is not an admin route`);
  return path.slice(ADMIN_PREFIX.length);
}

/**
 * `route(declaration, [middleware])(handler)` for a router mounted at `/api/admin`: each declared
 * route gets `requireStaff(its role)`, then its middleware, then its parts validated.
 */
export const adminRoutesOn = (router: Router) =>
  routesOn(router, { base: ADMIN_PREFIX, guards: { staff: requireStaff } });
