import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestDb, disconnectTestDb, testMongoEngine } from '../src/test-db';

describe('per-file test database through the global setup', () => {
  let dbName = '';
  beforeAll(async () => {
    ({ dbName } = await connectTestDb(mongoose));
  });
  afterAll(() => disconnectTestDb());

  it('connects the caller’s mongoose to a fresh uniquely named database', async () => {
    expect(mongoose.connection.name).toBe(dbName);
    expect(dbName).toMatch(/^vastra_test_/);
    expect(['uri', 'memory-server', 'wire']).toContain(testMongoEngine());
    const Thing = mongoose.model('SmokeThing', new mongoose.Schema({ n: Number }));
    expect(await Thing.countDocuments()).toBe(0);
    await Thing.create({ n: 1 });
    expect(await Thing.findOne({ n: 1 }).lean()).toMatchObject({ n: 1 });
  });
});
