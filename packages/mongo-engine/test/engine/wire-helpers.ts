import { MongoClient } from 'mongodb';
import { afterAll, beforeAll } from 'vitest';
import { startWireEngine, type WireEngine } from '../../src/wire-engine';

/** A dedicated wire engine (not the harness one) for engine-specific tests. */
export function useWireEngine(): { engine: () => WireEngine; client: () => MongoClient } {
  let engine: WireEngine | null = null;
  let client: MongoClient | null = null;
  beforeAll(async () => {
    engine = await startWireEngine();
    client = await new MongoClient(engine.uri, { serverSelectionTimeoutMS: 5000 }).connect();
  });
  afterAll(async () => {
    await client?.close();
    await engine?.stop();
  });
  return {
    engine: () => {
      if (!engine) throw new Error('engine not started');
      return engine;
    },
    client: () => {
      if (!client) throw new Error('client not connected');
      return client;
    },
  };
}
