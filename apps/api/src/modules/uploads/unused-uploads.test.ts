import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { CategoryModel } from '../catalog/category.model';
import { ProductModel } from '../catalog/product.model';
import { BlogModel } from '../content/content.model';
import { OrderModel } from '../orders/order.model';
import { ReviewModel } from '../reviews/review.model';
import { imagePaths, sweepUnusedUploads } from './unused-uploads';

const DAY = 24 * 60 * 60_000;
const stored = () => `${randomBytes(16).toString('hex')}.webp`;

describe('unused uploads', () => {
  it("finds every model's image fields in the schemas, subdocuments included", () => {
    expect(imagePaths(ProductModel.schema)).toContain('images');
    expect(imagePaths(OrderModel.schema)).toEqual(
      expect.arrayContaining(['items.image', 'returnRequest.photos']),
    );
    expect(imagePaths(CategoryModel.schema)).toEqual(
      expect.arrayContaining(['image', 'subcategories.image']),
    );
    expect(imagePaths(ReviewModel.schema)).toContain('image');
  });

  it('deletes only old stored images that nothing refers to', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vastra-uploads-'));
    const names = {
      product: stored(),
      orderLine: stored(),
      returnPhoto: stored(),
      subcategory: stored(),
      inBlogText: stored(),
      orphan: stored(),
      freshOrphan: stored(),
    };
    for (const name of [...Object.values(names), 'notes.txt'])
      await writeFile(join(dir, name), 'x');
    const now = Date.now();
    const old = new Date(now - 2 * DAY);
    for (const name of [...Object.values(names), 'notes.txt'])
      if (name !== names.freshOrphan) await utimes(join(dir, name), old, old);

    const url = (name: string) => `/uploads/${name}`;
    await ProductModel.collection.insertOne({
      name: 'Sweep test kurta',
      images: ['/static/seed/a.webp', url(names.product)],
    });
    await OrderModel.collection.insertOne({
      user: new Types.ObjectId(),
      items: [{ name: 'Kurta', image: url(names.orderLine) }],
      returnRequest: { photos: [url(names.returnPhoto)] },
    });
    await CategoryModel.collection.insertOne({
      name: 'Sweep test',
      subcategories: [{ name: 'Sub', image: url(names.subcategory) }],
    });
    await BlogModel.collection.insertOne({
      slug: 'sweep-test',
      title: 'Sweep',
      postedOn: new Date(),
      description: `<p>Look:</p><img src="${url(names.inBlogText)}">`,
    });

    const result = await sweepUnusedUploads({ dir, now });
    expect(result.removed).toEqual([names.orphan]);
    expect(result.candidates).toBe(6);
    const left = await readdir(dir);
    expect(left.sort()).toEqual(
      [...Object.values(names).filter((n) => n !== names.orphan), 'notes.txt'].sort(),
    );

    // A day later the fresh orphan is old enough too.
    const later = await sweepUnusedUploads({ dir, now: now + 2 * DAY });
    expect(later.removed).toEqual([names.freshOrphan]);
  });

  it('removes old temporary files a killed write left, and keeps one being written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vastra-uploads-'));
    const leftover = `.${stored()}.${randomBytes(6).toString('hex')}.tmp`;
    const writing = `.${stored()}.${randomBytes(6).toString('hex')}.tmp`;
    for (const name of [leftover, writing]) await writeFile(join(dir, name), 'partial');
    const old = new Date(Date.now() - 2 * DAY);
    await utimes(join(dir, leftover), old, old);
    await sweepUnusedUploads({ dir });
    expect(await readdir(dir)).toEqual([writing]);
  });

  it('does nothing when the directory does not exist yet', async () => {
    await expect(
      sweepUnusedUploads({ dir: join(tmpdir(), `missing-${stored()}`) }),
    ).resolves.toEqual({ candidates: 0, removed: [] });
  });
});
