import { CatalogueVersionResponseSchema } from '@vastra/contracts';
import { AdminProductResponseSchema } from '@vastra/contracts/admin/catalogue';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { createStaffCast, type StaffCast } from '../../staff/test-helpers';
import { makeCategory, productForm } from './admin-fixtures';
import { publish } from './publish-fixture';

let app: Express;
let cast: StaffCast;
let cat: Awaited<ReturnType<typeof makeCategory>>;

beforeAll(async () => {
  ({ app } = createTestApp());
  cast = await createStaffCast();
  cat = await makeCategory();
});

async function version() {
  const res = await request(app).get('/api/catalogue/version').expect(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return CatalogueVersionResponseSchema.parse(res.body).version;
}

describe('GET /catalogue/version', () => {
  it('stays put while nothing changes and moves with a price edit', async () => {
    const form = productForm(cat.id, cat.shirts, { price: 1999 });
    const created = await request(app).post('/api/admin/products').set(cast.staff.auth).send(form);
    expect(created.status).toBe(201);
    const { _id } = AdminProductResponseSchema.parse(created.body).product;
    await publish(app, cast.staff.auth, _id);

    const before = await version();
    await request(app).get(`/api/products/individual/${_id}`).expect(200);
    expect(await version()).toBe(before);

    await request(app)
      .put(`/api/admin/products/${_id}`)
      .set(cast.staff.auth)
      .send({ ...form, price: 2499 })
      .expect(200);
    const after = await version();
    expect(after).not.toBe(before);
    expect(await version()).toBe(after);
  });
});
