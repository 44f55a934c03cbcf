import {
  AccountMsg,
  AddressListResponseSchema,
  AddressResponseSchema,
  MAX_ADDRESSES,
  Msg,
} from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { AddressModel } from './address.model';

const home = {
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  phone: '9876543210',
  landmark: 'Near the metro',
  zipcode: '560001',
};
const office = {
  ...home,
  address: '4 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  zipcode: '700016',
  landmark: '',
};

let app: Express;
beforeEach(async () => {
  await AddressModel.deleteMany({});
  app = createTestApp().app;
});

type Auth = { Authorization: string };
const list = async (auth: Auth) =>
  AddressListResponseSchema.parse(
    (await request(app).get('/api/address').set(auth).expect(200)).body,
  ).data;
const add = async (auth: Auth, body: Record<string, unknown> = home) => {
  const res = await request(app).post('/api/address').set(auth).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AddressResponseSchema.parse(res.body);
};

describe('/api/address', () => {
  it('requires a session on every route', async () => {
    const id = '64b7f0c2a1b2c3d4e5f60718';
    await request(app).get('/api/address').expect(401);
    await request(app).post('/api/address').send(home).expect(401);
    await request(app).put(`/api/address/${id}`).send(home).expect(401);
    await request(app).delete(`/api/address/${id}`).expect(401);
    await request(app).patch(`/api/address/${id}/default`).expect(401);
  });

  it('starts empty; the first address becomes the default; country defaults to India; name from the account', async () => {
    const u = await createUser({ name: 'Ravi Kumar' });
    expect(await list(u.auth)).toEqual([]);
    const first = await add(u.auth, { ...home, country: undefined, landmark: undefined });
    expect(first.message).toBe(Msg.addressAdded);
    expect(first.data).toMatchObject({
      ...home,
      country: 'India',
      landmark: '',
      isDefault: true,
      name: 'Ravi Kumar',
    });
    const second = await add(u.auth, { ...office, name: 'Ravi at work' });
    expect(second.data).toMatchObject({ isDefault: false, name: 'Ravi at work' });
    const all = await list(u.auth);
    expect(all.map((a) => a._id)).toEqual([first.data._id, second.data._id]);
  });

  it('validates with the contract messages in order', async () => {
    const u = await createUser();
    const cases: [Record<string, unknown>, string][] = [
      [{}, Msg.addressRequiredFields],
      [{ ...home, city: '  ' }, Msg.addressRequiredFields],
      [{ ...home, zipcode: '' }, Msg.addressRequiredFields],
      [{ ...home, phone: '98765' }, Msg.addressPhone],
      [{ ...home, phone: '98765', zipcode: '5600' }, Msg.addressPhone],
      [{ ...home, zipcode: '5600011' }, Msg.addressZip],
      [{ ...home, zipcode: 'abcdef' }, Msg.addressZip],
      [{ ...home, address: 'x'.repeat(301) }, AccountMsg.fieldTooLong('Address', 300)],
    ];
    for (const [body, message] of cases) {
      const res = await request(app).post('/api/address').set(u.auth).send(body);
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect(await list(u.auth)).toEqual([]);
  });

  it('updates an address (same validation) and answers it', async () => {
    const u = await createUser();
    const { data } = await add(u.auth);
    const bad = await request(app)
      .put(`/api/address/${data._id}`)
      .set(u.auth)
      .send({ ...home, zipcode: '1' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(Msg.addressZip);
    const res = await request(app).put(`/api/address/${data._id}`).set(u.auth).send(office);
    expect(res.status).toBe(200);
    const body = AddressResponseSchema.parse(res.body);
    expect(body.message).toBe(Msg.addressUpdated);
    expect(body.data).toMatchObject({ ...office, _id: data._id, isDefault: true });
  });

  it('sets the default (default listed first) and promotes another when the default is deleted', async () => {
    const u = await createUser();
    const a = (await add(u.auth)).data;
    const b = (await add(u.auth, office)).data;
    const c = (await add(u.auth, { ...home, address: '7 Residency Road' })).data;

    const res = await request(app).patch(`/api/address/${c._id}/default`).set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: Msg.addressDefaultUpdated,
      data: { _id: c._id, isDefault: true },
    });
    let all = await list(u.auth);
    expect(all[0]?._id).toBe(c._id);
    expect(all.filter((x) => x.isDefault)).toHaveLength(1);

    const del = await request(app).delete(`/api/address/${c._id}`).set(u.auth);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: Msg.addressDeleted });
    all = await list(u.auth);
    expect(all).toHaveLength(2);
    expect(all.filter((x) => x.isDefault)).toHaveLength(1);
    expect(all[0]?.isDefault).toBe(true);
    expect([a._id, b._id]).toContain(all[0]?._id);

    // Deleting a non-default leaves the default alone.
    const nonDefault = all[1]?._id ?? '';
    await request(app).delete(`/api/address/${nonDefault}`).set(u.auth).expect(200);
    all = await list(u.auth);
    expect(all).toHaveLength(1);
    expect(all[0]?.isDefault).toBe(true);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const u = await createUser();
    const bad = await request(app).delete('/api/address/not-an-id').set(u.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid id.');
    const unknown = '64b7f0c2a1b2c3d4e5f60718';
    for (const res of [
      await request(app).put(`/api/address/${unknown}`).set(u.auth).send(home),
      await request(app).delete(`/api/address/${unknown}`).set(u.auth),
      await request(app).patch(`/api/address/${unknown}/default`).set(u.auth),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(AccountMsg.addressNotFound);
    }
  });

  it('isolates users: another user’s address is invisible and untouchable (404)', async () => {
    const owner = await createUser();
    const other = await createUser();
    const mine = (await add(owner.auth)).data;
    await add(other.auth, office);

    expect((await list(other.auth)).map((a) => a.address)).toEqual([office.address]);
    for (const res of [
      await request(app).put(`/api/address/${mine._id}`).set(other.auth).send(office),
      await request(app).delete(`/api/address/${mine._id}`).set(other.auth),
      await request(app).patch(`/api/address/${mine._id}/default`).set(other.auth),
    ]) {
      expect(res.status).toBe(404);
    }
    const after = await list(owner.auth);
    expect(after).toEqual([mine]);
    // The other user's default is still theirs alone.
    expect((await list(other.auth)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per user`, async () => {
    const u = await createUser();
    const owner = (await AddressModel.create({ ...home, user: u.id, isDefault: true })).user;
    await AddressModel.insertMany(
      Array.from({ length: MAX_ADDRESSES - 1 }, () => ({ ...home, user: owner })),
    );
    const res = await request(app).post('/api/address').set(u.auth).send(office);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AccountMsg.tooManyAddresses);
    expect(await AddressModel.countDocuments({ user: u.id })).toBe(MAX_ADDRESSES);
    // Someone else can still add.
    const other = await createUser();
    await add(other.auth);
  });
});
