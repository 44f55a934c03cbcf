import { ErrorBodySchema } from '@vastra/contracts';
import {
  AdminInboxMsg,
  AdminMessageListResponseSchema,
  AdminMessageResponseSchema,
  AdminSubscriberListResponseSchema,
} from '@vastra/contracts/admin/inbox';
import { parse } from 'csv-parse/sync';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { AuditModel } from '../../staff/audit.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { ContactModel } from '../contact.model';
import { NewsletterModel } from '../newsletter.model';

/** The contact inbox and the newsletter list through the real app and engine. */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
});
beforeEach(async () => {
  await Promise.all([
    ContactModel.deleteMany({}),
    NewsletterModel.deleteMany({}),
    AuditModel.deleteMany({}),
  ]);
});

async function submit(name: string) {
  await request(app)
    .post('/api/contact')
    .send({
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '9876543210',
      message: `Hello from ${name}`,
    })
    .expect(201);
  const doc = await ContactModel.findOne({ name }).lean();
  return String(doc?._id);
}

describe('the contact inbox', () => {
  it('guards the endpoints by role', async () => {
    const id = await submit('Meera');
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/messages',
      least: 'readonly',
    });
    const allowed = await expectRoleMatrix(app, cast, {
      method: 'patch',
      path: `/api/admin/messages/${id}`,
      least: 'staff',
      body: { state: 'read' },
    });
    expect(allowed.staff?.status).toBe(200);
  });

  it('lists messages from the contact form, new first, and moves them to read and answered', async () => {
    const first = await submit('Arjun');
    const second = await submit('Kavya');
    const inbox = async (query: Record<string, string> = {}) =>
      AdminMessageListResponseSchema.parse(
        (
          await request(app)
            .get('/api/admin/messages')
            .query(query)
            .set(cast.readonly.auth)
            .expect(200)
        ).body,
      );
    const all = await inbox();
    expect(all.data.map((m) => [m._id, m.state])).toEqual([
      [second, 'new'],
      [first, 'new'],
    ]);
    expect(all.unread).toBe(2);

    const read = AdminMessageResponseSchema.parse(
      (
        await request(app)
          .patch(`/api/admin/messages/${first}`)
          .set(cast.staff.auth)
          .send({ state: 'read' })
          .expect(200)
      ).body,
    ).data;
    expect(read.state).toBe('read');
    expect(read.readAt).not.toBeNull();
    const answered = AdminMessageResponseSchema.parse(
      (
        await request(app)
          .patch(`/api/admin/messages/${first}`)
          .set(cast.staff.auth)
          .send({ state: 'answered' })
          .expect(200)
      ).body,
    ).data;
    expect(answered).toMatchObject({ state: 'answered', readAt: read.readAt });
    expect(answered.answeredAt).not.toBeNull();

    expect((await inbox({ state: 'new' })).data.map((m) => m._id)).toEqual([second]);
    expect((await inbox({ state: 'answered' })).data.map((m) => m._id)).toEqual([first]);
    expect((await inbox({ q: 'kavya' })).data.map((m) => m._id)).toEqual([second]);
    expect((await inbox()).unread).toBe(1);
    expect(await AuditModel.countDocuments({ action: 'message.state', 'entity.id': first })).toBe(
      2,
    );

    const bad = await request(app)
      .patch(`/api/admin/messages/${first}`)
      .set(cast.staff.auth)
      .send({ state: 'archived' })
      .expect(400);
    expect(ErrorBodySchema.parse(bad.body).message).toBe(AdminInboxMsg.stateInvalid);
  });
});

describe('the newsletter list', () => {
  it('lists subscribers and exports them all as CSV (staff only), formula cells defused', async () => {
    for (const email of ['a@example.com', 'b@example.com', '=cmd@example.com'])
      await NewsletterModel.create({ email });
    const page = AdminSubscriberListResponseSchema.parse(
      (
        await request(app)
          .get('/api/admin/newsletter')
          .query({ limit: 2 })
          .set(cast.readonly.auth)
          .expect(200)
      ).body,
    );
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });

    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/newsletter/export.csv',
      least: 'staff',
    });
    const csv = await request(app)
      .get('/api/admin/newsletter/export.csv')
      .set(cast.staff.auth)
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="newsletter-.*\.csv"/);
    const rows = parse(csv.text, { columns: true }) as { email: string; subscribed_at: string }[];
    expect(rows.map((r) => r.email)).toEqual([
      'a@example.com',
      'b@example.com',
      "'=cmd@example.com",
    ]);
    expect(rows.every((r) => !Number.isNaN(Date.parse(r.subscribed_at)))).toBe(true);
  });
});
