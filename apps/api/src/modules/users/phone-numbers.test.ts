import { Msg } from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { AddressModel } from '../addresses/address.model';
import { UserModel } from './user.model';

/**
 * A phone number typed the way Indians write it (+91, spaces, dashes, a leading 0) is stored as its
 * 10-digit national number; one with a digit too many or too few is refused, never cut to fit.
 */
let app: Express;
beforeEach(async () => {
  await UserModel.deleteMany({});
  await AddressModel.deleteMany({});
  app = createTestApp().app;
});

const account = { name: 'Asha Rao', email: 'asha@example.com', password: 'secret1' };
const home = {
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
};

describe('phone numbers', () => {
  it('registration stores "+91 98765 43210" as 9876543210', async () => {
    await request(app)
      .post('/api/users/auth/register')
      .send({ ...account, phone: '+91 98765 43210' })
      .expect(201);
    const stored = await UserModel.findOne({ email: account.email }).lean();
    expect(stored?.phone).toBe('9876543210');
  });

  it('registration refuses a number with a digit too many instead of truncating it', async () => {
    for (const phone of ['+91 98765 432109', '919876543', '+44 20 7946 0958', '98765 abcde']) {
      const res = await request(app)
        .post('/api/users/auth/register')
        .send({ ...account, phone });
      expect(res.status, phone).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: Msg.phone10 });
    }
    expect(await UserModel.countDocuments()).toBe(0);
  });

  it('addresses and the profile store the canonical number', async () => {
    const u = await createUser();
    const added = await request(app)
      .post('/api/address')
      .set(u.auth)
      .send({ ...home, phone: '098765-43210' })
      .expect(201);
    expect(added.body.data.phone).toBe('9876543210');
    expect((await AddressModel.findOne({ user: u.id }).lean())?.phone).toBe('9876543210');

    const refused = await request(app)
      .post('/api/address')
      .set(u.auth)
      .send({ ...home, phone: '+91 98765 4321' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(Msg.addressPhone);

    const profile = await request(app)
      .put('/api/users/profile')
      .set(u.auth)
      .send({ name: 'Asha', email: u.user.email, phone: '+91-91234-56789' });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(profile.body.data.phone).toBe('9123456789');
  });
});
