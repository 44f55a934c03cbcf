import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/engine/store';

describe('point queries use the _id map and unique indexes', () => {
  const store = new Store();
  const coll = store.ensureCollection('db', 'c');
  coll.createIndex({ key: { email: 1 }, unique: true });
  coll.createIndex({ key: { tenant: 1, code: 1 }, unique: true });
  coll.createIndex({ key: { city: 1 } });
  const ids: ObjectId[] = [];
  for (let i = 0; i < 2000; i++) {
    const _id = new ObjectId();
    ids.push(_id);
    coll.insert({ _id, email: `u${i}@x`, tenant: i % 10, code: `c${i}`, city: i % 2 ? 'A' : 'B' });
  }

  it('_id equality and $in look up candidates directly', () => {
    expect(coll.candidates({ _id: ids[5] })).toHaveLength(1);
    expect(coll.candidates({ _id: { $eq: ids[6] } })).toHaveLength(1);
    expect(coll.candidates({ _id: { $in: [ids[1], ids[2], new ObjectId()] } })).toHaveLength(2);
    expect(coll.match({ _id: ids[7], email: 'u7@x' })).toHaveLength(1);
    expect(coll.match({ _id: ids[7], email: 'nope' })).toHaveLength(0);
  });

  it('single and compound unique indexes answer equality lookups', () => {
    expect(coll.candidates({ email: 'u42@x' })).toHaveLength(1);
    expect(coll.candidates({ tenant: 3, code: 'c13' })).toHaveLength(1);
    expect(coll.candidates({ email: 'missing@x' })).toHaveLength(0);
  });

  it('non-point filters scan', () => {
    expect(coll.candidates({ city: 'A' })).toHaveLength(2000);
    expect(coll.candidates({ email: /u4/ })).toHaveLength(2000);
    expect(coll.match({ city: 'A' })).toHaveLength(1000);
  });
});
