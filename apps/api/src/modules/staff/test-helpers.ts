import type { StaffRole } from '@vastra/contracts/admin/staff';
import bcrypt from 'bcrypt';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { createUser, TEST_JWT_SECRET } from '../../../test/helpers';
import { signStaffToken } from './staff-auth';
import { StaffModel } from './staff.model';

/**
 * Shared by every back-office test: staff accounts with tokens, and the role matrix every admin
 * endpoint is checked against.
 */

let counter = 0;

/** Creates a staff account directly in the database and answers it with a valid bearer token. */
export async function createStaff(
  role: StaffRole = 'owner',
  overrides: Partial<{ name: string; email: string; password: string; active: boolean }> = {},
) {
  counter += 1;
  const password = overrides.password ?? 'staff-secret-1';
  const staff = await StaffModel.create({
    name: overrides.name ?? `Test ${role} ${counter}`,
    email: overrides.email ?? `${role}${counter}-${Date.now()}@staff.example.com`,
    role,
    active: overrides.active ?? true,
    passwordHash: await bcrypt.hash(password, 4),
  });
  const token = signStaffToken(
    { id: String(staff._id), tokenVersion: staff.tokenVersion ?? 0 },
    TEST_JWT_SECRET,
  );
  return {
    staff,
    id: String(staff._id),
    email: staff.email,
    role,
    password,
    token,
    auth: { Authorization: `Bearer ${token}` },
  };
}

export type TestStaff = Awaited<ReturnType<typeof createStaff>>;

/** One signed-in account of each role plus a shopper, made once per test file. */
export async function createStaffCast() {
  const [owner, staff, readonly, shopper] = await Promise.all([
    createStaff('owner'),
    createStaff('staff'),
    createStaff('readonly'),
    createUser(),
  ]);
  return { owner, staff, readonly, shopper };
}

export type StaffCast = Awaited<ReturnType<typeof createStaffCast>>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface MatrixCase {
  method: Method;
  /** Full path, e.g. `/api/admin/products`. */
  path: string;
  /** The least role allowed (as declared with the route). */
  least: StaffRole;
  body?: object;
}

const ORDER: StaffRole[] = ['readonly', 'staff', 'owner'];
const RANK: Record<StaffRole, number> = { readonly: 0, staff: 1, owner: 2 };

/**
 * The 403 matrix: no token → 401, a shopper's token → 403, each role below `least` → 403; each
 * role at or above it gets past the guard (neither 401 nor 403; the call is really made, so pass
 * a body the endpoint can take or one it refuses with 400/404/409). Answers the allowed answers
 * by role, for further checks.
 */
export async function expectRoleMatrix(app: Express, cast: StaffCast, c: MatrixCase) {
  const send = (headers: Record<string, string>) => {
    const r = request(app)[c.method](c.path).set(headers);
    return c.body !== undefined ? r.send(c.body) : r;
  };
  const none = await send({});
  expect(none.status, `${c.method} ${c.path} without a token`).toBe(401);
  const shopper = await send(cast.shopper.auth);
  expect(shopper.status, `${c.method} ${c.path} with a shopper token`).toBe(403);
  const allowed: Partial<Record<StaffRole, request.Response>> = {};
  for (const role of ORDER) {
    const res = await send(cast[role].auth);
    if (RANK[role] < RANK[c.least]) {
      expect(res.status, `${c.method} ${c.path} as ${role}`).toBe(403);
    } else {
      expect([401, 403], `${c.method} ${c.path} as ${role}: ${res.status}`).not.toContain(
        res.status,
      );
      allowed[role] = res;
    }
  }
  return allowed;
}
