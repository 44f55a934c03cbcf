import { MongoServerError, type ClientSession, type Collection, type Document } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsOf, TRANSACTION_LIFETIME_MS } from '../../src/engine/sessions';
import { useWireEngine } from './wire-helpers';

const { engine, client } = useWireEngine();

const coll = (): Collection<Document> => client().db('wire_txn').collection('docs');

async function rejection(p: Promise<unknown>): Promise<MongoServerError> {
  const err: unknown = await p.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  if (!(err instanceof MongoServerError)) throw err;
  return err;
}

describe('wire engine transactions: what the engine adds to mongod’s rules', () => {
  let a: ClientSession;

  beforeEach(async () => {
    await coll().deleteMany({});
    await coll().createIndex({ code: 1 }, { unique: true, sparse: true });
    await coll().insertOne({ _id: 1 as never, n: 0 });
    a = client().startSession();
  });

  afterEach(async () => {
    sessionsOf(engine().store).lifetimeMs = TRANSACTION_LIFETIME_MS;
    if (a.inTransaction()) await a.abortTransaction().catch(() => undefined);
    await a.endSession();
  });

  it('presents itself as the primary of a one-member replica set', async () => {
    const hello = await client().db('admin').command({ hello: 1 });
    const self = `127.0.0.1:${engine().port}`;
    expect(hello).toMatchObject({ setName: 'rs0', isWritablePrimary: true, hosts: [self] });
  });

  it('fails a transaction whose read document was changed by another writer (optimistic validation)', async () => {
    a.startTransaction();
    expect(await coll().findOne({ _id: 1 as never }, { session: a })).toEqual({ _id: 1, n: 0 });
    await coll().updateOne({ _id: 1 as never }, { $set: { n: 5 } }); // outside any transaction
    const err = await rejection(coll().findOne({}, { session: a }));
    expect(err.code).toBe(112);
    expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
    expect(await coll().findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 5 });
  });

  it('refuses at commit a unique key a non-transactional write took meanwhile, applying nothing', async () => {
    a.startTransaction();
    await coll().updateOne({ _id: 1 as never }, { $set: { n: 1 } }, { session: a });
    await coll().insertOne({ _id: 2 as never, code: 'X' }, { session: a });
    await coll().insertOne({ _id: 3 as never, code: 'X' }); // commits first
    const err = await rejection(a.commitTransaction());
    expect(err.code).toBe(112);
    expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
    expect(await coll().find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, n: 0 },
      { _id: 3, code: 'X' },
    ]);
  });

  it('aborts a transaction open longer than the lifetime limit, releasing its documents', async () => {
    a.startTransaction();
    await coll().updateOne({ _id: 1 as never }, { $set: { n: 1 } }, { session: a });
    const sessions = sessionsOf(engine().store);
    expect(sessions.openTransactions).toBe(1);
    sessions.lifetimeMs = 0; // `a` is now over its limit: the next command sweeps it away
    await client().db('admin').command({ ping: 1 });
    expect(sessions.openTransactions).toBe(0);
    sessions.lifetimeMs = TRANSACTION_LIFETIME_MS;
    const b = client().startSession();
    try {
      // `b` can write the document `a` had locked.
      await b.withTransaction(async () => {
        await coll().updateOne({ _id: 1 as never }, { $set: { n: 2 } }, { session: b });
      });
    } finally {
      await b.endSession();
    }
    const err = await rejection(a.commitTransaction());
    expect(err.code).toBe(251); // NoSuchTransaction
    expect(await coll().findOne({ _id: 1 as never })).toEqual({ _id: 1, n: 2 });
  });

  it('refuses commands that cannot run in a transaction', async () => {
    a.startTransaction();
    await coll().findOne({}, { session: a });
    const err = await rejection(
      client().db('wire_txn').command({ create: 'other' }, { session: a }),
    );
    expect(err.code).toBe(263); // OperationNotSupportedInTransaction
  });
});
