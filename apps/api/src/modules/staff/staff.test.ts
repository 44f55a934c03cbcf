import { ErrorBodySchema } from '@vastra/contracts';
import {
  AuditListResponseSchema,
  StaffListResponseSchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  StaffMsg,
  StaffResponseSchema,
} from '@vastra/contracts/admin/staff';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { createLogger } from '../../lib/logger';
import { DEMO_OWNER, ensureDemoOwner } from './demo-owner';
import { StaffModel } from './staff.model';
import { createStaff, createStaffCast, expectRoleMatrix, type StaffCast } from './test-helpers';

let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
});

const login = (email: string, password: string) =>
  request(app).post('/api/admin/auth/login').send({ email, password });

describe('back-office sign-in', () => {
  it('answers a staff token that opens /api/admin/auth/me', async () => {
    const res = await login(cast.staff.email, cast.staff.password).expect(200);
    const body = StaffLoginResponseSchema.parse(res.body);
    expect(body.staff).toMatchObject({ email: cast.staff.email, role: 'staff', active: true });
    const me = await request(app)
      .get('/api/admin/auth/me')
      .set('Authorization', `Bearer ${body.token}`)
      .expect(200);
    expect(StaffMeResponseSchema.parse(me.body).staff._id).toBe(cast.staff.id);
  });

  it('refuses a wrong password, an unknown e-mail and a deactivated account alike', async () => {
    const off = await createStaff('staff', { active: false });
    for (const [email, password] of [
      [cast.owner.email, 'wrong-password'],
      ['nobody@staff.example.com', 'whatever1'],
      [off.email, off.password],
    ] as const) {
      const res = await login(email, password);
      expect(res.status).toBe(401);
      expect(ErrorBodySchema.parse(res.body).message).toBe(StaffMsg.invalidCredentials);
    }
  });

  it('says what is missing on an empty form', async () => {
    const res = await request(app).post('/api/admin/auth/login').send({}).expect(400);
    expect(ErrorBodySchema.parse(res.body).message).toBeTruthy();
  });

  it('keeps staff and shopper tokens apart', async () => {
    // A shopper token at an admin endpoint is 403; a staff token at a shopper endpoint is no shopper.
    const asShopper = await request(app).get('/api/admin/auth/me').set(cast.shopper.auth);
    expect(asShopper.status).toBe(403);
    expect(ErrorBodySchema.parse(asShopper.body).message).toBe(StaffMsg.notStaff);
    await request(app).get('/api/users/profile').set(cast.owner.auth).expect(401);
    await request(app)
      .get('/api/admin/auth/me')
      .set('Authorization', 'Bearer nonsense')
      .expect(401);
  });

  it('reads the role on every request: a demotion or deactivation applies at once', async () => {
    const s = await createStaff('owner');
    await request(app).get('/api/admin/staff').set(s.auth).expect(200);
    await StaffModel.updateOne({ _id: s.id }, { $set: { role: 'staff' } });
    await request(app).get('/api/admin/staff').set(s.auth).expect(403);
    await StaffModel.updateOne({ _id: s.id }, { $set: { active: false } });
    await request(app).get('/api/admin/auth/me').set(s.auth).expect(401);
  });
});

describe('role matrix', () => {
  it('GET /api/admin/auth/me: every role', async () => {
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/auth/me',
      least: 'readonly',
    });
  });
  it('GET /api/admin/staff: owner only', async () => {
    await expectRoleMatrix(app, cast, { method: 'get', path: '/api/admin/staff', least: 'owner' });
  });
  it('POST /api/admin/staff: owner only', async () => {
    const allowed = await expectRoleMatrix(app, cast, {
      method: 'post',
      path: '/api/admin/staff',
      least: 'owner',
      body: {
        name: 'New Hire',
        email: 'hire@staff.example.com',
        password: 'longenough',
        role: 'staff',
      },
    });
    expect(allowed.owner?.status).toBe(201);
  });
  it('PATCH /api/admin/staff/:id: owner only', async () => {
    await expectRoleMatrix(app, cast, {
      method: 'patch',
      path: `/api/admin/staff/${cast.readonly.id}`,
      least: 'owner',
      body: { name: 'Renamed Reader' },
    });
  });
  it('GET /api/admin/audit: owner only', async () => {
    await expectRoleMatrix(app, cast, { method: 'get', path: '/api/admin/audit', least: 'owner' });
  });
});

describe('staff management', () => {
  it('creates, lists and refuses a taken e-mail with 409', async () => {
    const body = {
      name: 'Asha',
      email: 'Asha@Staff.Example.com ',
      password: 'asha-pass-1',
      role: 'readonly',
    };
    const res = await request(app)
      .post('/api/admin/staff')
      .set(cast.owner.auth)
      .send(body)
      .expect(201);
    const created = StaffResponseSchema.parse(res.body).staff;
    expect(created).toMatchObject({ email: 'asha@staff.example.com', role: 'readonly' });
    expect(res.body.staff.passwordHash).toBeUndefined();
    const dup = await request(app).post('/api/admin/staff').set(cast.owner.auth).send(body);
    expect(dup.status).toBe(409);
    expect(ErrorBodySchema.parse(dup.body).message).toBe(StaffMsg.emailTaken);
    const list = await request(app).get('/api/admin/staff').set(cast.owner.auth).expect(200);
    expect(StaffListResponseSchema.parse(list.body).staff.map((s) => s.email)).toContain(
      'asha@staff.example.com',
    );
    await login('asha@staff.example.com', 'asha-pass-1').expect(200);
  });

  it('rejects bad input with the rule broken', async () => {
    const res = await request(app)
      .post('/api/admin/staff')
      .set(cast.owner.auth)
      .send({ name: 'X', email: 'x@staff.example.com', password: 'short', role: 'staff' })
      .expect(400);
    expect(ErrorBodySchema.parse(res.body).message).toBe(StaffMsg.passwordShort);
    const role = await request(app)
      .post('/api/admin/staff')
      .set(cast.owner.auth)
      .send({ name: 'X', email: 'x@staff.example.com', password: 'long-enough', role: 'god' })
      .expect(400);
    expect(ErrorBodySchema.parse(role.body).message).toMatch(/role/);
    await request(app)
      .patch('/api/admin/staff/not-an-id')
      .set(cast.owner.auth)
      .send({ name: 'Y' })
      .expect(400);
    await request(app)
      .patch('/api/admin/staff/0123456789abcdef01234567')
      .set(cast.owner.auth)
      .send({ name: 'Y' })
      .expect(404);
  });

  it('a new password ends the old sessions', async () => {
    const s = await createStaff('staff');
    await request(app)
      .patch(`/api/admin/staff/${s.id}`)
      .set(cast.owner.auth)
      .send({ password: 'brand-new-pass' })
      .expect(200);
    await request(app).get('/api/admin/auth/me').set(s.auth).expect(401);
    await login(s.email, 'brand-new-pass').expect(200);
  });

  it('never demotes or deactivates the last active owner', async () => {
    const { app: lone } = createTestApp();
    await StaffModel.updateMany({ role: 'owner' }, { $set: { active: false } });
    const only = await createStaff('owner');
    const res = await request(lone)
      .patch(`/api/admin/staff/${only.id}`)
      .set(only.auth)
      .send({ role: 'staff' });
    expect(res.status).toBe(409);
    expect(ErrorBodySchema.parse(res.body).message).toBe(StaffMsg.lastOwner);
    await request(lone)
      .patch(`/api/admin/staff/${only.id}`)
      .set(only.auth)
      .send({ active: false })
      .expect(409);
    await StaffModel.updateMany({ _id: cast.owner.id }, { $set: { active: true } });
    await request(lone)
      .patch(`/api/admin/staff/${only.id}`)
      .set(only.auth)
      .send({ role: 'staff' })
      .expect(200);
  });
});

describe('audit log', () => {
  it('records who changed a staff account, with before and after, newest first', async () => {
    const s = await createStaff('readonly');
    await request(app)
      .patch(`/api/admin/staff/${s.id}`)
      .set(cast.owner.auth)
      .send({ role: 'staff', password: 'another-pass' })
      .expect(200);
    const res = await request(app)
      .get(`/api/admin/audit?entityType=staff&entityId=${s.id}`)
      .set(cast.owner.auth)
      .expect(200);
    const { entries, pagination } = AuditListResponseSchema.parse(res.body);
    expect(pagination.total).toBe(1);
    expect(entries[0]).toMatchObject({
      action: 'staff.update',
      actor: { id: cast.owner.id, email: cast.owner.email, role: 'owner' },
      entity: { type: 'staff', id: s.id, label: s.email },
      before: { role: 'readonly' },
      after: { role: 'staff', passwordChanged: true },
    });
    expect(JSON.stringify(entries[0])).not.toMatch(/another-pass|\$2[aby]\$/);
    const byAction = await request(app)
      .get('/api/admin/audit?action=staff.create&limit=2')
      .set(cast.owner.auth)
      .expect(200);
    const page = AuditListResponseSchema.parse(byAction.body);
    expect(page.entries.every((e) => e.action === 'staff.create')).toBe(true);
    expect(page.entries.length).toBeLessThanOrEqual(2);
    const times = page.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('demo owner', () => {
  it('is created in development on a database with no staff, and never in production', async () => {
    const logger = createLogger('silent');
    await StaffModel.deleteMany({});
    expect(await ensureDemoOwner('production', logger)).toBe(false);
    expect(await ensureDemoOwner('development', logger)).toBe(true);
    expect(await ensureDemoOwner('development', logger)).toBe(false);
    await login(DEMO_OWNER.email, DEMO_OWNER.password).expect(200);
  });
});
