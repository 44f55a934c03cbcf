import mongoose, { type ClientSession } from 'mongoose';

/**
 * Runs `fn` as one MongoDB transaction (Mongoose's `connection.transaction`, i.e. the driver's
 * `withTransaction`): every write `fn` makes with `session` is committed together or not at all.
 * A throw from `fn` aborts it (nothing it wrote stays); write conflicts with concurrent
 * transactions (TransientTransactionError) and an unknown commit result are retried by the
 * driver, so `fn` may run more than once and must not call the outside world.
 */
export function inTransaction<T>(fn: (session: ClientSession) => Promise<T>): Promise<T> {
  return mongoose.connection.transaction(fn);
}

export type { ClientSession };

/** What a server's `hello` answer says about it (the fields the check reads). */
export interface HelloAnswer {
  setName?: unknown;
  msg?: unknown;
  [field: string]: unknown;
}

/**
 * Why this MongoDB cannot run the API's transactions, or null when it can: MongoDB offers them
 * on a replica set member or through mongos, never on a standalone `mongod`.
 */
export function transactionsUnavailable(hello: HelloAnswer): string | null {
  if (typeof hello.setName === 'string' || hello.msg === 'isdbgrid') return null;
  return (
    'MongoDB is a standalone server, but placing an order needs transactions, which MongoDB ' +
    'offers only on a replica set. Run it as a single-node replica set: start mongod with ' +
    '`--replSet rs0`, then run `rs.initiate()` once in mongosh (Docker: `docker compose up` ' +
    'does both). See README.md, "Using real services".'
  );
}

/** Refuses to start on a MongoDB without transactions (a standalone mongod), saying how to fix it. */
export async function assertTransactionsAvailable(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('assertTransactionsAvailable: not connected');
  const why = transactionsUnavailable(await db.admin().command({ hello: 1 }));
  if (why) throw new Error(why);
}
