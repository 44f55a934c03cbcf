import type { Document, Query, Schema, UpdateQuery } from 'mongoose';

/**
 * Process-wide counters bumped by writes to the catalogue, so answers computed before a write are
 * never used after it:
 * - `catalogueVersion`: every write to products or categories (cached answers, response-cache.ts);
 * - `searchVersion`: writes that may change what search matches or ranks by — the schema's
 *   `searchPaths` (search-index.ts). A stock update from an order leaves it alone.
 * Writes through Mongoose models bump them by themselves (see `watchCatalogueWrites`); code writing
 * through the raw driver collection (the seed) calls `bumpCatalogueVersion()`, which bumps both.
 */
let version = 0;
let search = 0;

export const catalogueVersion = (): number => version;
export const searchVersion = (): number => search;

export function bumpCatalogueVersion(): void {
  version += 1;
  search += 1;
}

/** Query writes whose update document says which fields they change. */
const QUERY_UPDATES = ['updateOne', 'updateMany', 'findOneAndUpdate'] as const;
/** Query writes that remove or replace whole documents. */
const QUERY_REPLACES = [
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
  'findOneAndReplace',
  'replaceOne',
] as const;

/** Top-level fields an update document writes; null when it cannot tell (pipelines, `$rename`). */
export function updatedFields(update: UpdateQuery<unknown> | unknown[] | null): string[] | null {
  if (!update || Array.isArray(update)) return null;
  const fields: string[] = [];
  for (const [key, value] of Object.entries(update)) {
    if (!key.startsWith('$')) fields.push(key);
    else if (key === '$rename' || !value || typeof value !== 'object') return null;
    else for (const path of Object.keys(value)) fields.push(path);
  }
  return fields.map((p) => p.split('.')[0] ?? p);
}

/** Whether an update query may change one of `paths` (an upsert may add a document). */
function updateTouches(query: Query<unknown, unknown>, paths: ReadonlySet<string>): boolean {
  if (query.getOptions().upsert) return true;
  const fields = updatedFields(query.getUpdate());
  return fields === null || fields.some((f) => paths.has(f));
}

/**
 * Registers write hooks on a schema (before `mongoose.model()` compiles it). With `searchPaths`,
 * writes that may change one of those top-level fields (or add/remove documents) also bump
 * `searchVersion`.
 */
export function watchCatalogueWrites(schema: Schema, searchPaths?: ReadonlySet<string>): void {
  // Bumped before and after: a read that starts while the write is in flight is not kept either.
  const onUpdate = function (this: Query<unknown, unknown>) {
    version += 1;
    if (searchPaths && updateTouches(this, searchPaths)) search += 1;
  };
  const savesSearch = new WeakSet<Document>();
  const beforeSave = function (this: Document) {
    version += 1;
    if (searchPaths && (this.isNew || this.modifiedPaths().some((p) => searchPaths.has(p)))) {
      savesSearch.add(this);
      search += 1;
    }
  };
  const afterSave = function (this: Document) {
    version += 1;
    if (savesSearch.delete(this)) search += 1;
  };
  const always = () => {
    version += 1;
    if (searchPaths) search += 1;
  };
  schema.pre([...QUERY_UPDATES], { document: false, query: true }, onUpdate);
  schema.post([...QUERY_UPDATES], { document: false, query: true }, onUpdate);
  schema.pre([...QUERY_REPLACES], { document: false, query: true }, always);
  schema.post([...QUERY_REPLACES], { document: false, query: true }, always);
  schema.pre('save', beforeSave);
  schema.post('save', afterSave);
  schema.post('deleteOne', { document: true, query: false }, always);
  schema.pre('insertMany', always);
  schema.post('insertMany', always);
  schema.pre('bulkWrite', always);
  schema.post('bulkWrite', always);
}
