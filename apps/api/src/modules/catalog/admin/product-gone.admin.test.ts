import { ErrorBodySchema, ErrorCode, Msg, ProductDetailResponseSchema } from '@vastra/contracts';
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

async function productWithStatus(name: string, status: 'active' | 'hidden' | 'archived') {
  const res = await request(app)
    .post('/api/admin/products')
    .set(cast.staff.auth)
    .send(productForm(cat.id, cat.shirts, { name }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { _id } = AdminProductResponseSchema.parse(res.body).product;
  await publish(app, cast.staff.auth, _id);
  if (status !== 'active')
    await request(app)
      .patch(`/api/admin/products/${_id}/status`)
      .set(cast.staff.auth)
      .send({ status })
      .expect(200);
  return _id;
}

const storefront = (id: string) => request(app).get(`/api/products/individual/${id}`);

describe('GET /products/individual/{id}: on sale, hidden, archived', () => {
  it('answers an active product, 410 PRODUCT_GONE for an archived one, and a hidden one exactly as an unknown id', async () => {
    const active = await productWithStatus('Gone Test Active Kurta', 'active');
    const hidden = await productWithStatus('Gone Test Hidden Kurta', 'hidden');
    const archived = await productWithStatus('Gone Test Archived Kurta', 'archived');

    const ok = await storefront(active).expect(200);
    expect(ProductDetailResponseSchema.parse(ok.body).data.name).toBe('Gone Test Active Kurta');

    const gone = await storefront(archived).expect(410);
    expect(ErrorBodySchema.parse(gone.body)).toEqual({
      success: false,
      message: Msg.productGone,
      code: ErrorCode.PRODUCT_GONE,
    });
    // Never stored by a shared cache: it may be brought back.
    expect(gone.headers['cache-control'] ?? '').not.toMatch(/public/);

    // Hidden and never-existing answer the same status and body: nothing tells them apart.
    const hiddenAnswer = await storefront(hidden).expect(404);
    const unknownAnswer = await storefront('0123456789abcdef01234567').expect(404);
    expect(ErrorBodySchema.parse(hiddenAnswer.body)).toEqual(
      ErrorBodySchema.parse(unknownAnswer.body),
    );
    expect(hiddenAnswer.body.message).toBe(Msg.productNotFound);

    // Brought back from the archive: on sale again.
    await request(app)
      .patch(`/api/admin/products/${archived}/status`)
      .set(cast.staff.auth)
      .send({ status: 'active' })
      .expect(200);
    await storefront(archived).expect(200);
  });
});
