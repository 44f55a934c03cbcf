import { Long, ObjectId, type Document } from '../bson';
import { Query } from 'mingo/query';
import { ErrorCodes, MongoCommandError } from '../engine/errors';
import { baseOptions } from '../engine/mingo';
import { isPlainObject, type Doc } from '../engine/values';

export function toInt(v: unknown, fallback?: number): number | undefined {
  if (typeof v === 'number') return Math.trunc(v);
  if (v instanceof Long) return v.toNumber();
  if (typeof v === 'bigint') return Number(v);
  return fallback;
}

export function collectionName(cmd: Document, name: string): string {
  const v: unknown = cmd[name];
  if (typeof v !== 'string' || v.length === 0) {
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, `collection name has invalid type ${typeof v}`);
  }
  return v;
}

export function optionalDoc(v: unknown, what: string): Doc | undefined {
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v)) throw new MongoCommandError(ErrorCodes.TypeMismatch, `${what} must be an object`);
  return v;
}

export function docArray(v: unknown, what: string): Doc[] {
  if (!Array.isArray(v) || !v.every(isPlainObject)) {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, `${what} must be an array of objects`);
  }
  return v;
}

/** Applies a find projection with mingo (inclusion, exclusion, $slice, $elemMatch). */
export function project(docs: Doc[], projection: Doc | undefined): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  return new Query({}, baseOptions).find<Doc>(docs, projection).all();
}

/** Puts `_id` first (generating one when absent), as mongod stores documents. */
export function withId(doc: Doc): Doc {
  if (doc._id !== undefined && Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
}
