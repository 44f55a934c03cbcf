/**
 * Query planning over the `_id` map and secondary indexes. Every plan yields a superset of the
 * documents the filter matches (or exactly them when `exact`), in natural order, so answers are
 * identical to a full scan: the caller tests candidates against the full filter unless `exact`.
 */
import { ObjectId } from '../bson';
import type { Candidates, IndexAccess, OrderedEntry } from './index-access';
import type { Index } from './indexes';
import { compareValues, isPlainObject, keyOf, sortDocs, type Doc } from './values';

/** What the planner reads from a collection. */
export interface PlanTarget {
  readonly docs: ReadonlyMap<string, Doc>;
  readonly indexes: readonly Index[];
  /** Every document with its id key and natural position. */
  entries(): Iterable<[string, Doc, number]>;
  seqOf(id: string): number | undefined;
}

/** A value an index lookup can answer by canonical key (numbers of any BSON type share keys). */
function isPoint(v: unknown): boolean {
  return (
    typeof v === 'string' ||
    typeof v === 'number' ||
    typeof v === 'boolean' ||
    v instanceof ObjectId ||
    v instanceof Date
  );
}

/** A point whose key equality is exactly the matcher's equality (numbers are not: 5 vs Long(5)). */
function isExactPoint(v: unknown): boolean {
  return (
    typeof v === 'string' ||
    typeof v === 'boolean' ||
    v instanceof ObjectId ||
    (v instanceof Date && !Number.isNaN(v.getTime()))
  );
}

/** Values of `filter[field]` usable for a point lookup: a plain equality, `$eq` or `$in`. */
export function pointValues(cond: unknown): unknown[] | null {
  if (isPlainObject(cond)) {
    const keys = Object.keys(cond);
    if (keys.length !== 1) return null;
    if (keys[0] === '$eq') return pointValues(cond.$eq);
    if (keys[0] === '$in' && Array.isArray(cond.$in)) {
      const vals = cond.$in as unknown[];
      return vals.every(isPoint) ? vals : null;
    }
    return null;
  }
  return isPoint(cond) ? [cond] : null;
}

const REGEX_META = new Set(['.', '[', ']', '(', ')', '*', '+', '?', '{', '}', '|', '^', '$', '\\']);

/** The literal prefix every match of an anchored regex starts with, or null (not anchored, flags, `|`). */
export function regexPrefix(source: string, flags: string): string | null {
  if (![...flags].every((f) => f === 's') || !source.startsWith('^') || source.includes('|'))
    return null;
  let out = '';
  for (let i = 1; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) break; // \d, \w, \b, back-references…
      out += next;
      i += 1;
    } else if (REGEX_META.has(c)) {
      if (c === '*' || c === '?' || c === '{') out = out.slice(0, -1); // the last character is optional
      break;
    } else {
      out += c;
    }
  }
  return out.length > 0 ? out : null;
}

type Lookup =
  { kind: 'eq'; values: unknown[]; exact: boolean } | { kind: 'prefix'; prefix: string };

/** The index lookups a condition on one field implies (all of them hold for a match). */
function fieldLookups(cond: unknown): Lookup[] {
  const points = pointValues(cond);
  if (points) return [{ kind: 'eq', values: points, exact: points.every(isExactPoint) }];
  if (cond instanceof RegExp) {
    const prefix = regexPrefix(cond.source, cond.flags);
    return prefix ? [{ kind: 'prefix', prefix }] : [];
  }
  if (!isPlainObject(cond) || !Object.keys(cond)[0]?.startsWith('$')) return [];
  const out: Lookup[] = [];
  for (const op of ['$eq', '$in'] as const) {
    const v = op in cond ? pointValues({ [op]: cond[op] }) : null;
    if (v) out.push({ kind: 'eq', values: v, exact: false });
  }
  const re = cond.$regex;
  const options = typeof cond.$options === 'string' ? cond.$options : '';
  const prefix =
    re instanceof RegExp
      ? regexPrefix(re.source, re.flags + options)
      : typeof re === 'string'
        ? regexPrefix(re, options)
        : null;
  if (prefix) out.push({ kind: 'prefix', prefix });
  return out;
}

/** Candidates as a union of maps (index postings are shared, never copied until intersected). */
type Union = Candidates[];
const unionSize = (u: Union): number => u.reduce((n, m) => n + m.size, 0);

function accessFor(t: PlanTarget, field: string): IndexAccess | null {
  for (const ix of t.indexes) if (ix.access && ix.fields[0] === field) return ix.access;
  return null;
}

function resolve(t: PlanTarget, field: string, lookup: Lookup): Union | null {
  if (field === '_id') {
    if (lookup.kind !== 'eq') return null;
    const ids = new Map<string, number>();
    for (const v of lookup.values) {
      const k = keyOf(v);
      const seq = t.seqOf(k);
      if (seq !== undefined) ids.set(k, seq);
    }
    return [ids];
  }
  const access = accessFor(t, field);
  if (!access || field.split('.').some((p) => /^\d+$/.test(p))) return null;
  const all = () => t.entries();
  return lookup.kind === 'eq'
    ? access.lookup(lookup.values, all)
    : access.lookupPrefix(lookup.prefix, all);
}

/** Candidate unions for a filter (ANDed), or null when nothing narrows it. */
function filterUnions(t: PlanTarget, filter: Doc): Union[] | null {
  const out: Union[] = [];
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(cond)) {
      for (const sub of cond as unknown[])
        out.push(...((isPlainObject(sub) && filterUnions(t, sub)) || []));
    } else if (key === '$or' && Array.isArray(cond) && cond.length > 0) {
      const branches = (cond as unknown[]).map((sub) =>
        isPlainObject(sub) ? filterUnions(t, sub) : null,
      );
      if (branches.every((b): b is Union[] => b !== null))
        out.push(branches.flatMap((b) => intersect(b)));
    } else if (!key.startsWith('$')) {
      for (const lookup of fieldLookups(cond)) {
        const u = resolve(t, key, lookup);
        if (u) out.push(u);
      }
    }
  }
  return out.length > 0 ? out : null;
}

function inAll(unions: readonly Union[], id: string): boolean {
  for (const u of unions) {
    let found = false;
    for (const m of u) {
      if (m.has(id)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** Intersection of unions as one map (the smallest union filtered by the others). */
function intersect(unions: Union[]): Union {
  const sorted = [...unions].sort((a, b) => unionSize(a) - unionSize(b));
  const [base, ...rest] = sorted;
  if (!base) return [];
  if (rest.length === 0) return base;
  const out = new Map<string, number>();
  for (const m of base) {
    for (const [id, seq] of m) if (inAll(rest, id)) out.set(id, seq);
  }
  return [out];
}

/** Ids of a union in natural order, without duplicates. */
function naturalOrder(u: Union): string[] {
  const only = u.length === 1 ? u[0] : undefined;
  const pairs: Array<[string, number]> = only ? [...only] : [...new Map(u.flatMap((m) => [...m]))];
  let sorted = true;
  for (let i = 1; i < pairs.length && sorted; i++)
    if ((pairs[i - 1] as [string, number])[1] > (pairs[i] as [string, number])[1]) sorted = false;
  if (!sorted) pairs.sort((a, b) => a[1] - b[1]);
  return pairs.map((p) => p[0]);
}

export interface CandidatePlan {
  ids: string[];
  /** The lookup alone decides the match: candidates need no test against the filter. */
  exact: boolean;
}

/** Whether the filter is one field compared by exact-type equality (`v`, `$eq` or `$in`). */
function singleExactEquality(filter: Doc): string | null {
  const keys = Object.keys(filter);
  const field = keys[0];
  if (keys.length !== 1 || field === undefined || field.startsWith('$')) return null;
  const points = pointValues(filter[field]);
  return points?.every(isExactPoint) ? field : null;
}

/** Plans a filter from the `_id` map, unique point lookups and index postings; null = scan. */
export function planCandidates(t: PlanTarget, filter: Doc): CandidatePlan | null {
  const keys = Object.keys(filter);
  if (pointValues(filter._id)) {
    const u = resolve(t, '_id', {
      kind: 'eq',
      values: pointValues(filter._id) ?? [],
      exact: false,
    });
    return { ids: naturalOrder(u ?? []), exact: keys.length === 1 };
  }
  for (const index of t.indexes) {
    if (!index.unique || index.partial) continue;
    const values = index.fields.map((f) => pointValues(filter[f]));
    if (values.some((v) => v === null || v.length !== 1)) continue;
    const owner = index.entries.get(index.pointKey(values.map((v) => (v as unknown[])[0])));
    return {
      ids: owner !== undefined && t.docs.has(owner) ? [owner] : [],
      exact: keys.length === index.fields.length,
    };
  }
  const range = compoundRange(t, filter);
  const unions = filterUnions(t, filter) ?? [];
  if (range) unions.push([range.ids]);
  if (unions.length === 0) return null;
  const field = singleExactEquality(filter);
  const exactLookup =
    field !== null && !accessFor(t, field)?.isMultikey(() => t.entries()) && field !== '_id';
  return { ids: naturalOrder(intersect(unions)), exact: exactLookup || (range?.exact ?? false) };
}

/** Top-level fields compared by equality with one point value. */
function equalityFields(filter: Doc): Map<string, { value: unknown; exact: boolean }> {
  const out = new Map<string, { value: unknown; exact: boolean }>();
  for (const [k, cond] of Object.entries(filter)) {
    const p = k.startsWith('$') ? null : pointValues(cond);
    if (p?.length === 1 && !(isPlainObject(cond) && '$in' in cond))
      out.set(k, { value: p[0], exact: isExactPoint(p[0]) });
  }
  return out;
}

/** Length of the index's leading fields all compared by equality in the filter. */
function equalityPrefix(index: Index, eq: Map<string, unknown>): number {
  let j = 0;
  while (j < index.fields.length && eq.has(index.fields[j] as string)) j += 1;
  return j;
}

/** Entries of a compound index whose ≥ 2 leading fields the filter fixes by equality. */
function compoundRange(
  t: PlanTarget,
  filter: Doc,
): { ids: Map<string, number>; exact: boolean } | null {
  const eq = equalityFields(filter);
  let best: { index: Index; j: number } | null = null;
  for (const index of t.indexes) {
    const j = index.access ? equalityPrefix(index, eq) : 0;
    if (j >= 2 && (!best || j > best.j)) best = { index, j };
  }
  if (!best?.index.access) return null;
  const fields = best.index.fields.slice(0, best.j);
  const entries = best.index.access.range(
    fields.map((f) => eq.get(f)?.value),
    false,
    () => t.entries(),
  );
  if (!entries) return null;
  const exact = Object.keys(filter).length === best.j && fields.every((f) => eq.get(f)?.exact);
  const keys = fields.map((f) => keyOf(eq.get(f)?.value));
  const ids = new Map<string, number>();
  for (const e of entries)
    if (!exact || keys.every((k, i) => keyOf(e.values[i]) === k)) ids.set(e.id, e.seq);
  return { ids, exact };
}

export interface WalkPlan {
  entries: OrderedEntry[];
  /** Leading index fields fixed by equality, and how many sort keys the index order provides. */
  eqLen: number;
  sortLen: number;
  /** Sort keys after those (ties of the index order are sorted by them, then natural order). */
  rest: Doc;
  eqKeys: string[];
  /** The equality values themselves (in index order). */
  eqValues: unknown[];
  exact: boolean;
}

/** An index whose order serves `sort` after its equality prefix (forwards or backwards); null if none. */
export function planWalk(t: PlanTarget, filter: Doc, sort: Doc): WalkPlan | null {
  const spec = Object.entries(sort);
  if (spec.some(([k, d]) => k === '$natural' || (d !== 1 && d !== -1))) return null;
  const eq = equalityFields(filter);
  const nKeys = Object.keys(filter).length;
  let best:
    | (Omit<WalkPlan, 'entries' | 'eqKeys' | 'eqValues' | 'rest'> & {
        index: Index;
        reverse: boolean;
      })
    | null = null;
  for (const index of t.indexes) {
    if (!index.access) continue;
    const j = equalityPrefix(index, eq);
    const first = spec[0];
    if (!first || index.fields[j] !== first[0]) continue;
    const reverse = first[1] !== index.access.directions[j];
    let m = 0;
    while (
      m < spec.length &&
      j + m < index.fields.length &&
      spec[m]?.[0] === index.fields[j + m] &&
      (spec[m]?.[1] === index.access.directions[j + m]) !== reverse
    ) {
      m += 1;
    }
    const exact = nKeys === j && index.fields.slice(0, j).every((f) => eq.get(f)?.exact);
    const better =
      !best ||
      (exact && !best.exact) ||
      (exact === best.exact && (j > best.eqLen || (j === best.eqLen && m > best.sortLen)));
    if (better) best = { index, reverse, eqLen: j, sortLen: m, exact };
  }
  if (!best?.index.access) return null;
  const fields = best.index.fields.slice(0, best.eqLen);
  const entries = best.index.access.range(
    fields.map((f) => eq.get(f)?.value),
    best.reverse,
    () => t.entries(),
  );
  if (!entries) return null;
  return {
    entries,
    eqLen: best.eqLen,
    sortLen: best.sortLen,
    rest: Object.fromEntries(spec.slice(best.sortLen)),
    eqKeys: fields.map((f) => keyOf(eq.get(f)?.value)),
    eqValues: fields.map((f) => eq.get(f)?.value),
    exact: best.exact,
  };
}

function sameSortValues(a: OrderedEntry, b: OrderedEntry, from: number, n: number): boolean {
  for (let i = from; i < from + n; i++)
    if (compareValues(a.values[i], b.values[i]) !== 0) return false;
  return true;
}

/**
 * Runs a walk: documents in index order, each run of equal sort values ordered by the remaining
 * sort keys then natural order (as a full sort would), until `skip + limit` are found.
 */
export function runWalk(
  t: PlanTarget,
  plan: WalkPlan,
  test: ((d: Doc) => boolean) | null,
  skip: number,
  limit: number,
): Doc[] {
  const need = limit > 0 ? limit : Infinity;
  const out: Doc[] = [];
  let group: Array<{ doc: Doc; seq: number }> = [];
  let previous: OrderedEntry | null = null;
  // Documents still to skip: a run of equal sort values wholly before the page is only counted
  // (neither ordered nor copied); the run the page starts in is ordered whole, then cut.
  let toSkip = skip;
  const hasRest = Object.keys(plan.rest).length > 0;
  const flush = (): void => {
    if (group.length <= toSkip) {
      toSkip -= group.length;
      group = [];
      return;
    }
    group.sort((a, b) => a.seq - b.seq);
    const docs = group.map((g) => g.doc);
    const ordered = hasRest ? sortDocs(docs, plan.rest) : docs;
    for (let i = toSkip; i < ordered.length; i++) out.push(ordered[i] as Doc);
    toSkip = 0;
    group = [];
  };
  const { eqLen, sortLen, eqKeys } = plan;
  // The range holds entries comparing equal to the equality values; only values of another type
  // that compare equal (numbers of different kinds) can still differ by key.
  const check = plan.exact && plan.eqValues.some((v) => !keyedByCompare(v));
  for (const e of plan.entries) {
    const prev = previous;
    if (prev && !sameSortValues(prev, e, eqLen, sortLen)) {
      flush();
      if (out.length >= need) break;
    }
    previous = e;
    if (check && !eqKeys.every((k, i) => keyOf(e.values[i]) === k)) continue;
    const doc = t.docs.get(e.id);
    if (!doc || (test && !test(doc))) continue;
    group.push({ doc, seq: e.seq });
  }
  flush();
  return limit > 0 ? out.slice(0, limit) : out;
}

/** Whether every value comparing equal to `v` has its key (so the key check can be left out). */
function keyedByCompare(v: unknown): boolean {
  return typeof v === 'string' || typeof v === 'boolean' || v instanceof ObjectId;
}
