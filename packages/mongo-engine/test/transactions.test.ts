import { MongoServerError, type ClientSession, type Collection, type Document } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testMongoUri, uniqueDbName } from '../src/test-db';
import { useDriverDb } from './helpers';

const { db, client } = useDriverDb();

const items = (): Collection<Document> => db().collection('tx_items');
const ledger = (): Collection<Document> => db().collection('tx_ledger');

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(p: Promise<unknown>): Promise<MongoServerError> {
  const err: unknown = await p.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  if (!(err instanceof MongoServerError)) throw err;
  return err;
}

async function withSession<T>(fn: (s: ClientSession) => Promise<T>): Promise<T> {
  const s = client().startSession();
  try {
    return await fn(s);
  } finally {
    if (s.inTransaction()) await s.abortTransaction().catch(() => undefined);
    await s.endSession();
  }
}

const ks = (docs: Document[]) => docs.map((d) => d.k as number);

describe('multi-document transactions through the official driver', () => {
  beforeAll(async () => {
    // Collections and indexes exist before any transaction (as production code creates them).
    await db().createCollection('tx_items');
    await db().createCollection('tx_ledger');
    await items().createIndex({ k: 1 });
    await items().createIndex({ code: 1 }, { unique: true, sparse: true });
  });

  beforeEach(async () => {
    await items().deleteMany({});
    await ledger().deleteMany({});
  });

  it('makes writes visible to others only after commit', async () => {
    await withSession(async (s) => {
      s.startTransaction();
      await items().insertOne({ _id: 1 as never, k: 1 }, { session: s });
      await items().updateOne({ _id: 1 as never }, { $set: { k: 2 } }, { session: s });
      expect(await items().findOne({ _id: 1 as never })).toBeNull();
      expect(await items().countDocuments({})).toBe(0);
      await s.commitTransaction();
    });
    expect(await items().findOne({ _id: 1 as never })).toEqual({ _id: 1, k: 2 });
  });

  it('discards everything on abort', async () => {
    await items().insertOne({ _id: 1 as never, k: 1 });
    await withSession(async (s) => {
      s.startTransaction();
      await items().insertOne({ _id: 2 as never, k: 2 }, { session: s });
      await items().updateOne({ _id: 1 as never }, { $inc: { k: 10 } }, { session: s });
      await ledger().insertOne({ note: 'x' }, { session: s });
      await s.abortTransaction();
    });
    expect(await items().find().toArray()).toEqual([{ _id: 1, k: 1 }]);
    expect(await ledger().countDocuments({})).toBe(0);
  });

  it('reads its own writes merged over the committed documents (filters, indexes, sort, limit, count)', async () => {
    await items().insertMany([1, 2, 3, 4, 5].map((k) => ({ _id: k as never, k })));
    await withSession(async (s) => {
      s.startTransaction();
      await items().updateOne({ k: 3 }, { $set: { k: 10 } }, { session: s });
      await items().insertOne({ _id: 0 as never, k: 0 }, { session: s });
      await items().deleteOne({ k: 2 }, { session: s });
      const opt = { session: s };
      expect(ks(await items().find({}, opt).sort({ k: 1 }).limit(3).toArray())).toEqual([0, 1, 4]);
      expect(ks(await items().find({}, opt).sort({ k: -1 }).limit(1).toArray())).toEqual([10]);
      expect(await items().findOne({ k: 10 }, opt)).toEqual({ _id: 3, k: 10 });
      expect(await items().findOne({ k: 3 }, opt)).toBeNull();
      expect(await items().findOne({ k: 2 }, opt)).toBeNull();
      expect(
        ks(
          await items()
            .find({ k: { $in: [0, 2, 3, 10] } }, opt)
            .sort({ k: 1 })
            .toArray(),
        ),
      ).toEqual([0, 10]);
      expect(await items().countDocuments({}, opt)).toBe(5);
      expect(await items().countDocuments({ k: { $gte: 4 } }, opt)).toBe(3);
      const agg = await items()
        .aggregate(
          [{ $match: { k: { $lt: 5 } } }, { $group: { _id: null, sum: { $sum: '$k' } } }],
          opt,
        )
        .toArray();
      expect(agg).toEqual([{ _id: null, sum: 5 }]);
      const after = await items().findOneAndUpdate(
        { _id: 0 as never },
        { $inc: { k: 7 } },
        { session: s, returnDocument: 'after' },
      );
      expect(after).toEqual({ _id: 0, k: 7 });
      await s.commitTransaction();
    });
    expect(ks(await items().find().sort({ k: 1 }).toArray())).toEqual([1, 4, 5, 7, 10]);
  });

  it('isolates a transaction from another open transaction', async () => {
    await items().insertOne({ _id: 1 as never, k: 1 });
    await withSession((a) =>
      withSession(async (b) => {
        a.startTransaction();
        b.startTransaction();
        await items().insertOne({ _id: 2 as never, k: 2 }, { session: a });
        await ledger().insertOne({ _id: 'a' as never }, { session: a });
        expect(await items().find({}, { session: b }).toArray()).toEqual([{ _id: 1, k: 1 }]);
        expect(await ledger().findOne({}, { session: b })).toBeNull();
        await a.commitTransaction();
        await b.commitTransaction();
      }),
    );
    expect(await items().countDocuments({})).toBe(2);
  });

  it('refuses a write to a document another open transaction wrote (WriteConflict, TransientTransactionError)', async () => {
    await items().insertOne({ _id: 1 as never, n: 0 });
    await withSession((a) =>
      withSession(async (b) => {
        a.startTransaction();
        b.startTransaction();
        await items().updateOne({ _id: 1 as never }, { $inc: { n: 1 } }, { session: a });
        const err = await rejection(
          items().updateOne({ _id: 1 as never }, { $inc: { n: 1 } }, { session: b }),
        );
        expect(err.code).toBe(112);
        expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
        await b.abortTransaction();
        await a.commitTransaction();
      }),
    );
    expect(await items().findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 1 });
  });

  it('withTransaction retries a transaction that met a write conflict, and the retry succeeds', async () => {
    await items().insertOne({ _id: 1 as never, n: 0 });
    let attempts = 0;
    let first: MongoServerError | null = null;
    await withSession((a) =>
      withSession(async (b) => {
        a.startTransaction();
        await items().updateOne({ _id: 1 as never }, { $inc: { n: 1 } }, { session: a });
        await b.withTransaction(async () => {
          attempts += 1;
          try {
            await items().updateOne({ _id: 1 as never }, { $inc: { n: 10 } }, { session: b });
          } catch (err) {
            if (attempts === 1 && err instanceof MongoServerError) {
              first = err;
              await a.commitTransaction(); // the holder finishes; the retry then succeeds
            }
            throw err;
          }
        });
      }),
    );
    expect(attempts).toBe(2);
    expect((first as MongoServerError | null)?.hasErrorLabel('TransientTransactionError')).toBe(
      true,
    );
    expect(await items().findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 11 });
  });

  it('serialises concurrent withTransaction increments of one document (none lost)', async () => {
    await items().insertOne({ _id: 1 as never, n: 0 });
    await Promise.all(
      Array.from({ length: 8 }, () =>
        withSession((s) =>
          s.withTransaction(async () => {
            const doc = await items().findOne({ _id: 1 as never }, { session: s });
            await items().updateOne(
              { _id: 1 as never },
              { $set: { n: (doc?.n as number) + 1 } },
              { session: s },
            );
          }),
        ),
      ),
    );
    expect(await items().findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 8 });
  });

  it('answers E11000 for a unique index violation inside a transaction and keeps none of its writes', async () => {
    await items().insertOne({ _id: 1 as never, code: 'A' });
    await withSession(async (s) => {
      s.startTransaction();
      await ledger().insertOne({ _id: 'kept?' as never }, { session: s });
      await items().insertOne({ _id: 2 as never, code: 'B' }, { session: s });
      const own = await rejection(
        items().insertOne({ _id: 3 as never, code: 'B' }, { session: s }),
      );
      expect(own.code).toBe(11000);
      await s.abortTransaction();
      s.startTransaction();
      const committed = await rejection(
        items().insertOne({ _id: 4 as never, code: 'A' }, { session: s }),
      );
      expect(committed.code).toBe(11000);
      expect(committed.hasErrorLabel('TransientTransactionError')).toBe(false);
      await s.abortTransaction();
    });
    expect(await items().find().toArray()).toEqual([{ _id: 1, code: 'A' }]);
    expect(await ledger().countDocuments({})).toBe(0);
  });

  it('commits writes to several collections together', async () => {
    await items().insertOne({ _id: 1 as never, stock: 3 });
    await withSession((s) =>
      s.withTransaction(async () => {
        await items().updateOne({ _id: 1 as never }, { $inc: { stock: -1 } }, { session: s });
        await ledger().insertOne({ item: 1, qty: 1 }, { session: s });
        expect(await ledger().countDocuments({})).toBe(0);
        expect((await items().findOne({ _id: 1 as never }))?.stock).toBe(3);
      }),
    );
    expect((await items().findOne({ _id: 1 as never }))?.stock).toBe(2);
    expect(await ledger().countDocuments({ item: 1 })).toBe(1);
  });
});

describe('transactions through Mongoose (connection.transaction)', () => {
  const conn = mongoose.createConnection();
  const Account = conn.model(
    'TxAccount',
    new mongoose.Schema({ owner: { type: String, unique: true }, balance: Number }),
  );
  const Transfer = conn.model('TxTransfer', new mongoose.Schema({ from: String, amount: Number }));

  beforeAll(async () => {
    await conn.openUri(testMongoUri(), {
      dbName: uniqueDbName('txm'),
      serverSelectionTimeoutMS: 10_000,
    });
    await Account.init();
    await Transfer.init();
    await Account.create([
      { owner: 'asha', balance: 100 },
      { owner: 'ravi', balance: 0 },
    ]);
  });

  afterAll(async () => {
    await conn.dropDatabase().catch(() => undefined);
    await conn.close();
  });

  const transfer = (amount: number) =>
    conn.transaction(async (session) => {
      const from = await Account.findOneAndUpdate(
        { owner: 'asha' },
        { $inc: { balance: -amount } },
        { session, returnDocument: 'after' },
      );
      await Account.updateOne({ owner: 'ravi' }, { $inc: { balance: amount } }, { session });
      await Transfer.create([{ from: 'asha', amount }], { session });
      if (!from || (from.balance ?? 0) < 0) throw new Error('insufficient funds');
    });

  const balances = async () =>
    Object.fromEntries(
      (await Account.find().sort({ owner: 1 }).lean()).map((a) => [a.owner, a.balance]),
    );

  it('commits every write of the callback together', async () => {
    await transfer(30);
    expect(await balances()).toEqual({ asha: 70, ravi: 30 });
    expect(await Transfer.countDocuments()).toBe(1);
  });

  it('keeps none of them when the callback throws', async () => {
    await expect(transfer(500)).rejects.toThrow('insufficient funds');
    expect(await balances()).toEqual({ asha: 70, ravi: 30 });
    expect(await Transfer.countDocuments()).toBe(1);
  });
});
