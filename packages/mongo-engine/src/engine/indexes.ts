import type { Document } from '../bson';
import { Query } from 'mingo/query';
import { ErrorCodes, MongoCommandError, badValue } from './errors';
import { IndexAccess } from './index-access';
import { baseOptions } from './mingo';
import { getIndexValues, isPlainObject, keyOf, renderValue, type Doc } from './values';

export interface IndexSpec extends Document {
  v: number;
  key: Record<string, number | string>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
}

const SPEC_OPTION_FIELDS = [
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'collation',
];

export function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(([k, v]) => `${k}_${String(v)}`)
    .join('_');
}

/** Validates and normalises a spec from `createIndexes`. */
export function normaliseSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      'index specification must contain a non-empty key document',
    );
  }
  const key = raw.key as Record<string, number | string>;
  for (const [field, dir] of Object.entries(key)) {
    const ok =
      dir === 1 || dir === -1 || (typeof dir === 'number' && dir !== 0) || typeof dir === 'string';
    if (!ok)
      throw new MongoCommandError(
        ErrorCodes.CannotCreateIndex,
        `Values in the index key pattern can't be ${String(dir)} (field ${field})`,
      );
  }
  if (raw.collation !== undefined) {
    throw new MongoCommandError(
      ErrorCodes.NotImplemented,
      'index collation is not supported by the Vastra wire engine',
    );
  }
  const name = typeof raw.name === 'string' ? raw.name : defaultIndexName(key);
  const spec: IndexSpec = { v: 2, key, name };
  for (const [k, v] of Object.entries(raw)) {
    // mongod (4.2+) ignores and does not list `background`; `ns` is legacy
    if (k === 'key' || k === 'name' || k === 'v' || k === 'ns' || k === 'background') continue;
    if (k === 'unique' || k === 'sparse') {
      if (v) spec[k] = true;
      continue;
    }
    spec[k] = v;
  }
  return spec;
}

/** Two specs describe the same index (same key and same options). */
export function sameIndex(a: IndexSpec, b: IndexSpec): boolean {
  if (keyOf(a.key) !== keyOf(b.key)) return false;
  return SPEC_OPTION_FIELDS.every((f) => keyOf(a[f] ?? null) === keyOf(b[f] ?? null));
}

export interface IndexKeys {
  /** Map keys, one per multikey combination. */
  keys: string[];
  /** `{ field: value }` per combination (for E11000 `keyValue`). */
  values: Doc[];
}

/**
 * A secondary index. Unique indexes hold `entries` (key → owner) for E11000 checks; every index with
 * ascending/descending keys also has an `access` (postings and order) the query planner uses.
 */
export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly partial: Query | null;
  readonly entries = new Map<string, string>();
  readonly access: IndexAccess | null;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.partial = isPlainObject(spec.partialFilterExpression)
      ? new Query(spec.partialFilterExpression, baseOptions)
      : null;
    const dirs = Object.values(spec.key);
    this.access = dirs.every((d) => typeof d === 'number')
      ? new IndexAccess(
          this.fields,
          dirs.map((d) => Math.sign(Number(d))),
        )
      : null;
    if (this.unique && Object.values(spec.key).some((v) => typeof v === 'string')) {
      throw badValue(
        `unique ${String(Object.values(spec.key).find((v) => typeof v === 'string'))} indexes are not supported by the Vastra wire engine`,
      );
    }
  }

  /** The index keys of a document, or null when the document is not indexed (sparse / partial). */
  keysFor(doc: Doc): IndexKeys | null {
    if (this.partial && !this.partial.test(doc)) return null;
    const perField = this.fields.map((f) => getIndexValues(doc, f));
    if (this.sparse && perField.every((vals) => vals.length === 0)) return null;
    let combos: unknown[][] = [[]];
    for (const vals of perField) {
      const options = vals.length === 0 ? [null] : vals.map((v) => (v === undefined ? null : v));
      const next: unknown[][] = [];
      const seen = new Set<string>();
      for (const c of combos) {
        for (const v of options) {
          const combo = [...c, v];
          const k = combo.map(keyOf).join('\u0001');
          if (!seen.has(k)) {
            seen.add(k);
            next.push(combo);
          }
        }
      }
      combos = next;
    }
    return {
      keys: combos.map((c) => c.map(keyOf).join('\u0001')),
      values: combos.map((c) => Object.fromEntries(this.fields.map((f, i) => [f, c[i]]))),
    };
  }

  /** Key for a point lookup with one value per field. */
  pointKey(values: unknown[]): string {
    return values.map(keyOf).join('\u0001');
  }

  duplicateError(ns: string, keyValue: Doc): MongoCommandError {
    const rendered = Object.entries(keyValue)
      .map(([k, v]) => `${k}: ${renderValue(v)}`)
      .join(', ');
    return new MongoCommandError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${ns} index: ${this.spec.name} dup key: { ${rendered} }`,
      { keyPattern: { ...this.spec.key }, keyValue },
    );
  }
}
