import { AdminExchangeListResponseSchema } from '@vastra/contracts/exchange';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { ExchangeModel } from '../modules/exchanges/exchange.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../modules/staff/test-helpers';

/** The back office's exchanges list: newest first, by state, a page at a time. */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
  await ExchangeModel.deleteMany({});
  const states = ['Exchange requested', 'Exchange approved', 'Exchange requested', 'Picked up'];
  await ExchangeModel.insertMany(
    states.map((status, i) => ({
      order: new Types.ObjectId(),
      user: new Types.ObjectId(),
      itemId: new Types.ObjectId(),
      productId: new Types.ObjectId(),
      name: `Shirt ${i}`,
      price: 900,
      quantity: 1,
      fromSize: 'M',
      toSize: 'L',
      status,
      timeline: [{ status, at: new Date(Date.UTC(2026, 10, 1 + i)), note: '' }],
      createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
    })),
  );
});

const list = async (query: string, who = cast.readonly) =>
  AdminExchangeListResponseSchema.parse(
    (await request(app).get(`/api/admin/exchanges${query}`).set(who.auth).expect(200)).body,
  );

describe('the exchanges list', () => {
  it('is read by every staff role, newest first, a page at a time', async () => {
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/exchanges',
      least: 'readonly',
    });
    const first = await list('?limit=3');
    expect(first.data.map((x) => x.name)).toEqual(['Shirt 3', 'Shirt 2', 'Shirt 1']);
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4, pages: 2 });
    const second = await list('?limit=3&page=2');
    expect(second.data.map((x) => x.name)).toEqual(['Shirt 0']);
    expect(second.data[0]).toMatchObject({ actions: ['approve', 'reject'], fromSize: 'M' });
  });

  it('filters by state; an empty state is no filter, an unknown one a 400', async () => {
    const requested = await list('?status=Exchange%20requested');
    expect(requested.data.map((x) => x.name)).toEqual(['Shirt 2', 'Shirt 0']);
    expect(requested.pagination?.total).toBe(2);
    expect((await list('?status=')).pagination?.total).toBe(4);
    await request(app).get('/api/admin/exchanges?status=Lost').set(cast.readonly.auth).expect(400);
    await request(app).get('/api/admin/exchanges?page=0').set(cast.readonly.auth).expect(400);
  });
});
