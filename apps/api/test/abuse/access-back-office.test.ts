import type { StaffRole } from '@vastra/contracts/admin/staff';
import { allRoutes, type RouteDeclaration } from '@vastra/contracts/routes/index';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaffCast,
  expectRoleMatrix,
  type MatrixCase,
  type StaffCast,
} from '../../src/modules/staff/test-helpers';
import { createTestApp } from '../helpers';
import { changedCollections, dbSnapshot } from './support/snapshot';
import { hasErrorMessage, preview, Tally } from './support/tally';

/**
 * The back office's role matrix, read from the contracts: every endpoint declared for staff
 * refuses a request without a token (401), with a shopper's token and with every staff role below
 * the one it declares (403), each with a message, and none of those requests writes anything.
 * The endpoints added for running the shop day to day (own e-mail alerts, low stock, bulk edits,
 * exports and imports, size charts) are also called by every role allowed, which reaches them.
 */
const tally = new Tally('access-back-office');

const BELOW: Record<StaffRole, StaffRole[]> = {
  readonly: [],
  staff: ['readonly'],
  owner: ['readonly', 'staff'],
};

const staffRoutes = allRoutes.filter((r) => r.auth === 'staff');
const label = (r: RouteDeclaration) => `${r.method.toUpperCase()} ${r.path}`;
/** The declared path with every `:param` filled with an id no record has. */
const filled = (path: string) => path.replace(/:\w+/g, () => new Types.ObjectId().toHexString());

let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  ({ app } = createTestApp({ RATE_LIMIT_DISABLED: 'true' }));
  cast = await createStaffCast();
});

afterAll(() => tally.print());

describe('back-office roles, endpoint by endpoint', () => {
  it('every staff endpoint refuses visitors, shoppers and the roles below its own, writing nothing', async () => {
    // The table really holds the back office, the recent endpoints among it.
    expect(staffRoutes.length).toBeGreaterThan(60);
    for (const path of [
      '/api/admin/auth/me/alerts',
      '/api/admin/products/bulk',
      '/api/admin/products/csv/apply',
      '/api/admin/exports/orders.csv',
      '/api/admin/low-stock/threshold',
    ])
      expect(staffRoutes.map((r) => r.path)).toContain(path);

    const before = await dbSnapshot();
    for (const route of staffRoutes) {
      const path = filled(route.path);
      const callers: [string, Record<string, string>, number][] = [
        ['no token', {}, 401],
        ['a shopper', cast.shopper.auth, 403],
        ...BELOW[route.role ?? 'staff'].map((role): [string, Record<string, string>, number] => [
          role,
          cast[role].auth,
          403,
        ]),
      ];
      for (const [who, headers, status] of callers) {
        const res = await request(app)[route.method](path).set(headers).send({});
        const ok = res.status === status && hasErrorMessage(res.body);
        tally.saw(res.status, ok);
        expect(res.status, `${label(route)} as ${who}: ${preview(res.body)}`).toBe(status);
        expect(hasErrorMessage(res.body), `${label(route)} as ${who} says why`).toBe(true);
      }
    }
    expect(changedCollections(before, await dbSnapshot())).toEqual([]);
  });

  it('the recent endpoints answer every role allowed, and refuse the others', async () => {
    const product = new Types.ObjectId().toHexString();
    const category = new Types.ObjectId().toHexString();
    const cases: MatrixCase[] = [
      { method: 'get', path: '/api/admin/auth/me/alerts', least: 'readonly' },
      {
        method: 'put',
        path: '/api/admin/auth/me/alerts',
        least: 'readonly',
        body: { newOrders: false },
      },
      { method: 'get', path: '/api/admin/low-stock', least: 'readonly' },
      { method: 'get', path: '/api/admin/exports/products.csv', least: 'readonly' },
      { method: 'get', path: '/api/admin/exports/orders.csv', least: 'readonly' },
      { method: 'get', path: `/api/admin/categories/${category}/size-chart`, least: 'readonly' },
      { method: 'post', path: '/api/admin/products/bulk', least: 'staff', body: {} },
      { method: 'post', path: '/api/admin/products/csv/preview', least: 'staff' },
      { method: 'post', path: '/api/admin/products/csv/apply', least: 'staff' },
      { method: 'put', path: '/api/admin/low-stock/threshold', least: 'staff', body: {} },
      { method: 'put', path: `/api/admin/low-stock/products/${product}`, least: 'staff', body: {} },
    ];
    for (const c of cases) {
      const allowed = await expectRoleMatrix(app, cast, c);
      for (const [role, res] of Object.entries(allowed)) {
        tally.saw(res.status, res.status < 500);
        expect(res.status, `${c.method} ${c.path} as ${role}: ${preview(res.body)}`).toBeLessThan(
          500,
        );
        if (c.method === 'get' && !c.path.includes('size-chart'))
          expect(res.status, `${c.method} ${c.path} as ${role}`).toBe(200);
      }
    }
  });
});
