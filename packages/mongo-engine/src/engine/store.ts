import type { UUID } from '../bson';
import { Collection, type CollectionChange } from './collection';
import { ErrorCodes, MongoCommandError } from './errors';
import type { Doc } from './values';

/** Every mutation of engine state, as one logical record (what the journal writes and replays). */
export type Change = { db: string; coll: string } & (
  CollectionChange | { kind: 'create'; options: Doc; uuid: UUID } | { kind: 'drop' }
);

export type ChangeListener = (change: Change) => void;

/** Durability of the changes made so far (the journal's view; everything is durable without one). */
export interface Durability {
  /** Every change made so far is durable. */
  isDurable(): boolean;
  /** Calls back once every change made so far is durable (synchronously if it is), or with the error that means it never will be. */
  whenDurable(cb: (err?: Error) => void): void;
  /** Why a write must be refused now (the disk has no room), or null. */
  refusal(): Error | null;
}

const inMemory: Durability = {
  isDurable: () => true,
  whenDurable: (cb) => cb(),
  refusal: () => null,
};

/** All databases of one engine instance. */
export class Store {
  readonly databases = new Map<string, Map<string, Collection>>();
  private listener: ChangeListener = () => undefined;
  private durability: Durability = inMemory;

  onChange(listener: ChangeListener): void {
    this.listener = listener;
  }

  notify(change: Change): void {
    this.listener(change);
  }

  /** Installs the journal's view of durability (see `whenDurable`). */
  setDurability(durability: Durability): void {
    this.durability = durability;
  }

  /** Every change made so far (in this or earlier synchronous runs) is durable. */
  isDurable(): boolean {
    return this.durability.isDurable();
  }

  /** Calls back once every change made so far is durable (synchronously when it already is). */
  whenDurable(cb: (err?: Error) => void): void {
    this.durability.whenDurable(cb);
  }

  /** Why a write command must be refused now (its changes could not be made durable), or null. */
  writeRefusal(): Error | null {
    return this.durability.refusal();
  }

  /** Resolves once every change made so far is durable. */
  afterDurable(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.whenDurable((err) => (err ? reject(err) : resolve())),
    );
  }

  getCollection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** Returns the collection, creating it (implicitly, like mongod on first write). */
  ensureCollection(db: string, name: string, options: Doc = {}, uuid?: UUID): Collection {
    const existing = this.getCollection(db, name);
    if (existing) return existing;
    validateCollectionName(name);
    let colls = this.databases.get(db);
    if (!colls) {
      colls = new Map();
      this.databases.set(db, colls);
    }
    const coll = new Collection(db, name, options, uuid, (change) =>
      this.notify({ db, coll: name, ...change }),
    );
    colls.set(name, coll);
    this.notify({ db, coll: name, kind: 'create', options, uuid: coll.uuid });
    return coll;
  }

  createCollection(db: string, name: string, options: Doc): Collection {
    if (this.getCollection(db, name)) {
      throw new MongoCommandError(
        ErrorCodes.NamespaceExists,
        `Collection ${db}.${name} already exists.`,
      );
    }
    return this.ensureCollection(db, name, options);
  }

  dropCollection(db: string, name: string): boolean {
    const colls = this.databases.get(db);
    if (!colls?.has(name)) return false;
    colls.delete(name);
    if (colls.size === 0) this.databases.delete(db);
    this.notify({ db, coll: name, kind: 'drop' });
    return true;
  }

  dropDatabase(db: string): void {
    const colls = this.databases.get(db);
    if (!colls) return;
    const names = Array.from(colls.keys());
    this.databases.delete(db);
    for (const n of names) this.notify({ db, coll: n, kind: 'drop' });
  }

  /** One pass of the TTL monitor over every collection. */
  expireTtl(now = Date.now()): number {
    if (this.writeRefusal()) return 0; // deletes wait until they can be journaled
    let removed = 0;
    for (const colls of this.databases.values())
      for (const c of colls.values()) removed += c.expireTtl(now);
    return removed;
  }

  collections(db: string): Collection[] {
    return Array.from(this.databases.get(db)?.values() ?? []);
  }
}

export function validateCollectionName(name: string): void {
  if (
    !name ||
    name.includes('$') ||
    name.includes('\0') ||
    name.startsWith('.') ||
    name.startsWith('system.')
  ) {
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
  }
}
