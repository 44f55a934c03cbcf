import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

/** Every test file gets a fresh database on the engine the global setup started. */
beforeAll(async () => {
  const dbName = `vastra_test_${randomBytes(6).toString('hex')}`;
  mongoose.set('strictQuery', true);
  await mongoose.connect(inject('mongoUri'), { dbName, serverSelectionTimeoutMS: 10_000 });
  await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
});

afterAll(async () => {
  if (mongoose.connection.readyState === 1) {
    await mongoose.connection.dropDatabase().catch(() => undefined);
  }
  await mongoose.disconnect();
});
