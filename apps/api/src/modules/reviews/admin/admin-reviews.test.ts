import {
  ErrorBodySchema,
  ProductDetailResponseSchema,
  ReviewListResponseSchema,
} from '@vastra/contracts';
import {
  AdminReviewListResponseSchema,
  AdminReviewMsg,
  AdminReviewResponseSchema,
} from '@vastra/contracts/admin/reviews';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../../test/helpers';
import { makeProduct } from '../../cart/commerce-fixtures';
import { AuditModel } from '../../staff/audit.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';
import { ReviewModel } from '../review.model';
import { recomputeProductRating } from '../reviews.service';

/**
 * Review moderation through the real app and engine: a hidden review leaves the storefront's
 * list and the product's rating at once (the cached product answer included), unhiding brings
 * both back, each change is audited with its reason.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
});
beforeEach(async () => {
  await Promise.all([ReviewModel.deleteMany({}), AuditModel.deleteMany({})]);
});

async function productWithReviews(ratings: number[]) {
  const product = await makeProduct({ name: `Rated kurta ${ratings.join('')}` });
  const reviews = [];
  for (const [n, rating] of ratings.entries()) {
    const user = await createUser({ name: `Reviewer ${n}` });
    reviews.push(
      await ReviewModel.create({
        user: user.id,
        product: product._id,
        order: new Types.ObjectId(),
        rating,
        comment: `Review ${n} with ${rating} stars`,
        verified: true,
        userName: user.user.name,
      }),
    );
  }
  await recomputeProductRating(String(product._id));
  return { product, reviews };
}

const productRating = async (id: string) =>
  ProductDetailResponseSchema.parse(
    (await request(app).get(`/api/products/individual/${id}`).expect(200)).body,
  ).data;
const storefrontReviews = async (id: string) =>
  ReviewListResponseSchema.parse((await request(app).get(`/api/reviews/${id}`).expect(200)).body);

describe('review moderation', () => {
  it('guards the endpoints by role', async () => {
    const { reviews } = await productWithReviews([4]);
    const id = String(reviews[0]?._id);
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/reviews',
      least: 'readonly',
    });
    const hide = await expectRoleMatrix(app, cast, {
      method: 'post',
      path: `/api/admin/reviews/${id}/hide`,
      least: 'staff',
      body: { reason: 'Spam' },
    });
    expect(hide.staff?.status).toBe(200);
    const unhide = await expectRoleMatrix(app, cast, {
      method: 'post',
      path: `/api/admin/reviews/${id}/unhide`,
      least: 'staff',
      body: {},
    });
    expect(unhide.staff?.status).toBe(200);
  });

  it('takes a hidden review out of the rating and the storefront, and unhiding puts it back', async () => {
    const { product, reviews } = await productWithReviews([5, 5, 1]);
    const pid = String(product._id);
    expect(await productRating(pid)).toMatchObject({ ratings: 3.7, reviewCount: 3 });
    const low = String(reviews[2]?._id);

    const hidden = AdminReviewResponseSchema.parse(
      (
        await request(app)
          .post(`/api/admin/reviews/${low}/hide`)
          .set(cast.staff.auth)
          .send({ reason: 'Abusive language' })
          .expect(200)
      ).body,
    );
    expect(hidden.message).toBe(AdminReviewMsg.hidden);
    expect(hidden.rating).toEqual({ average: 5, count: 2 });
    expect(hidden.data).toMatchObject({ hidden: true, moderation: { reason: 'Abusive language' } });
    // The product answer was cached before the change; the product write dropped it.
    expect(await productRating(pid)).toMatchObject({ ratings: 5, reviewCount: 2 });
    const shown = await storefrontReviews(pid);
    expect(shown.data.map((r) => r._id)).not.toContain(low);
    expect(shown.summary).toMatchObject({ average: 5, count: 2 });
    expect(shown.pagination.total).toBe(2);

    const list = AdminReviewListResponseSchema.parse(
      (
        await request(app)
          .get('/api/admin/reviews')
          .query({ visibility: 'hidden' })
          .set(cast.readonly.auth)
          .expect(200)
      ).body,
    );
    expect(list.data.map((r) => [r._id, r.product.name])).toEqual([[low, product.name]]);

    await request(app)
      .post(`/api/admin/reviews/${low}/unhide`)
      .set(cast.owner.auth)
      .send({ reason: 'Reviewed again' })
      .expect(200);
    expect(await productRating(pid)).toMatchObject({ ratings: 3.7, reviewCount: 3 });
    expect((await storefrontReviews(pid)).data).toHaveLength(3);

    const audit = await AuditModel.find({ 'entity.id': low }).sort({ at: 1 }).lean();
    expect(
      audit.map((a) => [a.action, a.actor?.id, (a.after as { reason?: string }).reason]),
    ).toEqual([
      ['review.hide', cast.staff.id, 'Abusive language'],
      ['review.unhide', cast.owner.id, 'Reviewed again'],
    ]);
  });

  it('lists with filters and pages, and needs a reason to hide', async () => {
    const { reviews, product } = await productWithReviews([5, 3, 3]);
    const q = async (query: Record<string, string | number>) =>
      AdminReviewListResponseSchema.parse(
        (await request(app).get('/api/admin/reviews').query(query).set(cast.staff.auth).expect(200))
          .body,
      );
    expect((await q({ rating: 3 })).pagination.total).toBe(2);
    expect((await q({ productId: String(product._id), limit: 2 })).pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      pages: 2,
    });
    expect((await q({ q: 'with 5 stars' })).data).toHaveLength(1);
    // Each review carries its fit answer (none given: null).
    await ReviewModel.updateOne({ _id: reviews[1]!._id }, { $set: { fit: 'large' } });
    const fits = (await q({ productId: String(product._id) })).data.map((r) => [r.rating, r.fit]);
    expect(fits).toHaveLength(3);
    expect(fits).toEqual(
      expect.arrayContaining([
        [3, 'large'],
        [3, null],
        [5, null],
      ]),
    );
    const res = await request(app)
      .post(`/api/admin/reviews/${String(reviews[0]?._id)}/hide`)
      .set(cast.staff.auth)
      .send({ reason: '  ' })
      .expect(400);
    expect(ErrorBodySchema.parse(res.body).message).toBe(AdminReviewMsg.reasonRequired);
    await request(app)
      .post(`/api/admin/reviews/${new Types.ObjectId().toHexString()}/hide`)
      .set(cast.staff.auth)
      .send({ reason: 'Spam' })
      .expect(404);
  });
});
