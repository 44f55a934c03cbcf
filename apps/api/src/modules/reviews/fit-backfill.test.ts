import { ProductDetailResponseSchema } from '@vastra/contracts';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { createLogger } from '../../lib/logger';
import { MigrationModel, runMigrations } from '../../lib/migrations';
import { MIGRATIONS } from '../../migrations';
import { ProductModel } from '../catalog/product.model';
import { backfillFitCounts } from './fit-backfill';
import { ReviewModel } from './review.model';

const logger = createLogger('silent');
const MIGRATION_ID = '2026-11-27-review-fit-counts';

beforeEach(async () => {
  await Promise.all([
    ReviewModel.deleteMany({}),
    ProductModel.deleteMany({}),
    MigrationModel.deleteMany({ _id: MIGRATION_ID }),
  ]);
});

/** A product stored before fit counts existed: no `fit` field at all. */
async function oldProduct(name: string): Promise<Types.ObjectId> {
  const p = await ProductModel.create({
    name,
    slug: `${name.toLowerCase().replace(/\s+/g, '-')}-${new Types.ObjectId().toHexString()}`,
    category: new Types.ObjectId(),
    price: 1499,
    inventory: [{ size: 'M', stock: 4 }],
    stock: 4,
  });
  await ProductModel.collection.updateOne({ _id: p._id }, { $unset: { fit: '' } });
  return p._id;
}

/** Reviews written straight to the collection, as they were before the counts were kept. */
async function oldReviews(
  product: Types.ObjectId,
  fits: (string | null | undefined)[],
  extra: Record<string, unknown> = {},
) {
  await ReviewModel.collection.insertMany(
    fits.map((fit) => ({
      user: new Types.ObjectId(),
      product,
      order: new Types.ObjectId(),
      rating: 4,
      comment: 'Nice',
      ...(fit === undefined ? {} : { fit }),
      ...extra,
      createdAt: new Date('2026-01-05'),
    })),
  );
}

const fitOf = async (id: Types.ObjectId) =>
  (await ProductModel.collection.findOne({ _id: id }, { projection: { fit: 1 } }))?.fit;

describe('the fit counts backfill', () => {
  it('gives products reviewed before fit counts existed the counts of their visible reviews, once, as a recorded migration', async () => {
    const jeans = await oldProduct('Old Jeans');
    const kurta = await oldProduct('Old Kurta');
    const unreviewed = await oldProduct('Never Reviewed');
    await oldReviews(jeans, ['small', 'small', 'true', 'large', null, undefined]);
    // A hidden review never counts.
    await oldReviews(jeans, ['small'], { hidden: true });
    await oldReviews(kurta, [null, undefined]);
    expect(await fitOf(jeans)).toBeUndefined();

    const migration = MIGRATIONS.find((m) => m.id === MIGRATION_ID);
    expect(migration).toBeDefined();
    expect(await runMigrations([migration!], logger)).toEqual([MIGRATION_ID]);

    expect(await fitOf(jeans)).toEqual({ small: 2, true: 1, large: 1 });
    expect(await fitOf(kurta)).toEqual({ small: 0, true: 0, large: 0 });
    expect(await fitOf(unreviewed)).toBeUndefined();

    // The product page answers them.
    const { app } = createTestApp();
    const res = await request(app)
      .get(`/api/products/individual/${String(jeans)}`)
      .expect(200);
    expect(ProductDetailResponseSchema.parse(res.body).data.fit).toEqual({
      small: 2,
      true: 1,
      large: 1,
    });

    // Recorded: the next start runs nothing.
    expect(await runMigrations([migration!], logger)).toEqual([]);
  });

  it('is safe to run again: it recomputes, never adds, and corrects a wrong count', async () => {
    const shirt = await oldProduct('Old Shirt');
    await oldReviews(shirt, ['true', 'true', 'large']);
    expect(await backfillFitCounts()).toBe(1);
    expect(await backfillFitCounts()).toBe(1);
    expect(await fitOf(shirt)).toEqual({ small: 0, true: 2, large: 1 });

    await ProductModel.collection.updateOne(
      { _id: shirt },
      { $set: { fit: { small: 9, true: 0, large: 0 } } },
    );
    await backfillFitCounts(logger);
    expect(await fitOf(shirt)).toEqual({ small: 0, true: 2, large: 1 });
  });
});
