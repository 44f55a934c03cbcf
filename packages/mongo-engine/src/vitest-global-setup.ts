/**
 * Vitest globalSetup: starts ONE engine (via startMongo) for the whole run and provides its URI
 * to every test file as `inject('mongoUri')` (also `process.env.VASTRA_TEST_MONGO_URI`).
 *
 *   // vitest.config.ts
 *   test: { globalSetup: ['@vastra/mongo-engine/vitest-setup'] }
 */
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startMongo, type MongoHandle } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
    mongoEngine: 'uri' | 'memory-server' | 'wire';
  }
}

export const TEST_URI_ENV = 'VASTRA_TEST_MONGO_URI';

let handle: MongoHandle | null = null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  handle = await startMongo();
  project.provide('mongoUri', handle.uri);
  project.provide('mongoEngine', handle.engine);
  process.env[TEST_URI_ENV] = handle.uri;
  process.env.VASTRA_TEST_MONGO_ENGINE = handle.engine;
  return async () => {
    await handle?.stop();
    handle = null;
  };
}
