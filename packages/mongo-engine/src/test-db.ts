/**
 * Per-test-file databases on the engine started by the vitest global setup.
 * Pass YOUR mongoose (or use the returned uri/dbName yourself) so only one mongoose copy exists.
 *
 *   import mongoose from 'mongoose';
 *   import { connectTestDb, disconnectTestDb } from '@vastra/mongo-engine/test-db';
 *   beforeAll(() => connectTestDb(mongoose));
 *   afterAll(() => disconnectTestDb());
 */
import { randomBytes } from 'node:crypto';

/** The subset of a Mongoose instance the helper uses. */
export interface MongooseLike {
  connect(
    uri: string,
    options: { dbName: string; serverSelectionTimeoutMS?: number },
  ): Promise<unknown>;
  disconnect(): Promise<void>;
  connection: { readyState: number; dropDatabase(): Promise<unknown> };
}

export interface TestDb {
  uri: string;
  dbName: string;
}

interface WorkerState {
  __vitest_worker__?: { providedContext?: Record<string, unknown> };
}

/** The URI provided by the global setup (`inject('mongoUri')`), read without importing vitest. */
export function testMongoUri(): string {
  const provided = (globalThis as WorkerState).__vitest_worker__?.providedContext?.mongoUri;
  const uri = typeof provided === 'string' ? provided : process.env.VASTRA_TEST_MONGO_URI;
  if (!uri) {
    throw new Error(
      "No test MongoDB URI: add globalSetup: ['@vastra/mongo-engine/vitest-setup'] to vitest.config.ts",
    );
  }
  return uri;
}

/** Which engine the global setup started ('uri' | 'memory-server' | 'wire'). */
export function testMongoEngine(): string {
  const provided = (globalThis as WorkerState).__vitest_worker__?.providedContext?.mongoEngine;
  return typeof provided === 'string'
    ? provided
    : (process.env.VASTRA_TEST_MONGO_ENGINE ?? 'unknown');
}

/** A fresh, unique database name (≤ 38 chars) for one test file. */
export function uniqueDbName(prefix = 'vastra_test'): string {
  const pool = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  return `${prefix}_${pool}_${randomBytes(6).toString('hex')}`;
}

let current: { mongoose?: MongooseLike } | null = null;

/**
 * Picks a fresh database for this test file; connects `mongoose` to it when given.
 * Call in beforeAll; call {@link disconnectTestDb} in afterAll.
 */
export async function connectTestDb(mongoose?: MongooseLike): Promise<TestDb> {
  const uri = testMongoUri();
  const dbName = uniqueDbName();
  if (mongoose) await mongoose.connect(uri, { dbName, serverSelectionTimeoutMS: 10_000 });
  current = { mongoose };
  return { uri, dbName };
}

/** Drops this file's database and disconnects the mongoose passed to {@link connectTestDb}. */
export async function disconnectTestDb(): Promise<void> {
  const m = current?.mongoose;
  current = null;
  if (!m) return;
  if (m.connection.readyState === 1) await m.connection.dropDatabase().catch(() => undefined);
  await m.disconnect();
}
