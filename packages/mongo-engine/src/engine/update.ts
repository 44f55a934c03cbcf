import { Decimal128, Long, ObjectId } from '../bson';
import { Aggregator } from 'mingo/aggregator';
import { Query } from 'mingo/query';
import { update as mingoUpdate, type Modifier } from 'mingo/updater';
import { ErrorCodes, MongoCommandError, badValue, notImplemented } from './errors';
import { baseOptions } from './mingo';
import {
  decimalUnsupported,
  cloneDoc,
  cloneValue,
  getPath,
  isPlainObject,
  MISSING as MISSING_VALUE,
  keyOf,
  setPath,
  type Doc,
} from './values';

const SUPPORTED_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$rename',
  '$currentDate',
  '$bit',
  '$setOnInsert',
]);

export type UpdateSpec = Doc | Doc[];

export function isOperatorUpdate(u: UpdateSpec): boolean {
  return !Array.isArray(u) && Object.keys(u).some((k) => k.startsWith('$'));
}

function isOperatorObject(v: unknown): v is Record<string, unknown> {
  return isPlainObject(v) && Object.keys(v).length > 0 && (Object.keys(v)[0] ?? '').startsWith('$');
}

/** Whether one array element satisfies a query predicate on `<array>.<rest>` (or the array itself). */
function elementMatches(el: unknown, rest: string, cond: unknown): boolean {
  if (rest === '') {
    if (isPlainObject(cond) && '$elemMatch' in cond) {
      const m = cond.$elemMatch;
      if (isOperatorObject(m)) return new Query({ v: m }, baseOptions).test({ v: el });
      return isPlainObject(el) && isPlainObject(m) && new Query(m, baseOptions).test(el);
    }
    return new Query({ v: cond }, baseOptions).test({ v: el });
  }
  if (!isPlainObject(el)) return false;
  return new Query({ [rest]: cond }, baseOptions).test(el);
}

/** mongod's canonical ordering of AND children (by match type, then path) decides which predicate sets `$`. */
const MATCH_TYPE_RANK: Record<string, number> = {
  $lte: 0,
  $lt: 1,
  $eq: 2,
  $gt: 3,
  $gte: 4,
  $regex: 5,
  $mod: 6,
  $exists: 7,
  $in: 8,
};

function predicateRank(cond: unknown): number {
  if (isOperatorObject(cond)) {
    const first = Object.keys(cond)[0] ?? '';
    if (first === '$elemMatch') return -1;
    return MATCH_TYPE_RANK[first] ?? 9;
  }
  return cond instanceof RegExp ? (MATCH_TYPE_RANK.$regex ?? 5) : 2;
}

/**
 * The array index the positional `$` operator refers to: as mongod does, the position recorded by
 * the last matching predicate on that array, predicates taken in mongod's canonical order.
 */
export function positionalIndex(query: Doc, arrayPath: string, doc: Doc): number {
  const arr = getPath(doc, arrayPath);
  if (!Array.isArray(arr)) return -1;
  const predicates: Array<[string, unknown]> = [];
  const collect = (q: Doc): void => {
    for (const [k, v] of Object.entries(q)) {
      if (k === '$and' && Array.isArray(v)) {
        for (const sub of v) if (isPlainObject(sub)) collect(sub);
      } else if (k === arrayPath || k.startsWith(`${arrayPath}.`)) {
        predicates.push([k, v]);
      }
    }
  };
  collect(query);
  predicates.sort(
    ([ka, va], [kb, vb]) =>
      predicateRank(va) - predicateRank(vb) || (ka < kb ? -1 : ka > kb ? 1 : 0),
  );
  let result = -1;
  for (const [k, v] of predicates) {
    const rest = k === arrayPath ? '' : k.slice(arrayPath.length + 1);
    const idx = (arr as unknown[]).findIndex((el) => elementMatches(el, rest, v));
    if (idx >= 0) result = idx;
  }
  return result;
}

/** Rewrites `a.$.b` paths to concrete indexes for this document. */
function resolvePositional(
  modifier: Record<string, Doc>,
  query: Doc,
  doc: Doc,
): Record<string, Doc> {
  const out: Record<string, Doc> = {};
  for (const [op, fields] of Object.entries(modifier)) {
    const next: Doc = {};
    for (const [path, value] of Object.entries(fields)) {
      const parts = path.split('.');
      const at = parts.indexOf('$');
      if (at < 0) {
        next[path] = value;
        continue;
      }
      const arrayPath = parts.slice(0, at).join('.');
      const idx = positionalIndex(query, arrayPath, doc);
      if (idx < 0) {
        throw new MongoCommandError(
          ErrorCodes.BadValue,
          'The positional operator did not find the match needed from the query.',
        );
      }
      parts[at] = String(idx);
      next[parts.join('.')] = value;
    }
    out[op] = next;
  }
  return out;
}

function checkDecimal(modifier: Record<string, Doc>, doc: Doc): void {
  for (const op of ['$inc', '$mul', '$min', '$max', '$bit']) {
    const fields = modifier[op];
    if (!fields) continue;
    for (const [path, value] of Object.entries(fields)) {
      if (value instanceof Decimal128 || getPath(doc, path) instanceof Decimal128) {
        throw decimalUnsupported(`update ${op}`);
      }
    }
  }
}

function bsonTypeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (isPlainObject(v)) return 'object';
  return typeof v === 'object' ? (v.constructor?.name ?? 'object').toLowerCase() : typeof v;
}

const NUMERIC_OPS = new Set(['$inc', '$mul']);
const ARRAY_OPS = new Set(['$push', '$addToSet', '$pull', '$pullAll', '$pop']);

/** mongod refuses these updates; mingo would silently skip them. */
function validateTargets(modifier: Record<string, Doc>, doc: Doc): void {
  const idText = `{_id: ${String(doc._id)}}`;
  for (const [op, fields] of Object.entries(modifier)) {
    for (const path of Object.keys(fields)) {
      if (path.includes('$')) continue; // array-filter paths are checked by mingo per element
      const parts = path.split('.');
      for (let i = 1; i < parts.length; i++) {
        const prefix = getPath(doc, parts.slice(0, i).join('.'));
        if (prefix !== MISSING_VALUE && !isPlainObject(prefix) && !Array.isArray(prefix)) {
          throw new MongoCommandError(
            ErrorCodes.PathNotViable,
            `Cannot create field '${parts[i] ?? ''}' in element {${parts[i - 1] ?? ''}: ${JSON.stringify(prefix) ?? String(prefix)}}`,
          );
        }
      }
      const current = getPath(doc, path);
      if (current === MISSING_VALUE) continue;
      if (NUMERIC_OPS.has(op) && typeof current !== 'number' && !(current instanceof Long)) {
        throw new MongoCommandError(
          ErrorCodes.TypeMismatch,
          `Cannot apply ${op} to a value of non-numeric type. ${idText} has the field '${parts[parts.length - 1] ?? path}' of non-numeric type ${bsonTypeName(current)}`,
        );
      }
      if (ARRAY_OPS.has(op) && !Array.isArray(current)) {
        throw new MongoCommandError(
          ErrorCodes.BadValue,
          `The field '${path}' must be an array but is of type ${bsonTypeName(current)} in document ${idText}`,
        );
      }
    }
  }
}

const LOGICAL_OPERATORS = new Set(['$and', '$or', '$nor']);

/**
 * `$pull` conditions led by a logical operator (`{ lines: { $or: [{ a: 1 }, { b: 2 }] } }`): mongod
 * matches them against each element as a document, like a query on a collection; mingo reads any
 * condition with an operator key as a condition on the element's value, which matches nothing.
 * Taken out of the modifier here and applied by `pullMatching`.
 */
function takeDocumentPulls(modifier: Record<string, Doc>): [string, Query][] {
  const pulls = modifier.$pull;
  if (!pulls) return [];
  const taken: [string, Query][] = [];
  for (const [path, cond] of Object.entries(pulls)) {
    if (path.includes('$') || !isPlainObject(cond)) continue;
    const first = Object.keys(cond)[0];
    if (first === undefined || !LOGICAL_OPERATORS.has(first)) continue;
    taken.push([path, new Query(cond, baseOptions)]);
    delete pulls[path];
  }
  if (Object.keys(pulls).length === 0) delete modifier.$pull;
  return taken;
}

/** Removes the array's document elements `query` matches; whether anything was removed. */
function pullMatching(doc: Doc, path: string, query: Query): boolean {
  const current = getPath(doc, path);
  if (!Array.isArray(current)) return false;
  const kept = current.filter((el) => !(isPlainObject(el) && query.test(el)));
  if (kept.length === current.length) return false;
  setPath(doc, path, kept);
  return true;
}

export interface ApplyOptions {
  query: Doc;
  arrayFilters?: Doc[];
  isInsert: boolean;
}

/** Applies an update (operators, replacement or pipeline) to a copy of `doc`. */
export function applyUpdate(
  doc: Doc,
  update: UpdateSpec,
  opts: ApplyOptions,
): { doc: Doc; modified: boolean } {
  if (Array.isArray(update)) {
    const agg = new Aggregator(update, baseOptions);
    const out = agg.run([cloneDoc(doc)])[0];
    if (!out) throw badValue('update pipeline produced no document');
    const result = { _id: doc._id, ...out } as Doc;
    return { doc: result, modified: keyOf(result) !== keyOf(doc) };
  }
  if (!isOperatorUpdate(update)) {
    for (const k of Object.keys(update)) {
      if (k.startsWith('$'))
        throw badValue(
          `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document.`,
        );
    }
    if (update._id !== undefined && doc._id !== undefined && keyOf(update._id) !== keyOf(doc._id)) {
      throw new MongoCommandError(
        ErrorCodes.ImmutableField,
        `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(update._id)}`,
      );
    }
    const replacement = cloneDoc(update);
    delete replacement._id;
    const result: Doc = doc._id !== undefined ? { _id: doc._id, ...replacement } : replacement;
    return { doc: result, modified: keyOf(result) !== keyOf(doc) };
  }
  const modifier: Record<string, Doc> = {};
  for (const [op, fields] of Object.entries(update)) {
    if (!op.startsWith('$')) {
      throw badValue(
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!SUPPORTED_OPERATORS.has(op)) {
      throw new MongoCommandError(
        ErrorCodes.FailedToParse,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(fields)) {
      throw new MongoCommandError(
        ErrorCodes.FailedToParse,
        `Modifiers operate on fields but we found type ${typeof fields} instead.`,
      );
    }
    if (Object.keys(fields).length === 0) continue;
    if (op === '$setOnInsert') {
      if (opts.isInsert) modifier.$set = { ...(modifier.$set ?? {}), ...fields };
      continue;
    }
    modifier[op] = { ...(modifier[op] ?? {}), ...fields };
  }
  for (const [op, fields] of Object.entries(modifier)) {
    for (const path of Object.keys(fields)) {
      if (path === '_id' || path.startsWith('_id.')) {
        if (op === '$set' && opts.isInsert) continue;
        if (op === '$set' && keyOf(fields[path]) === keyOf(getPath(doc, path))) continue;
        throw new MongoCommandError(
          ErrorCodes.ImmutableField,
          `Performing an update on the path '_id' would modify the immutable field '_id'`,
        );
      }
    }
  }
  // On an upsert's insert, `_id` may come from $set/$setOnInsert (mongod allows it); mingo refuses
  // any update to `_id`, so apply it to the seed directly and hand mingo the rest.
  let base = doc;
  const setFields = modifier.$set;
  if (opts.isInsert && setFields && Object.prototype.hasOwnProperty.call(setFields, '_id')) {
    const { _id, ...rest } = setFields;
    base = { ...cloneDoc(doc), _id: cloneValue(_id) };
    if (Object.keys(rest).length > 0) modifier.$set = rest;
    else delete modifier.$set;
  }
  if (Object.keys(modifier).length === 0) return { doc: base, modified: base !== doc };
  const resolved = resolvePositional(modifier, opts.query, base);
  checkDecimal(resolved, base);
  validateTargets(resolved, base);
  const target = cloneDoc(base);
  const documentPulls = takeDocumentPulls(resolved);
  let changed: string[] = [];
  try {
    if (Object.keys(resolved).length > 0) {
      changed = mingoUpdate(target, resolved as Modifier<Doc>, opts.arrayFilters, undefined, {
        cloneMode: 'copy',
        queryOptions: baseOptions,
      });
    }
    for (const [path, query] of documentPulls) {
      if (pullMatching(target, path, query)) changed.push(path);
    }
  } catch (err) {
    if (err instanceof MongoCommandError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    const code = /conflict/i.test(message)
      ? ErrorCodes.ConflictingUpdateOperators
      : ErrorCodes.BadValue;
    throw new MongoCommandError(code, message);
  }
  return { doc: target, modified: changed.length > 0 || base !== doc };
}

/** The document an upsert starts from: the equality fields of the query. */
export function upsertSeed(query: Doc): Doc {
  const out: Doc = {};
  const visit = (q: Doc): void => {
    for (const [k, v] of Object.entries(q)) {
      if (k === '$and' && Array.isArray(v)) {
        for (const sub of v) if (isPlainObject(sub)) visit(sub);
      } else if (k.startsWith('$')) {
        continue;
      } else if (isOperatorObject(v)) {
        if ('$eq' in v) setPath(out, k, cloneValue(v.$eq));
      } else if (!(v instanceof RegExp)) {
        setPath(out, k, cloneValue(v));
      }
    }
  };
  visit(query);
  return out;
}

/** Builds the document an upsert inserts. */
export function buildUpsertDoc(query: Doc, update: UpdateSpec, arrayFilters?: Doc[]): Doc {
  const seed = upsertSeed(query);
  let doc: Doc;
  if (Array.isArray(update) || isOperatorUpdate(update)) {
    doc = applyUpdate(seed, update, { query, arrayFilters, isInsert: true }).doc;
  } else {
    doc = cloneDoc(update);
    if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  }
  if (doc._id === undefined) doc._id = new ObjectId();
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

export function assertNoUnsupported(cmd: Doc): void {
  if (
    cmd.collation !== undefined &&
    !(isPlainObject(cmd.collation) && cmd.collation.locale === 'simple')
  ) {
    throw notImplemented('collation');
  }
}
