import { Decimal128, MongoServerError } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWireEngine } from './wire-helpers';

const { client } = useWireEngine();
const coll = () => client().db('limits').collection('c');

async function notSupported(p: Promise<unknown>): Promise<MongoServerError> {
  const err: unknown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  const e = err as MongoServerError;
  expect(e.code).toBe(238);
  expect(e.message).toMatch(/Vastra wire engine/);
  return e;
}

describe('known limits answer a clear NotImplemented error', () => {
  beforeAll(async () => {
    await coll().insertMany([
      { k: 1, price: Decimal128.fromString('10.50'), n: 1, name: 'a' },
      { k: 2, price: Decimal128.fromString('9.25'), n: 2, name: 'B' },
    ]);
  });

  it('stores and round-trips Decimal128 exactly, and matches it by equality', async () => {
    const d = await coll().findOne({ price: Decimal128.fromString('10.50') });
    expect(d?.price).toBeInstanceOf(Decimal128);
    expect(String(d?.price)).toBe('10.50');
  });

  it('Decimal128 arithmetic and ordering', async () => {
    await notSupported(coll().updateOne({ k: 1 }, { $inc: { price: Decimal128.fromString('1') } }));
    await notSupported(coll().updateOne({ k: 1 }, { $inc: { n: Decimal128.fromString('1') } }));
    await notSupported(coll().find({}).sort({ price: 1 }).toArray());
    await notSupported(
      coll()
        .find({ price: { $gt: Decimal128.fromString('1') } })
        .toArray(),
    );
    await notSupported(
      coll()
        .aggregate([{ $group: { _id: null, t: { $sum: '$price' } } }])
        .toArray(),
    );
    await notSupported(
      coll()
        .aggregate([{ $project: { x: { $add: ['$price', 1] } } }])
        .toArray(),
    );
    // unchanged by the refused update
    expect(String((await coll().findOne({ k: 1 }))?.price)).toBe('10.50');
  });

  it('collation', async () => {
    await notSupported(
      coll()
        .find({ name: 'a' }, { collation: { locale: 'en', strength: 2 } })
        .toArray(),
    );
    await notSupported(coll().createIndex({ name: 1 }, { collation: { locale: 'en' } }));
  });

  it('$text and geo queries', async () => {
    await notSupported(
      coll()
        .find({ $text: { $search: 'a' } })
        .toArray(),
    );
    await notSupported(
      coll()
        .find({ loc: { $near: { $geometry: { type: 'Point', coordinates: [0, 0] } } } })
        .toArray(),
    );
    await notSupported(
      coll()
        .find({ loc: { $geoWithin: { $centerSphere: [[0, 0], 1] } } })
        .toArray(),
    );
  });

  it('$out / $merge stages', async () => {
    await notSupported(
      coll()
        .aggregate([{ $out: 'copy' }])
        .toArray(),
    );
    await notSupported(
      coll()
        .aggregate([{ $merge: { into: 'copy' } }])
        .toArray(),
    );
  });
});
