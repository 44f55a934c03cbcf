import { describe, expect, it } from 'vitest';
import { Store } from '../../src/engine/store';

describe('TTL indexes', () => {
  it('the TTL monitor removes documents whose indexed date is older than expireAfterSeconds', () => {
    const store = new Store();
    const c = store.ensureCollection('db', 'sessions');
    c.createIndex({ key: { createdAt: 1 }, expireAfterSeconds: 60 });
    const now = Date.parse('2024-01-01T00:10:00Z');
    c.insert({ _id: 'old', createdAt: new Date(now - 61_000) });
    c.insert({ _id: 'fresh', createdAt: new Date(now - 59_000) });
    c.insert({ _id: 'no-date', createdAt: 'yesterday' });
    c.insert({ _id: 'missing' });
    expect(store.expireTtl(now)).toBe(1);
    expect(c.all().map((d) => d._id)).toEqual(['fresh', 'no-date', 'missing']);
  });
});
