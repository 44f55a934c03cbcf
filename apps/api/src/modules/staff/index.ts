/**
 * The staff module's public face: what other modules, flows and the app may use. Everything
 * else in this folder (models, data access, helpers) is private to the module.
 */
export { adminRoutesOn } from './admin-path';
export { changedFields, recordAudit } from './audit.service';
export type { StaffActor } from './audit.service';
export { ensureDemoOwner } from './demo-owner';
export { authenticateStaffRequests, staffActor } from './staff-auth';
export { createStaffAdminRouter, createStaffLoginRouter } from './staff.router';
export { latestAuditOf } from './audit-history';
export { createStaffAlertsRouter } from './staff-alerts.router';
export { staffAlertRecipient, staffToAlert } from './staff-alerts';
export type { AlertRecipient, StaffAlertKind } from './staff-alerts';
export { atVersion, staleEdit, updateIfVersion, type EditedRecord } from './edit-version';
