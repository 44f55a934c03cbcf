import { OrderDetailResponseSchema, OrdersResponseSchema } from '@vastra/contracts';
import { AdminOrderNoteResponseSchema } from '@vastra/contracts/admin/order-notes';
import { AdminOrderResponseSchema } from '@vastra/contracts/admin/orders';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../../test/helpers';
import { AuditModel } from '../../staff/audit.model';
import { createStaffCast, type StaffCast } from '../../staff/test-helpers';
import { placeCodOrder } from '../lifecycle-fixtures';

/**
 * Staff notes marked "Visible to the customer" through the real app and engine: the shopper's
 * order shows their text and time and nothing else of them; private notes stay out of every
 * shopper answer.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  cast = await createStaffCast();
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
});

const addNote = (id: string, body: object, who = cast.staff) =>
  request(app).post(`/api/admin/orders/${id}/notes`).set(who.auth).send(body);

describe('staff notes visible to the customer', () => {
  it("show on the shopper's order as text and time only; private notes never do", async () => {
    const shopper = await createUser();
    const { order } = await placeCodOrder(app, shopper);
    const secret = 'Private: verify the address by phone first';
    const shown = 'Your parcel leaves our warehouse tomorrow morning.';
    await addNote(order._id, { text: secret }).expect(201);
    const res = await addNote(order._id, { text: shown, visibleToCustomer: true }).expect(201);
    const added = AdminOrderNoteResponseSchema.parse(res.body).data;
    expect(added.visibleToCustomer).toBe(true);
    await addNote(order._id, { text: 'Second private line', visibleToCustomer: false }).expect(201);

    const mine = await request(app).get(`/api/orders/${order._id}`).set(shopper.auth).expect(200);
    const data = OrderDetailResponseSchema.parse(mine.body).data;
    expect(data.customerNotes).toEqual([{ text: shown, at: added.at }]);
    const raw = JSON.stringify(mine.body);
    expect(raw).not.toContain(secret);
    expect(raw).not.toContain('Second private line');
    expect(raw).not.toContain(cast.staff.staff.name);

    const list = await request(app).get('/api/orders/me').set(shopper.auth).expect(200);
    expect(OrdersResponseSchema.parse(list.body).orders).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    // Somebody else's order stays theirs.
    const other = await createUser();
    await request(app).get(`/api/orders/${order._id}`).set(other.auth).expect(404);

    // The back office sees all three, each marked.
    const admin = AdminOrderResponseSchema.parse(
      (await request(app).get(`/api/admin/orders/${order._id}`).set(cast.readonly.auth)).body,
    ).data;
    expect(admin.notes.map((n) => [n.text, n.visibleToCustomer])).toEqual([
      [secret, false],
      [shown, true],
      ['Second private line', false],
    ]);
  });

  it('are audited with their visibility, and read-only accounts may not write one', async () => {
    const { order } = await placeCodOrder(app, await createUser());
    await addNote(order._id, { text: 'Shown', visibleToCustomer: true }, cast.owner).expect(201);
    const entry = await AuditModel.findOne({ action: 'order.note', 'entity.id': order._id }).lean();
    expect(entry?.after).toMatchObject({ note: 'Shown', visibleToCustomer: true });
    await addNote(order._id, { text: 'Nope', visibleToCustomer: true }, cast.readonly).expect(403);
    const bad = await addNote(order._id, { text: 'Odd', visibleToCustomer: 'yes' }).expect(400);
    expect(typeof bad.body.message).toBe('string');
  });
});
