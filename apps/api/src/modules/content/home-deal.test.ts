import { ErrorBodySchema, HomeDealResponseSchema } from '@vastra/contracts';
import { AdminContentMsg, AdminHomeDealResponseSchema } from '@vastra/contracts/admin/content';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { AuditModel } from '../staff/audit.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../staff/test-helpers';

/**
 * The home page's deal of the week through the real app and engine: staff set its words, end and
 * link in the back office; the storefront reads the same end instant; each edit is audited with
 * the fields it changed; bad input is refused with the field's message.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
});

const PATH = '/api/admin/content/deal';
const DEAL = {
  status: 'on',
  heading: 'Up to 40% off denim',
  detail: 'Jeans for everyone.',
  endsAt: '2030-01-15T18:30',
  link: '/products?type=trending',
};
const shop = async () =>
  HomeDealResponseSchema.parse((await request(app).get('/api/home-deal').expect(200)).body).data;

describe('the home deal', () => {
  it('is off with no end until staff set one', async () => {
    expect(await shop()).toMatchObject({ status: 'off' });
  });

  it('applies the role matrix', async () => {
    await expectRoleMatrix(app, cast, { method: 'get', path: PATH, least: 'readonly' });
    await expectRoleMatrix(app, cast, { method: 'put', path: PATH, least: 'staff', body: {} });
  });

  it('stores the end as an instant in India time and shows it to the storefront', async () => {
    await AuditModel.deleteMany({ action: 'content.deal.update' });
    const put = AdminHomeDealResponseSchema.parse(
      (await request(app).put(PATH).set(cast.staff.auth).send(DEAL).expect(200)).body,
    );
    // 18:30 in India is 13:00 UTC.
    expect(put.data.endsAt).toBe('2030-01-15T13:00:00.000Z');
    expect(await shop()).toEqual({
      status: 'on',
      eyebrow: 'Deal of the Week',
      heading: DEAL.heading,
      detail: DEAL.detail,
      endsAt: '2030-01-15T13:00:00.000Z',
      link: DEAL.link,
    });

    // A bare day lasts to its end in India.
    await request(app)
      .put(PATH)
      .set(cast.staff.auth)
      .send({ ...DEAL, endsAt: '2030-01-20' })
      .expect(200);
    expect((await shop()).endsAt).toBe('2030-01-20T18:29:59.999Z');

    const audit = await AuditModel.find({ action: 'content.deal.update' }).sort({ at: 1 }).lean();
    expect(audit).toHaveLength(2);
    // The second edit changed only the end: its entry holds only that field.
    expect(audit[1]!.before).toEqual({ endsAt: '2030-01-15T13:00:00.000Z' });
    expect(audit[1]!.after).toEqual({ endsAt: '2030-01-20T18:29:59.999Z' });

    // Saving it unchanged writes no entry.
    await request(app)
      .put(PATH)
      .set(cast.staff.auth)
      .send({ ...DEAL, endsAt: '2030-01-20' })
      .expect(200);
    expect(await AuditModel.countDocuments({ action: 'content.deal.update' })).toBe(2);
  });

  it('refuses a missing heading, a bad date and a link off the shop with their messages', async () => {
    const refuse = async (body: object) =>
      ErrorBodySchema.parse(
        (await request(app).put(PATH).set(cast.staff.auth).send(body).expect(400)).body,
      ).message;
    expect(await refuse({ ...DEAL, heading: ' ' })).toBe(AdminContentMsg.required('Heading'));
    expect(await refuse({ ...DEAL, endsAt: '2030-02-30' })).toBe(AdminContentMsg.dateInvalid);
    expect(await refuse({ ...DEAL, link: '//evil.example/x' })).toBe(AdminContentMsg.linkInvalid);
  });
});
