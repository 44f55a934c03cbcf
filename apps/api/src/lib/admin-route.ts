import type { RouteDeclaration } from '@vastra/contracts/routes/define';
import type { RequestHandler, Router } from 'express';
import { adminPath } from '../modules/staff/admin-path';
import { requireStaff } from '../modules/staff/staff-auth';
import { validate } from './validate';

/**
 * Mounts one declared back-office route on an admin sub-router: its path relative to
 * `/api/admin`, its least role, and its params/query/body validated with the declaration's
 * schemas (parsed values on `res.locals`). `before` runs between the guard and the validation
 * (e.g. a multipart parser).
 */
export function mountAdminRoute(
  router: Router,
  route: RouteDeclaration,
  handler: RequestHandler,
  before: RequestHandler[] = [],
): void {
  router[route.method](
    adminPath(route.path),
    requireStaff(route.role ?? 'owner'),
    ...before,
    validate({ params: route.params, query: route.query, body: route.body }),
    handler,
  );
}
