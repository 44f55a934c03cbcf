import { ErrorCodes, MongoCommandError } from './errors';
import type { Store } from './store';
import { keyOf, type Doc } from './values';

/**
 * Multi-document transactions with optimistic concurrency.
 *
 * A transaction never touches the Collections until it commits: its writes live in a private
 * overlay (per namespace, `_id` key → new document, or null for a deletion) that its own reads see
 * merged over the committed state. Every committed document it reads or writes is recorded with
 * the stored object it saw; stored documents are never modified in place (an update stores a new
 * object), so object identity is the document's version. Before every operation and at commit the
 * recorded versions are compared with the Collections: a change means another writer committed in
 * between, and the transaction fails with WriteConflict (label TransientTransactionError, so the
 * driver's `withTransaction` retries it). Every read therefore sees one consistent state, and a
 * committed transaction read exactly the state it overwrote (serializable for the documents it
 * read; predicate reads are not protected against phantoms: see the README).
 *
 * A document written by an open transaction is locked: another transaction writing it fails at
 * once with WriteConflict, as mongod does. Commit applies the overlay to the Collections in one
 * synchronous run (one journal batch), undoing what it applied if a unique index refuses a write.
 */

export type TxnState = 'active' | 'committed' | 'aborted';

/** A collection's namespace key: `db.name`. */
export const nsKey = (db: string, name: string) => `${db}.${name}`;

/** What the command handlers read and write: a Collection, or a transaction's view of one. */
export interface DocTarget {
  readonly size: number;
  all(): Doc[];
  match(filter: Doc | undefined, limit?: number): Doc[];
  query(filter: Doc | undefined, sort: Doc | undefined, skip?: number, limit?: number): Doc[];
  insert(doc: Doc): void;
  replace(oldDoc: Doc, newDoc: Doc): void;
  remove(doc: Doc): void;
}

export interface Overlay {
  db: string;
  name: string;
  /** `_id` key → the document as this transaction leaves it (null: deleted). Insertion-ordered. */
  docs: Map<string, Doc | null>;
}

interface ReadMark {
  db: string;
  name: string;
  id: string;
  /** The stored object seen (undefined: the document did not exist). */
  seen: Doc | undefined;
}

/** Lock table shared by the transactions of one server: `ns \0 id` → the writing transaction. */
export type LockTable = Map<string, Transaction>;

export function writeConflict(): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.WriteConflict,
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
  );
}

export class Transaction {
  state: TxnState = 'active';
  readonly startedAt = Date.now();
  private readonly overlays = new Map<string, Overlay>();
  private readonly reads = new Map<string, ReadMark>();
  private readonly held = new Set<string>();

  constructor(
    readonly store: Store,
    private readonly locks: LockTable,
    readonly txnNumber: number,
  ) {}

  private stored(db: string, name: string, id: string): Doc | undefined {
    return this.store.getCollection(db, name)?.docs.get(id);
  }

  /** Throws WriteConflict when a document this transaction saw has changed since. */
  validate(): void {
    for (const r of this.reads.values()) {
      if (this.stored(r.db, r.name, r.id) !== r.seen) throw writeConflict();
    }
  }

  /** Records the committed version of documents read (first sighting wins; later ones are validated). */
  noteReads(db: string, name: string, docs: Iterable<Doc>): void {
    for (const d of docs) this.noteRead(db, name, keyOf(d._id), d);
  }

  private noteRead(db: string, name: string, id: string, seen: Doc | undefined): void {
    const key = `${nsKey(db, name)}\0${id}`;
    if (!this.reads.has(key)) this.reads.set(key, { db, name, id, seen });
  }

  overlay(db: string, name: string): Overlay | undefined {
    return this.overlays.get(nsKey(db, name));
  }

  /** Takes the write lock on one document (WriteConflict if another open transaction holds it). */
  lock(db: string, name: string, id: string): Map<string, Doc | null> {
    const key = `${nsKey(db, name)}\0${id}`;
    const holder = this.locks.get(key);
    if (holder && holder !== this && holder.state === 'active') throw writeConflict();
    this.locks.set(key, this);
    this.held.add(key);
    this.noteRead(db, name, id, this.stored(db, name, id));
    const ns = nsKey(db, name);
    let o = this.overlays.get(ns);
    if (!o) {
      o = { db, name, docs: new Map() };
      this.overlays.set(ns, o);
    }
    return o.docs;
  }

  private release(): void {
    for (const key of this.held) if (this.locks.get(key) === this) this.locks.delete(key);
    this.held.clear();
  }

  abort(): void {
    if (this.state !== 'active') return;
    this.state = 'aborted';
    this.overlays.clear();
    this.reads.clear();
    this.release();
  }

  /**
   * Validates, then applies every write to the Collections in this one synchronous run. A unique
   * index refusing a write (a concurrent non-transactional write took the key) undoes what was
   * applied and answers WriteConflict, so the driver retries and the retry sees the duplicate.
   */
  commit(): void {
    if (this.state !== 'active') throw new Error(`commit of a ${this.state} transaction`);
    try {
      this.validate();
    } catch (err) {
      this.abort();
      throw err;
    }
    const undo: (() => void)[] = [];
    try {
      for (const o of this.overlays.values()) {
        const coll = this.store.ensureCollection(o.db, o.name);
        for (const [id, next] of o.docs) {
          const current = coll.docs.get(id);
          if (next === null) {
            if (!current) continue;
            coll.remove(current);
            undo.push(() => coll.insert(current));
          } else if (current) {
            if (current === next) continue;
            coll.replace(current, next);
            undo.push(() => coll.replace(next, current));
          } else {
            coll.insert(next);
            undo.push(() => coll.remove(next));
          }
        }
      }
    } catch (err) {
      for (const u of undo.reverse()) u();
      this.abort();
      if (err instanceof MongoCommandError && err.code === ErrorCodes.DuplicateKey)
        throw writeConflict();
      throw err;
    }
    this.state = 'committed';
    this.overlays.clear();
    this.reads.clear();
    this.release();
  }
}
