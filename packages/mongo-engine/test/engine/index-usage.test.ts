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

  it('non-unique indexes answer equality, and unanchored regexes or unindexed fields scan', () => {
    expect(coll.candidates({ city: 'A' })).toHaveLength(1000);
    expect(coll.plan({ city: 'A' }).exact).toBe(true);
    expect(coll.candidates({ email: /u4/ })).toHaveLength(2000);
    expect(coll.candidates({ nope: 1 })).toHaveLength(2000);
    expect(coll.match({ city: 'A' })).toHaveLength(1000);
  });
});

describe('non-unique, multikey and compound indexes', () => {
  const store = new Store();
  const coll = store.ensureCollection('db', 'p');
  coll.createIndex({ key: { tags: 1 } });
  coll.createIndex({ key: { cat: 1, at: -1 } });
  coll.createIndex({ key: { cat: 1, sub: 1, at: -1 } });
  for (let i = 0; i < 1000; i++) {
    coll.insert({
      _id: i,
      tags: [`t${i % 10}`, `word${i % 7}`],
      cat: i % 4,
      sub: i % 3,
      at: new Date(1_000_000 + (i % 50) * 1000),
    });
  }

  it('equality, $in and anchored prefixes on a multikey field read postings, and are tested', () => {
    expect(coll.candidates({ tags: 't3' })).toHaveLength(100);
    expect(coll.plan({ tags: 't3' }).exact).toBe(false); // multikey: the matcher decides
    expect(coll.candidates({ tags: { $in: ['t3', 't4'] } })).toHaveLength(200);
    expect(coll.candidates({ tags: { $regex: '^wor' } })).toHaveLength(1000);
    expect(coll.candidates({ tags: { $regex: '^word1' } })).toHaveLength(143);
    expect(coll.candidates({ tags: /^t1/ })).toHaveLength(100);
    expect(coll.candidates({ tags: { $regex: '^T1', $options: 'i' } })).toHaveLength(1000);
    expect(coll.candidates({ $and: [{ tags: /^t1/ }, { tags: /^word1/ }] }).length).toBeLessThan(
      100,
    );
    expect(coll.candidates({ $or: [{ tags: 't1' }, { tags: 't2' }] })).toHaveLength(200);
    expect(coll.candidates({ $or: [{ tags: 't1' }, { other: 2 }] })).toHaveLength(1000);
  });

  it('returns candidates in natural order', () => {
    const ids = coll.candidates({ tags: { $in: ['t9', 't1'] } }).map((d) => d._id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('a compound equality prefix reads a range of the ordered index', () => {
    expect(coll.candidates({ cat: 1, sub: 2 })).toHaveLength(coll.match({ cat: 1, sub: 2 }).length);
    expect(coll.candidates({ cat: 1, sub: 2 }).length).toBeLessThan(100);
  });

  it('a sorted find with a limit walks the index instead of sorting every match', () => {
    const walked = coll.query({ cat: 2 }, { at: -1, _id: 1 }, 3, 10);
    const full = coll
      .match({ cat: 2 })
      .sort(
        (a, b) =>
          (b.at as Date).getTime() - (a.at as Date).getTime() ||
          (a._id as number) - (b._id as number),
      );
    expect(walked.map((d) => d._id)).toEqual(full.slice(3, 13).map((d) => d._id));
  });

  it('keeps postings and order up to date on update and delete', () => {
    const doc = coll.docs.get('n5');
    if (!doc) throw new Error('doc 5 missing');
    coll.replace(doc, { ...doc, tags: ['fresh'], cat: 9, at: new Date(9_000_000) });
    expect(coll.candidates({ tags: 'fresh' }).map((d) => d._id)).toEqual([5]);
    expect(coll.query({ cat: 9 }, { at: -1 }, 0, 1).map((d) => d._id)).toEqual([5]);
    expect(coll.query({}, { cat: -1, at: -1 }, 0, 1).map((d) => d._id)).toEqual([5]);
    coll.remove(coll.docs.get('n5') as typeof doc);
    expect(coll.candidates({ tags: 'fresh' })).toHaveLength(0);
    expect(coll.query({ cat: 9 }, { at: -1 }, 0, 1)).toHaveLength(0);
  });
});
