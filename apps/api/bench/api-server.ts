/**
 * The API under load, in its own process (started by bench/run.ts): the database engine chosen by
 * startMongo (MONGODB_URI → a real mongod, else the in-process wire engine, as in `pnpm dev`), the
 * demo catalogue scaled to BENCH_PRODUCTS, a few hundred bench users, then the real server
 * (`startServer`, the same code path as production) on BENCH_API_PORT.
 */
import { startMongo } from '@vastra/mongo-engine';
import bcrypt from 'bcrypt';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { Types } from 'mongoose';
import { EnvSchema } from '../src/config/env';
import { signToken } from '../src/lib/auth';
import { createLogger } from '../src/lib/logger';
import { CartItemModel } from '../src/modules/cart/cart.model';
import { CategoryModel } from '../src/modules/catalog/category.model';
import { ProductModel } from '../src/modules/catalog/product.model';
import { UserModel } from '../src/modules/users/user.model';
import { seedDemoCatalogue } from '../src/seed';
import { startServer } from '../src/server';
import { serveParent, type ApiFixtures, type ChildMessage } from './protocol';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const READ_USERS = Number(process.env.BENCH_READ_USERS ?? 100);
const WRITE_USERS = Number(process.env.BENCH_WRITE_USERS ?? 400);
const BENCH_DB = 'vastra_bench';
const JWT_SECRET = 'bench-secret-that-is-at-least-32-characters-long';

/** `mongodb://host:port/?opts` → the same URI on the bench database (never the caller's own). */
export function onDatabase(uri: string, db: string): string {
  const m = uri.match(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/);
  if (!m) throw new Error(`cannot read MongoDB URI ${uri.replace(/\/\/[^@/]*@/, '//***@')}`);
  return `${m[1]}/${db}${m[2] ?? ''}`;
}

async function createUsers(count: number, prefix: string): Promise<string[]> {
  const passwordHash = await bcrypt.hash('bench-password', 4);
  const docs = Array.from({ length: count }, (_, i) => ({
    name: `Bench ${prefix} ${i}`,
    email: `bench-${prefix}-${i}@example.com`,
    phone: '9876543210',
    passwordHash,
  }));
  const users = await UserModel.insertMany(docs);
  return users.map((u) => signToken({ id: String(u._id), tokenVersion: 0 }, JWT_SECRET, '2h'));
}

async function fixtures(seedMs: number, engine: string): Promise<ApiFixtures> {
  const categories = await CategoryModel.find({}, { name: 1 }).lean<
    { _id: Types.ObjectId; name: string }[]
  >();
  let best = { id: '', name: '', total: -1 };
  for (const c of categories) {
    const total = await ProductModel.countDocuments({ category: c._id });
    if (total > best.total) best = { id: String(c._id), name: c.name, total };
  }
  const product = await ProductModel.findOne({}, { _id: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .skip(100)
    .lean<{ _id: Types.ObjectId }>();
  const stocked = await ProductModel.find({ 'inventory.stock': { $gte: 10 } }, { inventory: 1 })
    .limit(12)
    .lean<{ _id: Types.ObjectId; inventory: { size: string; stock: number }[] }[]>();
  const addable = stocked.map((p) => ({
    productId: String(p._id),
    size: p.inventory.find((x) => x.stock >= 10)?.size ?? null,
  }));

  // Distinct searches: "<first word> <last word>" of product names ("white shirt", "navy kurta"…).
  const names = await ProductModel.find({}, { name: 1 }).limit(5000).lean<{ name: string }[]>();
  const searchQueries = [
    ...new Set(
      names.flatMap(({ name }) => {
        const w = name
          .toLowerCase()
          .split(/\s+/)
          .filter((x) => /^[a-z]{3,}$/.test(x));
        return w.length >= 2 ? [`${w[0]} ${w[w.length - 1]}`, `${w[1]} ${w[w.length - 1]}`] : [];
      }),
    ),
  ];

  const readTokens = await createUsers(READ_USERS, 'read');
  const writeTokens = await createUsers(WRITE_USERS, 'write');
  // A typical bag for the readers: three lines each.
  const readers = await UserModel.find({ email: /^bench-read-/ }, { _id: 1 }).lean<
    { _id: Types.ObjectId }[]
  >();
  await CartItemModel.insertMany(
    readers.flatMap((u) =>
      addable.slice(0, 3).map((a, i) => ({
        user: u._id,
        product: new Types.ObjectId(a.productId),
        size: a.size,
        quantity: i + 1,
      })),
    ),
  );
  return {
    categoryId: best.id,
    categoryName: best.name,
    categoryTotal: best.total,
    productId: String(product?._id ?? ''),
    searchQuery: process.env.BENCH_SEARCH ?? 'blue kurta',
    searchQueries,
    readTokens,
    writeTokens,
    addable: addable.slice(3),
    products: PRODUCTS,
    engine,
    seedMs,
  };
}

async function main(): Promise<void> {
  // Libraries (Express among them) behave as in production; the app's own env stays non-production
  // so the bench needs no SMTP/Razorpay secrets (none of the benched routes use them).
  process.env.NODE_ENV = 'production';
  const dataDir = mkdtempSync(join(tmpdir(), 'vastra-bench-api-'));
  const mongo = await startMongo({ log: false });
  const env = EnvSchema.parse({
    NODE_ENV: 'development',
    PORT: process.env.BENCH_API_PORT ?? '4104',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATA_DIR: dataDir,
    JWT_SECRET,
    RATE_LIMIT_DISABLED: 'true',
  });
  const uri = onDatabase(mongo.uri, BENCH_DB);
  const running = await startServer(env, createLogger(env.LOG_LEVEL), uri);
  await mongoose.connection.dropDatabase();
  await mongoose.connection.syncIndexes();
  const started = Date.now();
  await seedDemoCatalogue({ reset: true, products: PRODUCTS });
  const seedMs = Date.now() - started;
  const fx = await fixtures(seedMs, mongo.engine);
  serveParent(async () => {
    await running.close();
    await mongo.stop();
  });
  process.send?.({
    type: 'ready',
    url: running.url.replace('localhost', '127.0.0.1'),
    fixtures: fx,
  } satisfies ChildMessage);
}

main().catch((err: unknown) => {
  process.send?.({
    type: 'error',
    message: err instanceof Error ? (err.stack ?? err.message) : String(err),
  } satisfies ChildMessage);
  console.error(err);
  process.exit(1);
});
