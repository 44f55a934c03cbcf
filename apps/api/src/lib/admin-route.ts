import type { Router } from 'express';
import { ADMIN_PREFIX } from '../modules/staff/admin-path';
import { requireStaff } from '../modules/staff/staff-auth';
import { routesOn, type Mount } from './route';

/**
 * `route(declaration)(handler)` for an admin sub-router: declarations carry full
 * `/api/admin/...` paths and each is guarded by `requireStaff(its role)`.
 */
export function adminRoutesOn(router: Router): Mount {
  return routesOn(router, { base: ADMIN_PREFIX, guards: { staff: requireStaff } });
}
