/**
 * Point-lookup and insert throughput through Mongoose against the engine chosen by startMongo
 * (the wire engine here; set MONGO_ENGINE / MONGODB_URI to compare with a real mongod).
 *
 *   pnpm --filter @vastra/mongo-engine bench [-- --inserts 5000 --lookups 20000 --concurrency 8]
 */
import { performance } from 'node:perf_hooks';
import mongoose, { Schema, type Types } from 'mongoose';
import { startMongo } from '../src/index';
import { arg, runPool } from './support';

const INSERTS = arg('inserts', 5000);
const LOOKUPS = arg('lookups', 20000);
const CONCURRENCY = arg('concurrency', 8);

function report(label: string, n: number, ms: number): void {
  console.info(
    `${label.padEnd(34)} ${String(n).padStart(7)} ops in ${ms.toFixed(0).padStart(6)} ms  → ${Math.round(
      (n / ms) * 1000,
    )
      .toLocaleString('en-US')
      .padStart(8)} ops/s`,
  );
}

const mongo = await startMongo();
try {
  await mongoose.connect(mongo.uri, { dbName: `bench_${Date.now()}` });
  const Product = mongoose.model(
    'BenchProduct',
    new Schema({
      sku: { type: String, unique: true },
      title: String,
      price: Number,
      tags: [String],
      createdAt: Date,
    }),
  );
  await Product.init();

  const ids: Types.ObjectId[] = [];
  const insertMs = await runPool(INSERTS, CONCURRENCY, async (i) => {
    const doc = await Product.create({
      sku: `sku-${i}`,
      title: `Product ${i}`,
      price: i % 1000,
      tags: ['a', 'b'],
      createdAt: new Date(),
    });
    ids.push(doc._id);
  });
  report('insert (Model.create)', INSERTS, insertMs);

  const batch = Array.from({ length: INSERTS }, (_, i) => ({
    sku: `bulk-${i}`,
    title: `Bulk ${i}`,
    price: i,
  }));
  const t0 = performance.now();
  await Product.insertMany(batch);
  report('insert (insertMany, one call)', INSERTS, performance.now() - t0);

  const lookupMs = await runPool(LOOKUPS, CONCURRENCY, async (i) => {
    const found = await Product.findById(ids[i % ids.length]).lean();
    if (!found) throw new Error('lookup missed');
  });
  report('point lookup (findById().lean())', LOOKUPS, lookupMs);

  const uniqueMs = await runPool(LOOKUPS, CONCURRENCY, async (i) => {
    const found = await Product.findOne({ sku: `sku-${i % INSERTS}` }).lean();
    if (!found) throw new Error('lookup missed');
  });
  report('unique-index lookup (findOne sku)', LOOKUPS, uniqueMs);

  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
} finally {
  await mongo.stop();
}
