import { Query } from 'mingo/query';
import type { Collection } from './collection';
import { ErrorCodes, MongoCommandError } from './errors';
import { baseOptions } from './mingo';
import { nsKey, type DocTarget, type Transaction } from './transaction';
import { keyOf, renderValue, sortDocs, type Doc } from './values';

/**
 * A transaction's view of a collection (undefined when neither it nor the store has one). The view
 * lives here, beside the transaction it reads through: the transaction itself never builds one.
 */
export function txnCollection(
  txn: Transaction,
  db: string,
  name: string,
  create: boolean,
): DocTarget | undefined {
  if (create) txn.store.ensureCollection(db, name);
  else if (!txn.store.getCollection(db, name) && !txn.overlay(db, name)) return undefined;
  return new TxnCollection(txn, db, name);
}

/** A collection as one transaction sees it: its own writes merged over the committed documents. */
class TxnCollection implements DocTarget {
  constructor(
    private readonly txn: Transaction,
    private readonly db: string,
    private readonly name: string,
  ) {}

  private get coll(): Collection | undefined {
    return this.txn.store.getCollection(this.db, this.name);
  }

  private get ns(): string {
    return nsKey(this.db, this.name);
  }

  private get pending(): Map<string, Doc | null> | undefined {
    const o = this.txn.overlay(this.db, this.name);
    return o && o.docs.size > 0 ? o.docs : undefined;
  }

  get size(): number {
    const coll = this.coll;
    let n = coll?.size ?? 0;
    for (const [id, d] of this.pending ?? []) {
      const committed = coll?.docs.has(id) ?? false;
      if (d === null && committed) n -= 1;
      else if (d !== null && !committed) n += 1;
    }
    return n;
  }

  all(): Doc[] {
    return this.match(undefined);
  }

  match(filter: Doc | undefined, limit = 0): Doc[] {
    const coll = this.coll;
    const pending = this.pending;
    if (!pending) {
      const docs = coll?.match(filter, limit) ?? [];
      this.txn.noteReads(this.db, this.name, docs);
      return docs;
    }
    // Committed matches the transaction has not rewritten, then its own documents that match,
    // in natural order (a rewritten document keeps its place; new ones come last, in write order).
    const f = filter ?? {};
    const committed = (coll?.match(f) ?? []).filter((d) => !pending.has(keyOf(d._id)));
    const q = new Query(f, baseOptions);
    const placed: { doc: Doc; seq: number; own: boolean }[] = committed.map((doc) => ({
      doc,
      seq: coll?.seqOf(keyOf(doc._id)) ?? 0,
      own: false,
    }));
    let extra = Number.MAX_SAFE_INTEGER / 2;
    for (const [id, d] of pending) {
      if (d === null || !q.test(d)) continue;
      placed.push({ doc: d, seq: coll?.seqOf(id) ?? extra++, own: true });
    }
    placed.sort((a, b) => a.seq - b.seq);
    const out = limit > 0 ? placed.slice(0, limit) : placed;
    this.txn.noteReads(
      this.db,
      this.name,
      out.filter((p) => !p.own).map((p) => p.doc),
    );
    return out.map((p) => p.doc);
  }

  query(filter: Doc | undefined, sort: Doc | undefined, skip = 0, limit = 0): Doc[] {
    if (!this.pending) {
      const docs = this.coll?.query(filter, sort, skip, limit) ?? [];
      this.txn.noteReads(this.db, this.name, docs);
      return docs;
    }
    const sorted = !!sort && Object.keys(sort).length > 0;
    let docs = this.match(filter, !sorted && limit > 0 ? skip + limit : 0);
    if (sort && sorted) docs = sortDocs(docs, sort);
    return skip > 0 || limit > 0 ? docs.slice(skip, limit > 0 ? skip + limit : undefined) : docs;
  }

  /** The document with this `_id` key as the transaction sees it. */
  private current(id: string): Doc | undefined {
    const p = this.pending?.get(id);
    if (p !== undefined) return p ?? undefined;
    return this.coll?.docs.get(id);
  }

  /** E11000 when `doc` would collide in a unique index of the merged view (ignoring `selfId`). */
  private checkUnique(doc: Doc, selfId: string): void {
    const coll = this.coll;
    if (!coll) return;
    const pending = this.pending;
    for (const index of coll.indexes) {
      if (!index.unique) continue;
      const k = index.keysFor(doc);
      if (!k) continue;
      k.keys.forEach((key, i) => {
        const owner = index.entries.get(key);
        const clash =
          (owner !== undefined && owner !== selfId && !pending?.has(owner)) ||
          [...(pending ?? [])].some(
            ([id, d]) => id !== selfId && d !== null && !!index.keysFor(d)?.keys.includes(key),
          );
        if (clash) throw index.duplicateError(this.ns, k.values[i] ?? {});
      });
    }
  }

  insert(doc: Doc): void {
    if (doc._id === undefined)
      throw new MongoCommandError(ErrorCodes.InternalError, 'document without _id');
    if (Array.isArray(doc._id))
      throw new MongoCommandError(53, `The '_id' value cannot be of type array`);
    const id = keyOf(doc._id);
    if (this.current(id)) {
      throw new MongoCommandError(
        ErrorCodes.DuplicateKey,
        `E11000 duplicate key error collection: ${this.ns} index: _id_ dup key: { _id: ${renderValue(doc._id)} }`,
        { keyPattern: { _id: 1 }, keyValue: { _id: doc._id } },
      );
    }
    const docs = this.txn.lock(this.db, this.name, id);
    this.checkUnique(doc, id);
    docs.set(id, doc);
  }

  replace(oldDoc: Doc, newDoc: Doc): void {
    const id = keyOf(oldDoc._id);
    if (keyOf(newDoc._id) !== id) {
      throw new MongoCommandError(
        ErrorCodes.ImmutableField,
        `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${renderValue(newDoc._id)}`,
      );
    }
    const docs = this.txn.lock(this.db, this.name, id);
    this.checkUnique(newDoc, id);
    docs.set(id, newDoc);
  }

  remove(doc: Doc): void {
    const id = keyOf(doc._id);
    this.txn.lock(this.db, this.name, id).set(id, null);
  }
}
