import type { Schema } from 'mongoose';

/**
 * A process-wide counter bumped by every write to the catalogue (products, categories), so
 * cached catalogue answers computed before a write are never served after it. Writes through
 * Mongoose models bump it by themselves (see `watchCatalogueWrites`); code writing through the raw
 * driver collection (the seed) calls `bumpCatalogueVersion()`.
 */
let version = 0;

export const catalogueVersion = (): number => version;

export function bumpCatalogueVersion(): void {
  version += 1;
}

const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'replaceOne',
] as const;

/** Registers write hooks on a schema (before `mongoose.model()` compiles it). */
export function watchCatalogueWrites(schema: Schema): void {
  // Bumped before and after: a read that starts while the write is in flight is not kept either.
  schema.pre([...QUERY_WRITES], { document: false, query: true }, bumpCatalogueVersion);
  schema.post([...QUERY_WRITES], { document: false, query: true }, bumpCatalogueVersion);
  schema.pre('save', bumpCatalogueVersion);
  schema.post('save', bumpCatalogueVersion);
  schema.post('deleteOne', { document: true, query: false }, bumpCatalogueVersion);
  schema.pre('insertMany', bumpCatalogueVersion);
  schema.post('insertMany', bumpCatalogueVersion);
  schema.pre('bulkWrite', bumpCatalogueVersion);
  schema.post('bulkWrite', bumpCatalogueVersion);
}
