import { describe, expect, it } from 'vitest';
import { assertTransactionsAvailable, transactionsUnavailable } from './transaction';

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
