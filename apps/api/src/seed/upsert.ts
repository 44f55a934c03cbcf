import type { Types, mongo } from 'mongoose';

export const BATCH = 1000;

export type Document = mongo.Document;
export type Collection = mongo.Collection<Document>;

/** What the seed needs of a model: its driver collection (writes bypass Mongoose casting for speed). */
export interface SeedModel {
  readonly modelName: string;
  collection: Collection;
  init(): Promise<unknown>;
}
export const coll = (model: SeedModel): Collection => model.collection;

export interface UpsertRow {
  key: string | Types.ObjectId;
  set: Document;
  insertOnly: Document;
}

/**
 * Upserts keyed by one unique field (`slug`, `key`, `email` or `_id`): `set` is refreshed on every
 * run, `insertOnly` (ids, creation dates, and state shoppers change — stock, ratings, helpful
 * votes) is written only when the row is new. Done as "insert the missing, update the rest"
 * rather than an upsert with `$setOnInsert: { _id }`, which the in-repo wire engine rejects (see
 * the module report).
 */
export async function upsertMany(
  collection: Collection,
  keyField: string,
  rows: UpsertRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const found = await collection
      .find({ [keyField]: { $in: batch.map((r) => r.key) } }, { projection: { [keyField]: 1 } })
      .toArray();
    const existing = new Set(found.map((d) => String(d[keyField])));
    const isNew = (r: UpsertRow) => !existing.has(String(r.key));
    const inserts = batch
      .filter(isNew)
      .map((r) => ({ ...r.insertOnly, ...r.set, [keyField]: r.key }));
    const updates: mongo.AnyBulkWriteOperation<Document>[] = batch
      .filter((r) => !isNew(r))
      .map((r) => ({ updateOne: { filter: { [keyField]: r.key }, update: { $set: r.set } } }));
    if (inserts.length > 0) await collection.insertMany(inserts, { ordered: false });
    if (updates.length > 0) await collection.bulkWrite(updates, { ordered: false });
  }
}
