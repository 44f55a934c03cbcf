import { describe, expect, it } from 'vitest';
import { CounterModel, mongoCounterStore } from './mongo-counter-store';
import { counterRateLimitStore } from './rate-limit';

describe('mongoCounterStore (counters shared by every API process)', () => {
  it('two stores on one database (two processes) count one key together, exactly under concurrency', async () => {
    const a = mongoCounterStore();
    const b = mongoCounterStore();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('shared:concurrent', 60_000)),
    );
    // Every hit got its own count: 1..20, no two alike, nothing lost.
    expect(results.map((r) => r.n).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await b.get('shared:concurrent')).n).toBe(20);
    const doc = await CounterModel.findById('shared:concurrent').lean();
    expect(doc?.n).toBe(20);
  });

  it('starts a new window once the old one has ended, and reads an ended window as empty', async () => {
    let t = Date.UTC(2026, 0, 1);
    const store = mongoCounterStore({ now: () => t });
    await store.hit('window', 1000);
    const second = await store.hit('window', 1000);
    expect(second).toEqual({ n: 2, until: Date.UTC(2026, 0, 1) + 1000 });
    t += 1000;
    expect((await store.get('window')).n).toBe(0);
    const fresh = await store.hit('window', 1000);
    expect(fresh).toEqual({ n: 1, until: t + 1000 });
  });

  it('gives counts back (never below zero) and resets', async () => {
    const store = mongoCounterStore();
    await store.hit('give', 60_000);
    await store.hit('give', 60_000);
    await store.decrement('give');
    expect((await store.get('give')).n).toBe(1);
    await store.decrement('give');
    await store.decrement('give');
    expect((await store.get('give')).n).toBe(0);
    await store.reset('give');
    expect(await CounterModel.findById('give').lean()).toBeNull();
  });

  it('keeps scopes apart and expires windows through a TTL index on `until`', async () => {
    const one = mongoCounterStore({ scope: 'one' });
    const two = mongoCounterStore({ scope: 'two' });
    await one.hit('k', 60_000);
    expect((await two.get('k')).n).toBe(0);
    const indexes = await CounterModel.collection.indexes();
    expect(indexes.find((i) => i.key.until === 1)?.expireAfterSeconds).toBe(0);
  });

  it('serves express-rate-limit through the store adapter (increment, decrement, reset)', async () => {
    const counters = mongoCounterStore();
    const store = counterRateLimitStore(counters, 'test-limit');
    await store.init?.({ windowMs: 60_000 } as never);
    await store.increment('1.2.3.4');
    const info = await store.increment('1.2.3.4');
    expect(info.totalHits).toBe(2);
    expect(info.resetTime!.getTime()).toBeGreaterThan(Date.now());
    await store.decrement('1.2.3.4');
    expect((await store.get?.('1.2.3.4'))?.totalHits).toBe(1);
    await store.resetKey('1.2.3.4');
    expect((await store.get?.('1.2.3.4'))?.totalHits).toBe(0);
  });
});
