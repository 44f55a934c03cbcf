import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ProductListResponseSchema } from '@vastra/contracts';
import type { Express } from 'express';
import mongoose, { Types, type SortOrder } from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { createLogger } from '../../lib/logger';
import { listCategoryProducts, listProducts, type Paged } from './catalog.service';
import { startCatalogueSignal, type CatalogueSignal } from './catalogue-signal';
import { catalogueVersion, invalidateCatalogueAnswers } from './catalogue-version';
import { CategoryModel } from './category.model';
import { heldListingIds, listingOrder, listingReadsDone } from './listing-orders';
import { LISTED, ProductModel } from './product.model';
import { productSearchEngine } from './search.service';

/**
 * A generated catalogue with ties in every sort key (the `_id` tie-break decides), trending and
 * not, in three categories of two subcategories, some products drafts, hidden or archived.
 */
const CATEGORIES = 3;
const PRODUCTS = 240;
const STATUSES = ['active', 'active', 'active', 'hidden', 'draft', 'archived', undefined];

let app: Express;
const categories: { id: Types.ObjectId; subs: Types.ObjectId[] }[] = [];

// A fixed sequence, so a failure can be replayed.
let seed = 40;
const next = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return Math.floor((seed / 2 ** 31) * n); // the high bits: the low ones of this sequence cycle
};

beforeAll(async () => {
  ({ app } = createTestApp());
  for (let c = 0; c < CATEGORIES; c += 1) {
    const subs = [new Types.ObjectId(), new Types.ObjectId()];
    const category = await CategoryModel.create({
      name: `Generated ${c}`,
      slug: `generated-${c}`,
      subcategories: subs.map((_id, s) => ({ _id, name: `Sub ${c}.${s}`, slug: `sub-${c}-${s}` })),
    });
    categories.push({ id: category._id, subs });
  }
  const day = Date.UTC(2026, 0, 1);
  await ProductModel.insertMany(
    Array.from({ length: PRODUCTS }, (_, i) => {
      const { id, subs } = categories[next(CATEGORIES)]!;
      const status = STATUSES[next(STATUSES.length)];
      return {
        name: `Generated Kurta ${i}`,
        slug: `generated-kurta-${i}`,
        category: id,
        subcategory: subs[next(2)],
        price: 500 + next(2000),
        // Twelve distinct dates, five ratings, four review counts: many ties.
        createdAt: new Date(day + next(12) * 86_400_000),
        ratings: next(5),
        reviewCount: next(4),
        trending: next(3) === 0,
        inventory: [{ size: 'M', stock: next(5) }],
        ...(status ? { status } : {}),
      };
    }),
  );
  await productSearchEngine.ready();
});

const NEWEST: Record<string, SortOrder> = { createdAt: -1, _id: -1 };
const POPULAR: Record<string, SortOrder> = { ratings: -1, reviewCount: -1, _id: -1 };

/** The listing as the database orders it: every listed product matching `filter`, by `sort`. */
async function databaseOrder(filter: Record<string, unknown>, sort: Record<string, SortOrder>) {
  const docs = await ProductModel.find({ ...filter, ...LISTED }, { _id: 1 })
    .sort(sort)
    .lean();
  return docs.map((d) => String(d._id));
}

/** Every page of a listing, 20 at a time (one past the end too), as the API answers them. */
async function allPages(list: (page: number) => Promise<Paged<{ _id: string }>>) {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { items, pagination } = await list(page);
    ids.push(...items.map((p) => p._id));
    if (page > pagination.pages) return { ids, total: pagination.total };
  }
}

describe('listing orders (a listing page is a slice of the order held in the process)', () => {
  it('pages every listing and sort exactly as the database orders them', async () => {
    type Listing = [
      string,
      () => Promise<string[]>,
      (p: number) => Promise<Paged<{ _id: string }>>,
    ];
    const listings: Listing[] = [
      ['all, newest', () => databaseOrder({}, NEWEST), (page) => listProducts({ page, limit: 20 })],
      [
        'all, popular',
        () => databaseOrder({}, POPULAR),
        (page) => listProducts({ page, limit: 20, sort: 'popular' }),
      ],
      [
        'trending, newest',
        () => databaseOrder({ trending: true }, NEWEST),
        (page) => listProducts({ page, limit: 20, type: 'trending' }),
      ],
      [
        'trending, popular',
        () => databaseOrder({ trending: true }, POPULAR),
        (page) => listProducts({ page, limit: 20, type: 'trending', sort: 'popular' }),
      ],
      ...categories.flatMap(({ id, subs }, c): Listing[] => [
        [
          `category ${c}`,
          () => databaseOrder({ category: id }, NEWEST),
          (page) => listCategoryProducts(String(id), { page, limit: 20 }),
        ],
        ...subs.map((sub, s): Listing => [
          `subcategory ${c}.${s}`,
          () => databaseOrder({ category: id, subcategory: sub }, NEWEST),
          (page) =>
            listCategoryProducts(String(id), { page, limit: 20, subcategoryId: String(sub) }),
        ]),
      ]),
    ];
    for (const [name, expected, list] of listings) {
      const want = await expected();
      expect(want.length, name).toBeGreaterThan(0);
      // Twice: the read that makes the order, then the order held.
      for (let round = 0; round < 2; round += 1) {
        const got = await allPages(list);
        expect({ name, round, ids: got.ids, total: got.total }).toEqual({
          name,
          round,
          ids: want,
          total: want.length,
        });
        await listingReadsDone();
      }
    }
    expect(heldListingIds()).toBeGreaterThan(0);
  });

  it('leaves out a product as soon as it is hidden here, and lists it again once shown', async () => {
    const first = async () =>
      ProductListResponseSchema.parse(
        (await request(app).get('/api/products?page=1&limit=20').expect(200)).body,
      );
    await first();
    await listingReadsDone();
    const before = await first();
    const top = before.data[0]!._id;
    await ProductModel.updateOne({ _id: top }, { $set: { status: 'hidden' } });
    const hidden = await first();
    expect(hidden.data.map((p) => p._id)).not.toContain(top);
    expect(hidden.pagination.total).toBe(before.pagination.total - 1);
    await ProductModel.updateOne({ _id: top }, { $set: { status: 'active' } });
    const shown = await first();
    expect(shown.data[0]!._id).toBe(top);
    expect(shown.pagination.total).toBe(before.pagination.total);
  });

  describe('a write by another API process', () => {
    let signal: CatalogueSignal | undefined;
    afterAll(async () => {
      await signal?.stop();
    });

    /** Another process (test/fixtures/catalogue-writer.ts) sets a product's status. */
    const otherProcessSets = (id: string, status: string) =>
      new Promise<void>((resolve, reject) => {
        const script = fileURLToPath(
          new URL('../../../test/fixtures/catalogue-writer.ts', import.meta.url),
        );
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          env: {
            ...process.env,
            MONGO_URI: inject('mongoUri'),
            MONGO_DB: mongoose.connection.db!.databaseName,
            PRODUCT_ID: id,
            STATUS: status,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (b: Buffer) => (out += b.toString()));
        child.once('exit', (code) =>
          code === 0 && out.includes('done')
            ? resolve()
            : reject(new Error(`the writer process exited (${code})`)),
        );
      });

    it(
      'is never answered from the order held before the signal arrived',
      { timeout: 120_000 },
      async () => {
        signal = startCatalogueSignal({
          logger: createLogger('silent'),
          pollMs: 50,
          changeStreams: false,
        });
        const { id } = categories[0]!;
        const page = () => listCategoryProducts(String(id), { page: 1, limit: 20 });
        const before = await page();
        const top = before.items[0]!._id;
        await listingReadsDone();
        // Held: the same order again without a write.
        const held = heldListingIds();
        expect((await page()).items.map((p) => p._id)).toEqual(before.items.map((p) => p._id));
        expect(heldListingIds()).toBe(held);

        // The writer returns once the signal document moved; from the moment this process's poll
        // sees it (the catalogue version moves), no page is answered from the order held before.
        const signalled = async (status: string) => {
          const version = catalogueVersion();
          await otherProcessSets(top, status);
          await vi.waitFor(() => expect(catalogueVersion()).toBeGreaterThan(version), {
            timeout: 30_000,
            interval: 20,
          });
        };
        await signalled('hidden');
        const hidden = await page();
        expect(hidden.items.map((p) => p._id)).not.toContain(top);
        expect(hidden.pagination.total).toBe(before.pagination.total - 1);

        await signalled('active');
        const shown = await page();
        expect(shown.items[0]?._id).toBe(top);
        expect(shown.pagination.total).toBe(before.pagination.total);
      },
    );
  });

  it('reads an order again after a reported write, and holds no more ids than its cap', async () => {
    let clock = 0;
    const opts = { maxHeld: 25, now: () => clock };
    let reads = 0;
    const read = async () => {
      reads += 1;
      return Array.from({ length: 10 }, (_, i) => `${reads}-${i}`);
    };
    const order = (key: string, from = read) => listingOrder(key, from, opts);
    // Pages asked while the read is in flight share it.
    const [first, joined] = await Promise.all([order('cap a'), order('cap a')]);
    expect(first).toHaveLength(10);
    expect(joined).toBe(first);
    expect(await order('cap a')).toBe(first);
    expect(reads).toBe(1);
    invalidateCatalogueAnswers();
    // Not current any more; read again, but not sooner than a second after the last read (the
    // database answers meanwhile).
    expect(await order('cap a')).toBeUndefined();
    expect(reads).toBe(1);
    clock += 1_000;
    expect((await order('cap a'))?.[0]).toBe('2-0');
    expect((await order('cap a'))?.[0]).toBe('2-0');
    expect(reads).toBe(2);
    // Three lists of ten under a cap of 25: the least recently used goes.
    await order('cap b');
    await order('cap c');
    expect(heldListingIds()).toBeLessThanOrEqual(25);
    clock += 1_000;
    await order('cap a');
    expect(reads).toBe(5);
    // A listing longer than the cap is never held, and not read again soon.
    let longReads = 0;
    const long = async () => {
      longReads += 1;
      return Array.from({ length: 30 }, (_, i) => `long-${i}`);
    };
    expect(await order('cap long', long)).toBeUndefined();
    clock += 60_000;
    expect(await order('cap long', long)).toBeUndefined();
    expect(longReads).toBe(1);
    expect(heldListingIds()).toBeLessThanOrEqual(25);
  });
});
