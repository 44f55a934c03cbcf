/**
 * What the back office's indexes cost on the write every order makes, and what they buy on the
 * reads they serve. Prints figures; never fails on timing.
 *
 *   pnpm --filter @vastra/api exec tsx bench/index-writes.ts      # 5,000 products, 2,000 stock writes
 *   BENCH_PRODUCTS=20000 BENCH_WRITES=5000 pnpm --filter @vastra/api exec tsx bench/index-writes.ts
 *   MONGODB_URI=mongodb://… …                                     # the same on a real MongoDB
 *
 * Rounds on the same catalogue: with every index the product model declares, without the ones
 * only the back office and the dashboard use (the sorts by name, price and stock, the subcategory
 * filter, low stock), without the low-stock multikey index only, and with all of them again. Each round first runs every read once (the embedded engine
 * builds an index's access path on first use and maintains it from then on), then times an
 * order's stock write (`$inc` of one size and the total) and the reads.
 */
import { performance } from 'node:perf_hooks';
import mongoose, { Types } from 'mongoose';
import { ProductModel } from '../src/modules/catalog/product.model';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const WRITES = Number(process.env.BENCH_WRITES ?? 2000);
const READS = Number(process.env.BENCH_READS ?? 50);
const BACK_OFFICE_ONLY = [
  'name_1__id_1_status_1',
  'price_1__id_1_status_1',
  'stock_1__id_1_status_1',
  'subcategory_1_createdAt_-1',
  'inventory.stock_1',
];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

const categories = Array.from({ length: 10 }, () => new Types.ObjectId());
const subcategories = Array.from({ length: 50 }, () => new Types.ObjectId());

function product(i: number) {
  const inventory = SIZES.map((size) => ({ size, stock: 5 + ((i * 7 + size.length) % 40) }));
  return {
    name: `Kurta ${String(i).padStart(6, '0')}`,
    slug: `kurta-${i}`,
    category: categories[i % categories.length],
    subcategory: subcategories[i % subcategories.length],
    price: 499 + (i % 3000),
    inventory,
    stock: inventory.reduce((n, s) => n + s.stock, 0),
    status: i % 50 === 0 ? 'archived' : 'active',
  };
}

const reads: [string, () => Promise<unknown>][] = [
  [
    'list by name',
    () =>
      ProductModel.find({ status: { $ne: 'archived' } })
        .sort({ name: 1, _id: 1 })
        .limit(20)
        .lean(),
  ],
  [
    'list by stock',
    () =>
      ProductModel.find({ status: { $ne: 'archived' } })
        .sort({ stock: 1, _id: 1 })
        .limit(20)
        .lean(),
  ],
  [
    'low stock (dashboard)',
    () =>
      ProductModel.find({
        $or: [{ 'inventory.stock': { $lte: 6 } }, { inventory: { $size: 0 }, stock: { $lte: 6 } }],
      })
        .sort({ stock: 1, _id: 1 })
        .limit(10)
        .lean(),
  ],
  ['subcategory count', () => ProductModel.countDocuments({ subcategory: subcategories[3] })],
];

async function round(label: string, ids: Types.ObjectId[]): Promise<void> {
  for (const [, read] of reads) await read();
  const t0 = performance.now();
  for (let i = 0; i < WRITES; i += 1) {
    const size = SIZES[i % SIZES.length];
    await ProductModel.updateOne(
      { _id: ids[(i * 7919) % ids.length], 'inventory.size': size },
      { $inc: { 'inventory.$.stock': -1, stock: -1 } },
    );
  }
  const writeMs = (performance.now() - t0) / WRITES;
  const readMs = [];
  for (const [name, read] of reads) {
    const r0 = performance.now();
    for (let i = 0; i < READS; i += 1) await read();
    readMs.push(`${name} ${((performance.now() - r0) / READS).toFixed(2)} ms`);
  }
  console.info(
    `${label.padEnd(34)} stock write ${writeMs.toFixed(3)} ms/op (${WRITES})   ${readMs.join('   ')}`,
  );
}

async function main(): Promise<void> {
  const { startMongo } = await import('@vastra/mongo-engine');
  const mongo = await startMongo({ log: false });
  await mongoose.connect(mongo.uri, { dbName: `vastra_bench_indexes_${Date.now()}` });
  await ProductModel.syncIndexes();
  for (let i = 0; i < PRODUCTS; i += 1000)
    await ProductModel.collection.insertMany(
      Array.from({ length: Math.min(1000, PRODUCTS - i) }, (_, k) => product(i + k)),
    );
  const ids = (await ProductModel.find({}, { _id: 1 }).lean()).map((p) => p._id);
  console.info(
    `Product indexes: write and read cost (engine=${mongo.engine}, ${PRODUCTS} products, ${WRITES} stock writes, reads averaged over ${READS})`,
  );
  const all = `all ${ProductModel.schema.indexes().length + 1} declared indexes`;
  await round(`${all} (warm-up: JIT, access paths)`, ids);
  await round(all, ids);
  for (const name of BACK_OFFICE_ONLY) await ProductModel.collection.dropIndex(name);
  await round(`without the ${BACK_OFFICE_ONLY.length} back-office ones`, ids);
  await ProductModel.createIndexes();
  await ProductModel.collection.dropIndex('inventory.stock_1');
  await round('without inventory.stock only', ids);
  await ProductModel.createIndexes();
  await round(`${all} (again)`, ids);
  await mongoose.connection.dropDatabase().catch(() => undefined);
  await mongoose.disconnect();
  await mongo.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
