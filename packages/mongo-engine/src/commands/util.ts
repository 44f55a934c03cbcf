import { Long, ObjectId, type Document } from '../bson';
import { Query } from 'mingo/query';
import { ErrorCodes, MongoCommandError } from '../engine/errors';
import { baseOptions } from '../engine/mingo';
import type { DocTarget } from '../engine/transaction';
import { txnCollection } from '../engine/transaction-view';
import { isPlainObject, type Doc } from '../engine/values';
import type { CommandContext } from './types';

export function toInt(v: unknown, fallback?: number): number | undefined {
  if (typeof v === 'number') return Math.trunc(v);
  if (v instanceof Long) return v.toNumber();
  if (typeof v === 'bigint') return Number(v);
  return fallback;
}

export function collectionName(cmd: Document, name: string): string {
  const v: unknown = cmd[name];
  if (typeof v !== 'string' || v.length === 0) {
    throw new MongoCommandError(
      ErrorCodes.InvalidNamespace,
      `collection name has invalid type ${typeof v}`,
    );
  }
  return v;
}

export function optionalDoc(v: unknown, what: string): Doc | undefined {
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v))
    throw new MongoCommandError(ErrorCodes.TypeMismatch, `${what} must be an object`);
  return v;
}

export function docArray(v: unknown, what: string): Doc[] {
  if (!Array.isArray(v) || !v.every(isPlainObject)) {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, `${what} must be an array of objects`);
  }
  return v;
}

/**
 * A projection that only includes top-level fields (`{ a: 1, b: true }`, `_id` optionally
 * excluded): the fields to keep and whether `_id` stays. Null for anything else.
 */
function topLevelInclusion(projection: Doc): { fields: Set<string>; id: boolean } | null {
  const fields = new Set<string>();
  let id = true;
  for (const [k, v] of Object.entries(projection)) {
    if (k === '_id' && (v === 0 || v === false)) id = false;
    else if ((v === 1 || v === true) && !k.includes('.') && !k.startsWith('$')) fields.add(k);
    else return null;
  }
  return fields.size > 0 ? { fields, id } : null;
}

/**
 * Applies a find projection: top-level inclusions directly (fields in document order, `_id`
 * first, as mongod), everything else with mingo (dotted paths, exclusion, $slice, $elemMatch).
 */
export function project(docs: Doc[], projection: Doc | undefined): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const simple = topLevelInclusion(projection);
  if (!simple) return new Query({}, baseOptions).find<Doc>(docs, projection).all();
  return docs.map((doc) => {
    const out: Doc = {};
    for (const k of Object.keys(doc)) {
      if (k === '_id' ? simple.id : simple.fields.has(k)) out[k] = doc[k];
    }
    return out;
  });
}

/** Puts `_id` first (generating one when absent), as mongod stores documents. */
export function withId(doc: Doc): Doc {
  if (doc._id !== undefined && Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
}

/**
 * The collection a command reads and writes: the stored one, or (inside a transaction) the
 * transaction's view of it. `create` makes the collection exist, as a first write does.
 */
export function targetCollection(ctx: CommandContext, name: string, create: true): DocTarget;
export function targetCollection(
  ctx: CommandContext,
  name: string,
  create: boolean,
): DocTarget | undefined;
export function targetCollection(
  ctx: CommandContext,
  name: string,
  create: boolean,
): DocTarget | undefined {
  if (ctx.txn) return txnCollection(ctx.txn, ctx.db, name, create);
  return create ? ctx.store.ensureCollection(ctx.db, name) : ctx.store.getCollection(ctx.db, name);
}
