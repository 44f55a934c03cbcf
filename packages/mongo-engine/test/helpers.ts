import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll } from 'vitest';
import { testMongoUri, uniqueDbName } from '../src/test-db';

/** Registers beforeAll/afterAll hooks giving the file an official-driver client on a fresh database. */
export function useDriverDb(): { client: () => MongoClient; db: () => Db } {
  let client: MongoClient | null = null;
  let db: Db | null = null;
  beforeAll(async () => {
    client = new MongoClient(testMongoUri(), {
      serverSelectionTimeoutMS: 10_000,
      monitorCommands: true,
    });
    await client.connect();
    db = client.db(uniqueDbName('conf'));
  });
  afterAll(async () => {
    await db?.dropDatabase().catch(() => undefined);
    await client?.close();
  });
  return {
    client: () => {
      if (!client) throw new Error('client not connected yet');
      return client;
    },
    db: () => {
      if (!db) throw new Error('db not ready yet');
      return db;
    },
  };
}
