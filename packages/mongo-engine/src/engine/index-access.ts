/**
 * Access paths of one secondary index, built on first use and maintained on every write after:
 *
 * - **postings**: documents by the value of the index's first field (every array element for a
 *   multikey field), for equality, `$in` and anchored-prefix regex lookups;
 * - **ordered entries**: one entry per document, ordered like the index (field values with the
 *   index's directions, then natural order), for sorted `find … limit` walks and compound-prefix
 *   ranges. Usable only while no document is multikey in this index.
 *
 * Lookups return candidates (id → natural position); the planner decides whether they still need
 * testing against the full filter.
 */
import { compareValues, isPlainObject, keyOf, type Doc } from './values';

/** Candidate documents: id key → natural position (insertion sequence). */
export type Candidates = ReadonlyMap<string, number>;

export interface OrderedEntry {
  id: string;
  seq: number;
  /** One value per index field (null when missing). */
  values: unknown[];
}

interface Collected {
  values: unknown[];
  multikey: boolean;
}

/** Leaf values: array elements (nested arrays flattened), `null` for an empty array. */
function collectLeaf(v: unknown, depth: number, into: Collected): void {
  if (!Array.isArray(v)) {
    into.values.push(v === undefined ? null : v);
    return;
  }
  into.multikey = true;
  if (v.length === 0 && depth === 0) into.values.push(null);
  for (const x of v as unknown[]) {
    if (Array.isArray(x)) collectLeaf(x, depth + 1, into);
    else into.values.push(x === undefined ? null : x);
  }
}

function collectPath(cur: unknown, parts: readonly string[], i: number, into: Collected): void {
  if (i === parts.length) {
    collectLeaf(cur, 0, into);
    return;
  }
  const part = parts[i] as string;
  if (Array.isArray(cur)) {
    into.multikey = true;
    if (/^\d+$/.test(part) && cur[Number(part)] !== undefined) {
      collectPath(cur[Number(part)], parts, i + 1, into);
      return;
    }
    for (const el of cur as unknown[])
      if (isPlainObject(el) && part in el) collectPath(el[part], parts, i + 1, into);
    return;
  }
  if (isPlainObject(cur) && Object.prototype.hasOwnProperty.call(cur, part))
    collectPath(cur[part], parts, i + 1, into);
}

/**
 * The values of `path` in a document as an index sees them: arrays along the path fan out, the
 * elements of nested arrays at the end are included too (so candidates are never narrower than
 * the query matcher), a missing path or an empty array gives `null`.
 */
export function fieldValues(doc: unknown, path: string | readonly string[]): Collected {
  const into: Collected = { values: [], multikey: false };
  collectPath(doc, typeof path === 'string' ? path.split('.') : path, 0, into);
  if (into.values.length === 0) into.values.push(null);
  return into;
}

/** Index of the first element of `arr` for which `before(element)` is false (binary search). */
function lowerBound<T>(arr: readonly T[], before: (x: T) => boolean): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(arr[mid] as T)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class IndexAccess {
  private postings: Map<string, Map<string, number>> | null = null;
  /** Posting keys of string values, sorted (for prefix ranges); rebuilt when keys come or go. */
  private stringKeys: string[] | null = null;
  private ordered: OrderedEntry[] | null = null;
  /** An ordering could not be built (values without a total order, e.g. Decimal128): retried after a write. */
  private orderFailed = false;
  /** Documents with an array somewhere along one of the index paths; null until first built. */
  private multikeyDocs: number | null = null;

  private readonly paths: readonly string[][];

  constructor(
    readonly fields: readonly string[],
    readonly directions: readonly number[],
  ) {
    this.paths = fields.map((f) => f.split('.'));
  }

  /** Drops every access path (collection cleared); they are rebuilt on next use. */
  reset(): void {
    this.postings = null;
    this.stringKeys = null;
    this.ordered = null;
    this.orderFailed = false;
    this.multikeyDocs = null;
  }

  private describe(doc: Doc): { first: string[]; values: unknown[]; multikey: boolean } {
    let multikey = false;
    let first: string[] = [];
    const values = this.paths.map((f, i) => {
      const fv = fieldValues(doc, f);
      if (fv.multikey) multikey = true;
      if (i === 0) first = [...new Set(fv.values.map(keyOf))];
      return fv.values[0];
    });
    return { first, values, multikey };
  }

  private compare(a: OrderedEntry, b: OrderedEntry): number {
    for (let i = 0; i < this.fields.length; i++) {
      const c = compareValues(a.values[i], b.values[i]);
      if (c) return c * (this.directions[i] ?? 1);
    }
    return a.seq - b.seq;
  }

  private addPostings(keys: string[], id: string, seq: number): void {
    if (!this.postings) return;
    for (const k of keys) {
      let p = this.postings.get(k);
      if (!p) {
        p = new Map();
        this.postings.set(k, p);
        if (k.startsWith('s')) this.stringKeys = null;
      }
      p.set(id, seq);
    }
  }

  private removePostings(keys: string[], id: string): void {
    if (!this.postings) return;
    for (const k of keys) {
      const p = this.postings.get(k);
      if (!p) continue;
      p.delete(id);
      if (p.size === 0) {
        this.postings.delete(k);
        if (k.startsWith('s')) this.stringKeys = null;
      }
    }
  }

  private insertOrdered(entry: OrderedEntry): void {
    if (!this.ordered) return;
    try {
      const at = lowerBound(this.ordered, (x) => this.compare(x, entry) < 0);
      this.ordered.splice(at, 0, entry);
    } catch {
      this.ordered = null; // rebuilt (or refused) on next use
    }
  }

  private removeOrdered(entry: OrderedEntry): void {
    if (!this.ordered) return;
    try {
      const at = lowerBound(this.ordered, (x) => this.compare(x, entry) < 0);
      if (this.ordered[at]?.id === entry.id) this.ordered.splice(at, 1);
      else this.ordered = null;
    } catch {
      this.ordered = null;
    }
  }

  private get live(): boolean {
    return this.postings !== null || this.ordered !== null || this.multikeyDocs !== null;
  }

  /** Records a document (insert, or the new version of an update). */
  add(doc: Doc, id: string, seq: number): void {
    this.orderFailed = false;
    if (!this.live) return;
    const d = this.describe(doc);
    if (this.multikeyDocs !== null && d.multikey) this.multikeyDocs += 1;
    this.addPostings(d.first, id, seq);
    if (!d.multikey) this.insertOrdered({ id, seq, values: d.values });
  }

  /** Forgets a document (delete, or the old version of an update). */
  remove(doc: Doc, id: string, seq: number): void {
    this.orderFailed = false;
    if (!this.live) return;
    const d = this.describe(doc);
    if (this.multikeyDocs !== null && d.multikey) this.multikeyDocs -= 1;
    this.removePostings(d.first, id);
    if (!d.multikey) this.removeOrdered({ id, seq, values: d.values });
  }

  /** Whether an update from `before` to `after` changes anything this index holds. */
  changes(before: Doc, after: Doc): boolean {
    return this.paths.some((f) => keyOf(fieldValues(before, f)) !== keyOf(fieldValues(after, f)));
  }

  private ensurePostings(all: Iterable<[string, Doc, number]>): Map<string, Map<string, number>> {
    if (this.postings) return this.postings;
    const postings = new Map<string, Map<string, number>>();
    let multikeyDocs = 0;
    this.postings = postings;
    for (const [id, doc, seq] of all) {
      const d = this.describe(doc);
      if (d.multikey) multikeyDocs += 1;
      this.addPostings(d.first, id, seq);
    }
    this.multikeyDocs = multikeyDocs;
    return postings;
  }

  /** Documents whose first indexed field holds one of `values` (any element, for arrays). */
  lookup(values: readonly unknown[], all: () => Iterable<[string, Doc, number]>): Candidates[] {
    const postings = this.ensurePostings(all());
    const out: Candidates[] = [];
    for (const k of new Set(values.map(keyOf))) {
      const p = postings.get(k);
      if (p) out.push(p);
    }
    return out;
  }

  /** Documents whose first indexed field holds a string starting with `prefix`. */
  lookupPrefix(prefix: string, all: () => Iterable<[string, Doc, number]>): Candidates[] {
    const postings = this.ensurePostings(all());
    this.stringKeys ??= [...postings.keys()].filter((k) => k.startsWith('s')).sort();
    const keys = this.stringKeys;
    const enc = keyOf(prefix).slice(0, -1); // `s"abc"` → `s"abc`: JSON escaping is prefix-preserving
    const out: Candidates[] = [];
    for (
      let i = lowerBound(keys, (k) => k < enc);
      i < keys.length && (keys[i] as string).startsWith(enc);
      i++
    ) {
      const p = postings.get(keys[i] as string);
      if (p) out.push(p);
    }
    return out;
  }

  /** Whether any document has an array along an index path (builds the bookkeeping if needed). */
  isMultikey(all: () => Iterable<[string, Doc, number]>): boolean {
    if (this.multikeyDocs === null) this.ensurePostings(all());
    return (this.multikeyDocs ?? 0) > 0;
  }

  /**
   * The entries whose first `eq.length` fields compare equal to `eq`, in index order (reversed when
   * asked); null when the index cannot be ordered (multikey, or values without a total order).
   */
  range(
    eq: readonly unknown[],
    reverse: boolean,
    all: () => Iterable<[string, Doc, number]>,
  ): OrderedEntry[] | null {
    if (this.isMultikey(all) || this.orderFailed) return null;
    if (!this.ordered) {
      const entries: OrderedEntry[] = [];
      for (const [id, doc, seq] of all())
        entries.push({ id, seq, values: this.describe(doc).values });
      try {
        entries.sort((a, b) => this.compare(a, b));
      } catch {
        this.orderFailed = true;
        return null;
      }
      this.ordered = entries;
    }
    const ordered = this.ordered;
    try {
      return this.slice(ordered, eq, reverse);
    } catch {
      return null; // a value without a total order against `eq`
    }
  }

  private slice(
    ordered: readonly OrderedEntry[],
    eq: readonly unknown[],
    reverse: boolean,
  ): OrderedEntry[] {
    const cmpPrefix = (e: OrderedEntry): number => {
      for (let i = 0; i < eq.length; i++) {
        const c = compareValues(e.values[i], eq[i]);
        if (c) return c * (this.directions[i] ?? 1);
      }
      return 0;
    };
    const lo = lowerBound(ordered, (e) => cmpPrefix(e) < 0);
    const hi = lowerBound(ordered, (e) => cmpPrefix(e) <= 0);
    const slice = ordered.slice(lo, hi);
    return reverse ? slice.reverse() : slice;
  }
}
