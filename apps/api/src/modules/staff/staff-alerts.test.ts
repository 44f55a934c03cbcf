import {
  StaffAlertsMsg,
  StaffAlertsResponseSchema,
  StaffAlertsSavedResponseSchema,
} from '@vastra/contracts/admin/staff-alerts';
import { AuditListResponseSchema } from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { createStaffCast, type StaffCast } from './test-helpers';

let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
});

const PATH = '/api/admin/auth/me/alerts';

describe("a staff member's own e-mail alerts", () => {
  it('are off until turned on, and each account reads and sets only its own', async () => {
    const first = await request(app).get(PATH).set(cast.staff.auth).expect(200);
    expect(StaffAlertsResponseSchema.parse(first.body).alerts).toEqual({
      newOrders: false,
      lowStockDigest: false,
    });

    const saved = await request(app)
      .put(PATH)
      .set(cast.staff.auth)
      .send({ newOrders: true })
      .expect(200);
    expect(StaffAlertsSavedResponseSchema.parse(saved.body)).toMatchObject({
      message: StaffAlertsMsg.saved,
      alerts: { newOrders: true, lowStockDigest: false },
    });

    // The owner's own stay off: nobody sets or reads another account's.
    const owner = await request(app).get(PATH).set(cast.owner.auth).expect(200);
    expect(StaffAlertsResponseSchema.parse(owner.body).alerts.newOrders).toBe(false);
    const again = await request(app).get(PATH).set(cast.staff.auth).expect(200);
    expect(StaffAlertsResponseSchema.parse(again.body).alerts).toEqual({
      newOrders: true,
      lowStockDigest: false,
    });
  });

  it('may be changed by a read-only account, which still may change nothing else', async () => {
    const res = await request(app)
      .put(PATH)
      .set(cast.readonly.auth)
      .send({ lowStockDigest: true })
      .expect(200);
    expect(StaffAlertsSavedResponseSchema.parse(res.body).alerts.lowStockDigest).toBe(true);
    await request(app)
      .put('/api/admin/low-stock/threshold')
      .set(cast.readonly.auth)
      .send({ threshold: 4 })
      .expect(403);
  });

  it('needs a staff token, and refuses a bad choice with a message', async () => {
    await request(app).get(PATH).expect(401);
    await request(app).put(PATH).set(cast.shopper.auth).send({ newOrders: true }).expect(403);
    const bad = await request(app)
      .put(PATH)
      .set(cast.owner.auth)
      .send({ newOrders: 'yes' })
      .expect(400);
    expect(bad.body.message).toContain(StaffAlertsMsg.choiceInvalid);
    await request(app).put(PATH).set(cast.owner.auth).send({ other: true }).expect(400);
  });

  it('audits a change with only the changed choice, and a save that changes nothing not at all', async () => {
    await request(app).put(PATH).set(cast.owner.auth).send({ lowStockDigest: true }).expect(200);
    await request(app)
      .put(PATH)
      .set(cast.owner.auth)
      .send({ lowStockDigest: true, newOrders: false })
      .expect(200);
    const audit = await request(app)
      .get('/api/admin/audit')
      .query({ action: 'staff.alerts', actor: cast.owner.id })
      .set(cast.owner.auth)
      .expect(200);
    const entries = AuditListResponseSchema.parse(audit.body).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: { type: 'staff', id: cast.owner.id },
      before: { lowStockDigest: false },
      after: { lowStockDigest: true },
    });
  });
});
