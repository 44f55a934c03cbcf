/**
 * Back-office catalogue bench. Prints figures; never fails on timing.
 *
 *   pnpm --filter @vastra/api exec tsx bench/admin-catalogue.ts      # 20,000 products
 *   BENCH_PRODUCTS=5000 BENCH_ROUNDS=30 pnpm --filter @vastra/api exec tsx bench/admin-catalogue.ts
 *
 * On the embedded wire engine (or MONGODB_URI), calls the services directly (no HTTP) and reports
 * the median and 95th percentile of: the back-office product list (default, a search, a price
 * sort, low stock), the storefront's uncached listing with no product hidden and with one hidden
 * (the listing then counts listed products instead of reading the collection's count), and the
 * preview of a 5,000-row stock CSV.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminProductListQuerySchema } from '@vastra/contracts/admin/catalogue';
import { ProductListQuerySchema } from '@vastra/contracts';
import { startMongo } from '@vastra/mongo-engine';
import mongoose from 'mongoose';
import { listAdminProducts } from '../src/modules/catalog/admin/products.admin.service';
import { previewStockCsv } from '../src/modules/catalog/admin/stock-csv';
import { listProducts } from '../src/modules/catalog/catalog.service';
import { ProductModel } from '../src/modules/catalog/product.model';
import { seedDemoCatalogue } from '../src/seed';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

async function time(label: string, fn: () => Promise<unknown>): Promise<void> {
  await fn(); // warm
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1);
  console.info(
    `${label.padEnd(48)} median ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`,
  );
}

async function main(): Promise<void> {
  // MONGODB_URI when set, else the embedded engine (startMongo picks, as `pnpm dev` does).
  const mongo = await startMongo({ dataDir: mkdtempSync(join(tmpdir(), 'vastra-admin-bench-')) });
  const { uri } = mongo;
  await mongoose.connect(uri, { dbName: `vastra_admin_bench_${Date.now()}` });
  const seeded = Date.now();
  await seedDemoCatalogue({ products: PRODUCTS });
  console.info(
    `${PRODUCTS} products seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s; ${ROUNDS} rounds each`,
  );

  const admin = (q: Record<string, string>) => () =>
    listAdminProducts(AdminProductListQuerySchema.parse({ limit: '50', ...q }));
  await time('admin list: newest, 50 a page', admin({}));
  await time('admin list: page 100', admin({ page: '100' }));
  await time('admin list: search "kurta cotton"', admin({ q: 'kurta cotton' }));
  await time('admin list: sort by price', admin({ sort: 'price', order: 'asc' }));
  await time('admin list: low stock', admin({ stock: 'low' }));

  const storefront = () => listProducts(ProductListQuerySchema.parse({ limit: '20' }));
  await time('storefront GET /products (uncached), none hidden', storefront);
  const one = await ProductModel.findOne({}, { _id: 1 }).lean();
  await ProductModel.updateOne({ _id: one!._id }, { $set: { status: 'hidden' } });
  await time('storefront GET /products (uncached), one hidden', storefront);

  const products = await ProductModel.find({}, { slug: 1, inventory: 1 }).limit(2500).lean();
  const rows = products.flatMap((p) =>
    p.inventory.slice(0, 2).map((i) => `${p.slug},${i.size},${i.stock + 1}`),
  );
  const csv = Buffer.from(`product,size,stock\n${rows.slice(0, 5000).join('\n')}\n`);
  await time(`stock CSV preview, ${Math.min(rows.length, 5000)} rows`, () => previewStockCsv(csv));

  await mongoose.disconnect();
  await mongo.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
