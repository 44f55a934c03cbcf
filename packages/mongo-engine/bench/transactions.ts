/**
 * What a transaction costs on the engine startMongo picks: the same two writes (a conditional
 * stock decrement and an order insert) without and with `withTransaction`, side by side in one
 * run, then contended transactions (every one decrementing the same document) with their retries.
 *
 *   pnpm --filter @vastra/mongo-engine bench:txn [-- --ops 2000 --concurrency 8 --contended 30]
 */
import { performance } from 'node:perf_hooks';
import { MongoClient, type ClientSession, type Document } from 'mongodb';
import { startMongo } from '../src/index';
import { arg, runPool } from './support';

const OPS = arg('ops', 2000);
const CONCURRENCY = arg('concurrency', 8);
const CONTENDED = arg('contended', 30);

function report(label: string, n: number, ms: number, extra = ''): void {
  const rate = Math.round((n / ms) * 1000).toLocaleString('en-US');
  console.info(
    `${label.padEnd(44)} ${String(n).padStart(6)} ops in ${ms.toFixed(0).padStart(6)} ms → ${rate.padStart(7)} ops/s${extra}`,
  );
}

const mongo = await startMongo();
const client = await new MongoClient(mongo.uri).connect();
try {
  const db = client.db(`bench_txn_${Date.now()}`);
  const products = db.collection<Document>('products');
  const orders = db.collection<Document>('orders');
  await db.createCollection('orders');
  await products.insertMany(
    Array.from({ length: 2 * OPS }, (_, i) => ({ _id: i as never, stock: 10 })),
  );

  const place = async (i: number, session?: ClientSession) => {
    const r = await products.updateOne(
      { _id: i as never, stock: { $gte: 1 } },
      { $inc: { stock: -1 } },
      { session },
    );
    if (r.modifiedCount !== 1) throw new Error('no stock');
    await orders.insertOne({ product: i, at: new Date() }, { session });
  };

  // Two rounds, alternating, so warm-up and the machine's load fall on both sides alike.
  for (const round of [1, 2]) {
    const base = (round - 1) * OPS;
    const plainMs = await runPool(OPS / 2, CONCURRENCY, (i) => place(base + i));
    report(`round ${round}: two writes, no transaction`, OPS / 2, plainMs);
    const txnMs = await runPool(OPS / 2, CONCURRENCY, async (i) => {
      const s = client.startSession();
      try {
        await s.withTransaction(() => place(base + OPS / 2 + i, s));
      } finally {
        await s.endSession();
      }
    });
    report(
      `round ${round}: two writes in withTransaction`,
      OPS / 2,
      txnMs,
      `  (${(txnMs / plainMs).toFixed(2)}× the time)`,
    );
  }

  await products.insertOne({ _id: 'hot' as never, stock: CONTENDED });
  let attempts = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONTENDED }, async () => {
      const s = client.startSession();
      try {
        await s.withTransaction(async () => {
          attempts += 1;
          await products.updateOne(
            { _id: 'hot' as never },
            { $inc: { stock: -1 } },
            { session: s },
          );
          await orders.insertOne({ product: 'hot' }, { session: s });
        });
      } finally {
        await s.endSession();
      }
    }),
  );
  const hotMs = performance.now() - start;
  const left = (await products.findOne({ _id: 'hot' as never }))?.stock as number;
  report(
    `${CONTENDED} parallel transactions on one document`,
    CONTENDED,
    hotMs,
    `  (${attempts} attempts, stock left ${left})`,
  );
  await db.dropDatabase();
} finally {
  await client.close();
  await mongo.stop();
}
