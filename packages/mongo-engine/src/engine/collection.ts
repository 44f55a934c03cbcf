import { UUID } from '../bson';
import { Query } from 'mingo/query';
import { ErrorCodes, MongoCommandError, notImplemented } from './errors';
import { Index, normaliseSpec, sameIndex, type IndexSpec } from './indexes';
import { baseOptions } from './mingo';
import { planCandidates, planWalk, runWalk, type CandidatePlan, type PlanTarget } from './planner';
import { getIndexValues, isPlainObject, keyOf, renderValue, sortDocs, type Doc } from './values';

/** A change to one collection's contents or indexes, as reported to the store (and its journal). */
export type CollectionChange =
  | { kind: 'insert' | 'replace'; doc: Doc }
  | { kind: 'delete'; id: unknown }
  | { kind: 'clear' }
  | { kind: 'indexes'; specs: IndexSpec[] };

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

const UNSUPPORTED_QUERY_OPERATORS = new Set([
  '$text',
  '$near',
  '$nearSphere',
  '$geoWithin',
  '$geoIntersects',
  '$where',
]);

/** Refuses query operators the engine cannot evaluate (mingo lacks them or evaluates them differently). */
export function assertSupportedFilter(filter: unknown): void {
  if (Array.isArray(filter)) {
    for (const f of filter) assertSupportedFilter(f);
    return;
  }
  if (!isPlainObject(filter)) return;
  for (const [k, v] of Object.entries(filter)) {
    if (UNSUPPORTED_QUERY_OPERATORS.has(k)) throw notImplemented(`the ${k} query operator`);
    if (isPlainObject(v) || Array.isArray(v)) assertSupportedFilter(v);
  }
}

/** A collection: documents by `_id` key (insertion order = natural order) plus secondary indexes. */
export class Collection implements PlanTarget {
  readonly docs = new Map<string, Doc>();
  readonly indexes: Index[] = [];
  /** Natural position of each document (insertion sequence; kept across updates). */
  private readonly seqs = new Map<string, number>();
  private nextSeq = 0;
  readonly uuid: UUID;
  options: Doc;

  constructor(
    readonly db: string,
    readonly name: string,
    options: Doc = {},
    uuid?: UUID,
    private readonly onChange: (change: CollectionChange) => void = () => undefined,
  ) {
    this.options = options;
    this.uuid = uuid ?? new UUID();
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  all(): Doc[] {
    return Array.from(this.docs.values());
  }

  *entries(): Iterable<[string, Doc, number]> {
    for (const [id, doc] of this.docs) yield [id, doc, this.seqs.get(id) ?? 0];
  }

  seqOf(id: string): number | undefined {
    return this.seqs.get(id);
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...this.indexes.map((i) => i.spec)];
  }

  private idDuplicate(id: unknown): MongoCommandError {
    return new MongoCommandError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: _id_ dup key: { _id: ${renderValue(id)} }`,
      { keyPattern: { _id: 1 }, keyValue: { _id: id } },
    );
  }

  /** Throws E11000 when `doc` would collide in a unique index (ignoring the document `selfId`). */
  private checkUnique(doc: Doc, selfId: string | null): void {
    for (const index of this.indexes) {
      if (!index.unique) continue;
      const k = index.keysFor(doc);
      if (!k) continue;
      k.keys.forEach((key, i) => {
        const owner = index.entries.get(key);
        if (owner !== undefined && owner !== selfId)
          throw index.duplicateError(this.ns, k.values[i] ?? {});
      });
    }
  }

  /** Indexes whose access paths an update from `before` to `after` leaves as they are. */
  private unchangedBy(before: Doc, after: Doc): Set<Index> {
    return new Set(this.indexes.filter((i) => i.access && !i.access.changes(before, after)));
  }

  private addKeys(doc: Doc, id: string, seq: number, unchanged?: Set<Index>): void {
    for (const index of this.indexes) {
      if (!unchanged?.has(index)) index.access?.add(doc, id, seq);
      if (!index.unique) continue;
      for (const key of index.keysFor(doc)?.keys ?? []) index.entries.set(key, id);
    }
  }

  private removeKeys(doc: Doc, id: string, seq: number, unchanged?: Set<Index>): void {
    for (const index of this.indexes) {
      if (!unchanged?.has(index)) index.access?.remove(doc, id, seq);
      if (!index.unique) continue;
      for (const key of index.keysFor(doc)?.keys ?? []) {
        if (index.entries.get(key) === id) index.entries.delete(key);
      }
    }
  }

  insert(doc: Doc): void {
    if (doc._id === undefined)
      throw new MongoCommandError(ErrorCodes.InternalError, 'document without _id');
    if (Array.isArray(doc._id)) {
      throw new MongoCommandError(53, `The '_id' value cannot be of type array`);
    }
    const id = keyOf(doc._id);
    if (this.docs.has(id)) throw this.idDuplicate(doc._id);
    this.checkUnique(doc, null);
    const seq = this.nextSeq++;
    this.docs.set(id, doc);
    this.seqs.set(id, seq);
    this.addKeys(doc, id, seq);
    this.onChange({ kind: 'insert', doc });
  }

  /** Replaces a stored document (same `_id`) with its updated version, enforcing unique indexes. */
  replace(oldDoc: Doc, newDoc: Doc): void {
    const id = keyOf(oldDoc._id);
    if (keyOf(newDoc._id) !== id) {
      throw new MongoCommandError(
        ErrorCodes.ImmutableField,
        `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${renderValue(newDoc._id)}`,
      );
    }
    this.checkUnique(newDoc, id);
    const seq = this.seqs.get(id) ?? 0;
    const unchanged = this.unchangedBy(oldDoc, newDoc);
    this.removeKeys(oldDoc, id, seq, unchanged);
    this.docs.set(id, newDoc);
    this.addKeys(newDoc, id, seq, unchanged);
    this.onChange({ kind: 'replace', doc: newDoc });
  }

  remove(doc: Doc): void {
    const id = keyOf(doc._id);
    if (!this.docs.has(id)) return;
    this.removeKeys(doc, id, this.seqs.get(id) ?? 0);
    this.docs.delete(id);
    this.seqs.delete(id);
    this.onChange({ kind: 'delete', id: doc._id });
  }

  clear(): void {
    this.docs.clear();
    this.seqs.clear();
    for (const i of this.indexes) {
      i.entries.clear();
      i.access?.reset();
    }
    this.onChange({ kind: 'clear' });
  }

  /** Candidate documents for a filter (a superset of the matches, in natural order). */
  candidates(filter: Doc): Doc[] {
    return this.plan(filter).docs;
  }

  /**
   * Plans a filter: `_id` map, unique point lookups, index postings (equality, `$in`, anchored
   * prefix regexes, through `$and`/`$or`) or every document. `exact` is true when the lookup alone
   * decides the match, so the candidates need no further test.
   */
  plan(
    filter: Doc,
    planned: CandidatePlan | null = planCandidates(this, filter),
  ): { docs: Doc[]; exact: boolean } {
    if (!planned) return { docs: this.all(), exact: Object.keys(filter).length === 0 };
    const docs: Doc[] = [];
    for (const id of planned.ids) {
      const d = this.docs.get(id);
      if (d) docs.push(d);
    }
    return { docs, exact: planned.exact };
  }

  /** Documents matching a filter, in natural order. */
  match(filter: Doc | undefined, limit = 0, planned?: CandidatePlan | null): Doc[] {
    const f = filter ?? {};
    assertSupportedFilter(f);
    const { docs, exact } = this.plan(f, planned === undefined ? planCandidates(this, f) : planned);
    if (exact) return limit > 0 ? docs.slice(0, limit) : docs;
    const q = new Query(f, baseOptions);
    const out: Doc[] = [];
    for (const d of docs) {
      if (q.test(d)) {
        out.push(d);
        if (limit > 0 && out.length >= limit) break;
      }
    }
    return out;
  }

  /**
   * filter → sort → skip → limit. A sort the order of an index provides (after its equality
   * prefix) walks that index and stops once enough documents are found; otherwise the matches are
   * sorted. Either way the answer equals sorting every match (ties in natural order).
   */
  query(filter: Doc | undefined, sort: Doc | undefined, skip = 0, limit = 0): Doc[] {
    const f = filter ?? {};
    assertSupportedFilter(f);
    const sorted = !!sort && Object.keys(sort).length > 0;
    const walk = sort && sorted ? planWalk(this, f, sort) : null;
    if (walk?.exact) return runWalk(this, walk, null, skip, limit);
    const planned = planCandidates(this, f);
    // Walk instead of testing and sorting every candidate when candidates are many: a walk tests
    // about (skip + limit) × size / candidates documents (uniform spread) before it can stop.
    const candidates = planned ? planned.ids.length : this.size;
    if (walk && limit > 0 && candidates * candidates > (skip + limit) * this.size) {
      const q = new Query(f, baseOptions);
      return runWalk(this, walk, (d) => q.test(d), skip, limit);
    }
    let docs = this.match(f, !sorted && limit > 0 ? skip + limit : 0, planned);
    if (sort && sorted) docs = sortDocs(docs, sort);
    return skip > 0 || limit > 0 ? docs.slice(skip, limit > 0 ? skip + limit : undefined) : docs;
  }

  /**
   * Removes documents expired by TTL indexes (`expireAfterSeconds` on a date field or an array of
   * dates, as mongod's TTL monitor does). Returns the number removed.
   */
  expireTtl(now: number): number {
    let removed = 0;
    for (const index of this.indexes) {
      const seconds = index.spec.expireAfterSeconds;
      if (typeof seconds !== 'number' || index.fields.length !== 1) continue;
      const field = index.fields[0] as string;
      const cutoff = now - seconds * 1000;
      for (const doc of this.all()) {
        if (index.partial && !index.partial.test(doc)) continue;
        const dates = getIndexValues(doc, field).filter((v): v is Date => v instanceof Date);
        if (dates.length > 0 && Math.min(...dates.map((d) => d.getTime())) <= cutoff) {
          this.remove(doc);
          removed += 1;
        }
      }
    }
    return removed;
  }

  /** Creates an index; returns false if an identical one exists. */
  createIndex(raw: unknown): boolean {
    const spec = normaliseSpec(raw);
    if (
      spec.name === '_id_' ||
      (Object.keys(spec.key).length === 1 &&
        spec.key._id !== undefined &&
        !spec.unique &&
        !spec.partialFilterExpression)
    ) {
      if (keyOf(spec.key) === keyOf(ID_INDEX_SPEC.key)) return false;
    }
    for (const existing of this.indexes) {
      if (existing.spec.name === spec.name) {
        if (sameIndex(existing.spec, spec)) return false;
        if (keyOf(existing.spec.key) !== keyOf(spec.key)) {
          throw new MongoCommandError(
            ErrorCodes.IndexKeySpecsConflict,
            `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${renderValue(spec)}, existing index: ${renderValue(existing.spec)}`,
          );
        }
        throw new MongoCommandError(
          ErrorCodes.IndexOptionsConflict,
          `An existing index has the same name as the requested index. Requested index: ${renderValue(spec)}, existing index: ${renderValue(existing.spec)}`,
        );
      }
      if (keyOf(existing.spec.key) === keyOf(spec.key) && sameIndex(existing.spec, spec)) {
        return false;
      }
      if (
        keyOf(existing.spec.key) === keyOf(spec.key) &&
        !existing.spec.partialFilterExpression &&
        !spec.partialFilterExpression
      ) {
        throw new MongoCommandError(
          ErrorCodes.IndexOptionsConflict,
          `An equivalent index already exists with a different name and options. Requested index: ${renderValue(spec)}, existing index: ${renderValue(existing.spec)}`,
        );
      }
    }
    const index = new Index(spec);
    if (index.unique) {
      for (const [id, doc] of this.docs) {
        const k = index.keysFor(doc);
        if (!k) continue;
        k.keys.forEach((key, i) => {
          const owner = index.entries.get(key);
          if (owner !== undefined && owner !== id)
            throw index.duplicateError(this.ns, k.values[i] ?? {});
          index.entries.set(key, id);
        });
      }
    }
    this.indexes.push(index);
    this.onChange({ kind: 'indexes', specs: this.indexes.map((i) => i.spec) });
    return true;
  }

  /** Drops indexes by name, key pattern, list of names or '*'. Returns the number of indexes before. */
  dropIndexes(which: unknown): number {
    const before = this.indexes.length + 1;
    const dropOne = (target: unknown): void => {
      const i = this.indexes.findIndex((ix) =>
        typeof target === 'string' ? ix.spec.name === target : keyOf(ix.spec.key) === keyOf(target),
      );
      if (target === '_id_' || (isPlainObject(target) && keyOf(target) === keyOf({ _id: 1 }))) {
        throw new MongoCommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
      }
      if (i < 0) {
        throw new MongoCommandError(
          ErrorCodes.IndexNotFound,
          typeof target === 'string'
            ? `index not found with name [${target}]`
            : `can't find index with key: ${renderValue(target)}`,
        );
      }
      this.indexes.splice(i, 1);
    };
    try {
      if (which === '*') this.indexes.splice(0);
      else if (Array.isArray(which)) for (const w of which) dropOne(w);
      else dropOne(which);
    } finally {
      // Reported even when a later name in a list fails: the earlier ones are already gone.
      this.onChange({ kind: 'indexes', specs: this.indexes.map((i) => i.spec) });
    }
    return before;
  }
}
