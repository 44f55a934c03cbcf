import mongoose, { type ClientSession } from 'mongoose';

/** Carries an error out of `withTransaction` without its retry label being looked at again. */
class StopRetrying extends Error {
  constructor(readonly reason: unknown) {
    super('transaction not retried');
  }
}

/** The database could not be reached (as opposed to answering, e.g. with a write conflict). */
function unreachable(err: unknown): boolean {
  return (
    err instanceof mongoose.mongo.MongoNetworkError ||
    err instanceof mongoose.mongo.MongoServerSelectionError
  );
}

/**
 * Runs `fn` as one MongoDB transaction (Mongoose's `connection.transaction`, i.e. the driver's
 * `withTransaction`): every write `fn` makes with `session` is committed together or not at all.
 * A throw from `fn` aborts it (nothing it wrote stays). Write conflicts with concurrent
 * transactions (TransientTransactionError) and an unknown commit result are retried by the
 * driver, so `fn` may run more than once and must not call the outside world. The driver also
 * labels network errors transient and would retry them for up to 2 minutes; here a database that
 * cannot be reached ends the attempt at once with that error (the API answers 503).
 */
export async function inTransaction<T>(fn: (session: ClientSession) => Promise<T>): Promise<T> {
  let failure: unknown = null;
  try {
    return await mongoose.connection.transaction(async (session) => {
      if (unreachable(failure)) throw new StopRetrying(failure);
      try {
        return await fn(session);
      } catch (err) {
        failure = err;
        throw err;
      }
    });
  } catch (err) {
    throw err instanceof StopRetrying ? err.reason : err;
  }
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
