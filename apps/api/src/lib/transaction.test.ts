import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { assertTransactionsAvailable, inTransaction, transactionsUnavailable } from './transaction';

const { MongoNetworkError, MongoServerError } = mongoose.mongo;
const Note = mongoose.model('TxnNote', new mongoose.Schema({ text: String }));

describe('transaction support check at start', () => {
  it('refuses a standalone mongod, saying how to run a single-node replica set', () => {
    const why = transactionsUnavailable({
      isWritablePrimary: true,
      maxWireVersion: 21,
      ok: 1,
    });
    expect(why).toMatch(/standalone/);
    expect(why).toContain('--replSet rs0');
    expect(why).toContain('rs.initiate()');
  });

  it('accepts a replica set member and mongos', () => {
    expect(transactionsUnavailable({ setName: 'rs0' })).toBeNull();
    expect(transactionsUnavailable({ msg: 'isdbgrid' })).toBeNull();
  });

  it('accepts the database the tests run on', async () => {
    await expect(assertTransactionsAvailable()).resolves.toBeUndefined();
  });
});

describe('inTransaction', () => {
  it('commits what the callback wrote, retrying it after a write conflict', async () => {
    let calls = 0;
    await inTransaction(async (session) => {
      calls += 1;
      await Note.create([{ text: `attempt ${calls}` }], { session });
      if (calls === 1) {
        const conflict = new MongoServerError({ code: 112, errmsg: 'Write conflict' });
        conflict.addErrorLabel('TransientTransactionError');
        throw conflict;
      }
    });
    expect(calls).toBe(2);
    expect((await Note.find().lean()).map((n) => n.text)).toEqual(['attempt 2']);
  });

  it('gives up at once when the database cannot be reached, with that error', async () => {
    let calls = 0;
    const down = new MongoNetworkError('connection closed');
    down.addErrorLabel('TransientTransactionError');
    const err = await inTransaction(async () => {
      calls += 1;
      throw down;
    }).catch((e: unknown) => e);
    expect(err).toBe(down);
    expect(calls).toBe(1);
  });
});
