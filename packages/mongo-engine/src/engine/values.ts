import { Binary, Decimal128, Long, ObjectId, Timestamp, type Document } from '../bson';
import { notImplemented, type MongoCommandError } from './errors';

export type Doc = Document;

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep-copies plain objects, arrays and Dates. BSON value classes (ObjectId, Decimal128, Long, ...)
 * are immutable in practice and shared.
 */
export function cloneValue<T>(v: T): T {
  if (Array.isArray(v)) return v.map((x: unknown) => cloneValue(x)) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  if (isPlainObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) out[k] = cloneValue(v[k]);
    return out as T;
  }
  return v;
}

export function cloneDoc(d: Doc): Doc {
  return cloneValue(d);
}

/**
 * A canonical string for a value, equal for values MongoDB considers equal
 * (numbers of any BSON numeric type compare by value). Used as Map keys by the indexes.
 */
export function keyOf(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'number':
      return Object.is(v, -0) ? 'n0' : `n${v}`;
    case 'string':
      return `s${JSON.stringify(v)}`;
    case 'boolean':
      return v ? 'bt' : 'bf';
    case 'bigint':
      return `n${v}`;
    default:
      break;
  }
  if (v instanceof ObjectId) return `o${v.toHexString()}`;
  if (v instanceof Date) return `d${v.getTime()}`;
  if (v instanceof Long) return `n${v.toString()}`;
  if (v instanceof Decimal128) return `m${v.toString()}`;
  if (v instanceof Timestamp) return `t${v.toString()}`;
  if (v instanceof Binary) return `x${v.sub_type}:${Buffer.from(v.buffer).toString('base64')}`;
  if (v instanceof RegExp) return `r${v.source}/${v.flags}`;
  if (Array.isArray(v)) return `a[${v.map(keyOf).join(',')}]`;
  if (isPlainObject(v)) {
    return `{${Object.keys(v)
      .map((k) => `${JSON.stringify(k)}:${keyOf(v[k])}`)
      .join(',')}}`;
  }
  return `?${String(v)}`;
}

export const MISSING: unique symbol = Symbol('missing');

/** Reads a dotted path without traversing arrays (numeric segments index into arrays). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(part)) return MISSING;
      cur = cur[Number(part)];
    } else if (isPlainObject(cur)) {
      if (!Object.prototype.hasOwnProperty.call(cur, part)) return MISSING;
      cur = cur[part];
    } else {
      return MISSING;
    }
    if (cur === undefined) return MISSING;
  }
  return cur;
}

/** Walks `parts` from `cur` the way an index does, pushing the values found to `out`. */
function collectIndexValues(
  cur: unknown,
  parts: readonly string[],
  i: number,
  out: unknown[],
): void {
  if (i === parts.length) {
    if (Array.isArray(cur)) {
      if (cur.length === 0) out.push(undefined);
      else out.push(...(cur as unknown[]));
    } else out.push(cur);
    return;
  }
  const part = parts[i] as string;
  if (Array.isArray(cur)) {
    if (/^\d+$/.test(part) && cur[Number(part)] !== undefined) {
      collectIndexValues(cur[Number(part)], parts, i + 1, out);
      return;
    }
    for (const el of cur as unknown[])
      if (isPlainObject(el) && part in el) collectIndexValues(el[part], parts, i + 1, out);
    return;
  }
  if (isPlainObject(cur) && Object.prototype.hasOwnProperty.call(cur, part)) {
    collectIndexValues(cur[part], parts, i + 1, out);
  }
}

/**
 * Reads a dotted path the way an index does: arrays along the path fan out into their elements.
 * Returns the list of values found (empty when the path is missing).
 */
export function getIndexValues(doc: unknown, path: string | readonly string[]): unknown[] {
  const out: unknown[] = [];
  collectIndexValues(doc, typeof path === 'string' ? path.split('.') : path, 0, out);
  return out;
}

/** Sets a dotted path, creating intermediate objects. */
export function setPath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: Record<string, unknown> = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    const next = cur[part];
    if (isPlainObject(next)) cur = next;
    else {
      const created: Record<string, unknown> = {};
      cur[part] = created;
      cur = created;
    }
  }
  cur[parts[parts.length - 1] as string] = value;
}

/** BSON type ordering used by MongoDB for comparisons across types. */
function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 1;
  if (
    typeof v === 'number' ||
    typeof v === 'bigint' ||
    v instanceof Long ||
    v instanceof Decimal128
  )
    return 2;
  if (typeof v === 'string') return 4;
  if (Array.isArray(v)) return 6;
  if (v instanceof Binary) return 7;
  if (v instanceof ObjectId) return 8;
  if (typeof v === 'boolean') return 9;
  if (v instanceof Date) return 10;
  if (v instanceof Timestamp) return 11;
  if (v instanceof RegExp) return 12;
  return 5; // embedded document
}

function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Long) return v.toNumber();
  return NaN;
}

/** Compares two BSON values with MongoDB's ordering. Decimal128 ordering is a known limit and throws. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 1:
      return 0;
    case 2: {
      if (a instanceof Decimal128 || b instanceof Decimal128) {
        throw decimalUnsupported('ordering Decimal128 values');
      }
      const x = toNumber(a);
      const y = toNumber(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 4: {
      const x = a as string;
      const y = b as string;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 6: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i]);
        if (c) return c;
      }
      return x.length - y.length;
    }
    case 7:
      return Buffer.compare(Buffer.from((a as Binary).buffer), Buffer.from((b as Binary).buffer));
    case 8:
      return Buffer.compare(Buffer.from((a as ObjectId).id), Buffer.from((b as ObjectId).id));
    case 9:
      return a === b ? 0 : a ? 1 : -1;
    case 10:
      return (a as Date).getTime() - (b as Date).getTime();
    case 11:
      return (a as Timestamp).compare(b as Timestamp);
    case 12:
      return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
    default: {
      const x = a as Record<string, unknown>;
      const y = b as Record<string, unknown>;
      const kx = Object.keys(x);
      const ky = Object.keys(y);
      for (let i = 0; i < Math.min(kx.length, ky.length); i++) {
        const ka = kx[i] as string;
        const kb = ky[i] as string;
        const t = typeRank(x[ka]) - typeRank(y[kb]);
        if (t) return t < 0 ? -1 : 1;
        if (ka !== kb) return ka < kb ? -1 : 1;
        const c = compareValues(x[ka], y[kb]);
        if (c) return c;
      }
      return kx.length - ky.length;
    }
  }
}

/** Decimal128 arithmetic and ordering are a known limit: answered as NotImplemented (238). */
export function decimalUnsupported(what: string): MongoCommandError {
  return notImplemented(`Decimal128 arithmetic/ordering (${what})`);
}

/** Sort key of a field for one direction: arrays sort by their min (asc) or max (desc) element. */
function sortKey(doc: Doc, parts: readonly string[], dir: number): unknown {
  const first = parts[0] as string;
  if (parts.length === 1) {
    const v: unknown = Object.prototype.hasOwnProperty.call(doc, first) ? doc[first] : undefined;
    if (!Array.isArray(v)) return v === undefined ? null : v; // the common case, without allocating
  }
  const values = getIndexValues(doc, parts);
  if (values.length === 0) return null;
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = compareValues(values[i], best);
    if ((dir > 0 && c < 0) || (dir < 0 && c > 0)) best = values[i];
  }
  return best;
}

export function sortDocs(docs: Doc[], sort: Record<string, unknown>): Doc[] {
  const entries = Object.entries(sort);
  if (entries.length === 1 && entries[0]?.[0] === '$natural') {
    return Number(entries[0][1]) < 0 ? docs.slice().reverse() : docs;
  }
  const spec = entries.map(([path, d]) => {
    if (isPlainObject(d)) throw notImplemented('$meta sort');
    return { parts: path.split('.'), dir: Number(d) < 0 ? -1 : 1 };
  });
  if (spec.length === 0) return docs;
  const keyed = docs.map((doc, i) => ({
    doc,
    i,
    keys: spec.map((s) => sortKey(doc, s.parts, s.dir)),
  }));
  keyed.sort((x, y) => {
    for (let k = 0; k < spec.length; k++) {
      const c = compareValues(x.keys[k], y.keys[k]);
      if (c) return c * (spec[k] as { dir: number }).dir;
    }
    return x.i - y.i;
  });
  return keyed.map((k) => k.doc);
}

/** Stable stringified BSON-ish rendering used in E11000 messages. */
export function renderValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof ObjectId) return `ObjectId('${v.toHexString()}')`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return `[ ${v.map(renderValue).join(', ')} ]`;
  if (isPlainObject(v)) {
    return `{ ${Object.entries(v)
      .map(([k, x]) => `${k}: ${renderValue(x)}`)
      .join(', ')} }`;
  }
  return String(v);
}

export function containsDecimal(v: unknown): boolean {
  if (v instanceof Decimal128) return true;
  if (Array.isArray(v)) return v.some(containsDecimal);
  if (isPlainObject(v)) return Object.values(v).some(containsDecimal);
  return false;
}
