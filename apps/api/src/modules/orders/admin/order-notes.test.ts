import {
  ErrorBodySchema,
  OrderDetailResponseSchema,
  OrdersResponseSchema,
} from '@vastra/contracts';
import { AdminOrderNoteResponseSchema, OrderNoteMsg } from '@vastra/contracts/admin/order-notes';
import { AdminOrderResponseSchema } from '@vastra/contracts/admin/orders';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../../test/helpers';
import { ProductModel } from '../../catalog/product.model';
import { AuditModel } from '../../staff/audit.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { placeCodOrder } from '../lifecycle-fixtures';
import { OrderModel } from '../order.model';
import { OrderNoteModel } from './order-note.model';

/**
 * Staff notes on an order through the real app and engine: written by staff and owners at any
 * time without a state change, refused for read-only accounts, audited in the same transaction,
 * listed on the back office's order and never in any shopper answer.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  cast = await createStaffCast();
});
beforeEach(async () => {
  await Promise.all([
    OrderModel.deleteMany({}),
    ProductModel.deleteMany({}),
    AuditModel.deleteMany({}),
    OrderNoteModel.deleteMany({}),
  ]);
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
});

const addNote = (id: string, body: object, who = cast.staff) =>
  request(app).post(`/api/admin/orders/${id}/notes`).set(who.auth).send(body);
const adminView = async (id: string) =>
  AdminOrderResponseSchema.parse(
    (await request(app).get(`/api/admin/orders/${id}`).set(cast.readonly.auth).expect(200)).body,
  ).data;

describe('staff notes on an order', () => {
  it('staff add a note without changing the order; it is audited and shown with its author', async () => {
    const { order } = await placeCodOrder(app, await createUser());
    const before = await OrderModel.findById(order._id).lean();

    const res = await addNote(order._id, { text: '  Customer asked for delivery after 6 pm.  ' });
    expect(res.status).toBe(201);
    const body = AdminOrderNoteResponseSchema.parse(res.body);
    expect(body.message).toBe(OrderNoteMsg.noteAdded);
    expect(body.data).toMatchObject({
      text: 'Customer asked for delivery after 6 pm.',
      by: cast.staff.staff.name,
    });

    // The order itself is untouched: same state, same timeline.
    const after = await OrderModel.findById(order._id).lean();
    expect(after?.status).toBe(before?.status);
    expect(after?.timeline).toHaveLength(before?.timeline.length ?? -1);

    await addNote(order._id, { text: 'Called back, confirmed.' }, cast.owner).expect(201);
    const view = await adminView(order._id);
    expect(view.notes.map((n) => [n.text, n.by])).toEqual([
      ['Customer asked for delivery after 6 pm.', cast.staff.staff.name],
      ['Called back, confirmed.', cast.owner.staff.name],
    ]);
    expect(Date.parse(view.notes[0]?.at ?? '')).not.toBeNaN();

    const audit = await AuditModel.find({ action: 'order.note' }).sort({ at: 1 }).lean();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actor: { id: cast.staff.id, email: cast.staff.email, role: 'staff' },
      entity: { type: 'order', id: order._id },
      before: null,
      after: { note: 'Customer asked for delivery after 6 pm.', noteId: body.data._id },
    });
  });

  it('never reaches the shopper: neither their order nor their list carries a note', async () => {
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper);
    const secret = 'Private: shopper sounded annoyed on the phone';
    await addNote(order._id, { text: secret }).expect(201);

    const mine = await request(app).get(`/api/orders/${order._id}`).set(shopper.auth).expect(200);
    const parsed = OrderDetailResponseSchema.parse(mine.body);
    expect(parsed.data._id).toBe(order._id);
    expect(JSON.stringify(mine.body)).not.toContain(secret);
    expect(mine.body.data).not.toHaveProperty('notes');
    const list = await request(app).get('/api/orders/me').set(shopper.auth).expect(200);
    expect(OrdersResponseSchema.parse(list.body).orders.map((o) => o._id)).toEqual([order._id]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('only staff and owners may write a note; read-only accounts get 403', async () => {
    const { order } = await placeCodOrder(app, await createUser());
    const allowed = await expectRoleMatrix(app, cast, {
      method: 'post',
      path: `/api/admin/orders/${order._id}/notes`,
      least: 'staff',
      body: { text: 'Checked the address.' },
    });
    expect(allowed.staff?.status).toBe(201);
    expect(allowed.owner?.status).toBe(201);
    const refused = await addNote(order._id, { text: 'Sneaky' }, cast.readonly);
    expect(refused.status).toBe(403);
    expect(ErrorBodySchema.parse(refused.body).message).toBeTruthy();
    expect(await OrderNoteModel.countDocuments({ text: 'Sneaky' })).toBe(0);
  });

  it('an unknown order is a 404 and bad notes are a 400 with a message; nothing is written', async () => {
    const { order } = await placeCodOrder(app, await createUser());
    const unknown = await addNote(String(new Types.ObjectId()), { text: 'Hello' });
    expect(unknown.status).toBe(404);
    expect(ErrorBodySchema.parse(unknown.body).message).toBeTruthy();

    for (const [body, message] of [
      [{ text: '   ' }, OrderNoteMsg.noteRequired],
      [{}, OrderNoteMsg.noteRequired],
      [{ text: 42 }, OrderNoteMsg.noteRequired],
      [{ text: 'x'.repeat(1001) }, OrderNoteMsg.noteTooLong],
    ] as const) {
      const res = await addNote(order._id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await OrderNoteModel.countDocuments({})).toBe(0);
    expect(await AuditModel.countDocuments({ action: 'order.note' })).toBe(0);
  });
});
