import {
  StaffAlertsBodySchema,
  StaffAlertsResponseSchema,
  StaffAlertsSavedResponseSchema,
} from '../admin/staff-alerts';
import { defineRoute } from './define';

/**
 * The signed-in staff member's own e-mail alerts. Every role may change its own (read-only
 * accounts included: it changes nothing of the shop's), and nobody anyone else's.
 */
export const adminStaffAlertsApi = {
  myAlerts: defineRoute({
    method: 'get',
    path: '/api/admin/auth/me/alerts',
    summary: "The signed-in staff member's e-mail alerts",
    auth: 'staff',
    role: 'readonly',
    response: StaffAlertsResponseSchema,
  }),
  setMyAlerts: defineRoute({
    method: 'put',
    path: '/api/admin/auth/me/alerts',
    summary: "Turn the signed-in staff member's e-mail alerts on or off",
    auth: 'staff',
    role: 'readonly',
    body: StaffAlertsBodySchema,
    response: StaffAlertsSavedResponseSchema,
  }),
} as const;
