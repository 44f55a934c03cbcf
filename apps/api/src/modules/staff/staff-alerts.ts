import {
  NO_STAFF_ALERTS,
  StaffAlertsMsg,
  type StaffAlerts,
  type StaffAlertsBody,
} from '@vastra/contracts/admin/staff-alerts';
import type { ClientSession } from 'mongoose';
import { inTransaction } from '../../lib/transaction';
import { changedFields, recordAudit, type StaffActor } from './audit.service';
import { StaffAlertsModel } from './staff-alerts.model';
import { StaffModel } from './staff.model';

/** An alert a staff member may turn on for themselves. */
export type StaffAlertKind = keyof StaffAlerts;

const KINDS: readonly StaffAlertKind[] = ['newOrders', 'lowStockDigest'];

/** Someone to e-mail an alert to. */
export interface AlertRecipient {
  id: string;
  name: string;
  email: string;
}

export async function myAlerts(staffId: string, session?: ClientSession): Promise<StaffAlerts> {
  const doc = await StaffAlertsModel.findById(
    staffId,
    { newOrders: 1, lowStockDigest: 1 },
    { session },
  ).lean();
  return {
    newOrders: doc?.newOrders ?? NO_STAFF_ALERTS.newOrders,
    lowStockDigest: doc?.lowStockDigest ?? NO_STAFF_ALERTS.lowStockDigest,
  };
}

/**
 * Sets the signed-in staff member's own alerts (only theirs: the id is the session's), audited
 * with the changed choices; a save that changes nothing writes no entry.
 */
export async function setMyAlerts(
  actor: StaffActor,
  body: StaffAlertsBody,
): Promise<{ message: string; alerts: StaffAlerts }> {
  return inTransaction(async (session) => {
    const before = await myAlerts(actor.id, session);
    const after: StaffAlerts = { ...before, ...body };
    const diff = changedFields(before, after, KINDS);
    if (diff) {
      await StaffAlertsModel.updateOne(
        { _id: actor.id },
        { $set: after },
        { upsert: true, session },
      );
      await recordAudit(
        actor,
        {
          action: 'staff.alerts',
          entity: { type: 'staff', id: actor.id, label: actor.email },
          ...diff,
        },
        session,
      );
    }
    return { message: StaffAlertsMsg.saved, alerts: after };
  });
}

/** The active staff who turned `kind` on (read inside the caller's transaction when given). */
export async function staffToAlert(
  kind: StaffAlertKind,
  session?: ClientSession,
): Promise<AlertRecipient[]> {
  const opted = await (
    kind === 'newOrders'
      ? StaffAlertsModel.find({ newOrders: true }, { _id: 1 }, { session })
      : StaffAlertsModel.find({ lowStockDigest: true }, { _id: 1 }, { session })
  ).lean();
  if (opted.length === 0) return [];
  const staff = await StaffModel.find(
    { _id: { $in: opted.map((o) => o._id) }, active: true },
    { name: 1, email: 1 },
    { session },
  ).lean();
  return staff.map((s) => ({ id: String(s._id), name: s.name, email: s.email }));
}

/**
 * The staff member to send an alert of `kind` to now: null when the account was deactivated or
 * the alert turned off since the alert was recorded.
 */
export async function staffAlertRecipient(
  staffId: string,
  kind: StaffAlertKind,
): Promise<AlertRecipient | null> {
  const [alerts, staff] = await Promise.all([
    myAlerts(staffId),
    StaffModel.findById(staffId, { name: 1, email: 1, active: 1 }).lean(),
  ]);
  if (!staff || !staff.active || !alerts[kind]) return null;
  return { id: String(staff._id), name: staff.name, email: staff.email };
}
