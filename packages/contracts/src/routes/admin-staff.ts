import { IdParamsSchema } from '../common';
import {
  AuditListQuerySchema,
  AuditFiltersResponseSchema,
  AuditListResponseSchema,
  CreateStaffBodySchema,
  StaffListResponseSchema,
  StaffLoginBodySchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  StaffResponseSchema,
  UpdateStaffBodySchema,
} from '../admin/staff';
import { defineRoute } from './define';

/** Back-office sign-in: the one admin route that needs no token. */
export const adminSignInApi = {
  login: defineRoute({
    method: 'post',
    path: '/api/admin/auth/login',
    summary: 'Sign in to the back office (answers a staff token, separate from shopper tokens)',
    auth: 'public',
    errors: [401, 403, 429],
    body: StaffLoginBodySchema,
    response: StaffLoginResponseSchema,
  }),
} as const;

/** The signed-in staff member, staff management (owner) and the audit log (owner). */
export const adminStaffApi = {
  me: defineRoute({
    method: 'get',
    path: '/api/admin/auth/me',
    summary: 'The signed-in staff account',
    auth: 'staff',
    role: 'readonly',
    response: StaffMeResponseSchema,
  }),
  listStaff: defineRoute({
    method: 'get',
    path: '/api/admin/staff',
    summary: 'List staff accounts',
    auth: 'staff',
    role: 'owner',
    response: StaffListResponseSchema,
  }),
  createStaff: defineRoute({
    method: 'post',
    path: '/api/admin/staff',
    summary: 'Create a staff account',
    auth: 'staff',
    errors: [409],
    role: 'owner',
    body: CreateStaffBodySchema,
    response: StaffResponseSchema,
    status: 201,
  }),
  updateStaff: defineRoute({
    method: 'patch',
    path: '/api/admin/staff/:id',
    summary: "Change a staff account's name, role, password or active state",
    auth: 'staff',
    errors: [409],
    role: 'owner',
    params: IdParamsSchema,
    body: UpdateStaffBodySchema,
    response: StaffResponseSchema,
  }),
  listAudit: defineRoute({
    method: 'get',
    path: '/api/admin/audit',
    summary: 'The audit log, newest first',
    auth: 'staff',
    role: 'owner',
    query: AuditListQuerySchema,
    response: AuditListResponseSchema,
  }),
  auditFilters: defineRoute({
    method: 'get',
    path: '/api/admin/audit/filters',
    summary: 'The actions and kinds of record the audit log holds (its filters’ choices)',
    auth: 'staff',
    role: 'owner',
    response: AuditFiltersResponseSchema,
  }),
} as const;
