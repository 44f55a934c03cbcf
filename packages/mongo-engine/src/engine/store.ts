import type { UUID } from '../bson';
import { Collection } from './collection';
import { ErrorCodes, MongoCommandError } from './errors';
import type { Doc } from './values';

export type ChangeListener = (db: string, coll: string) => void;

/** All databases of one engine instance. */
export class Store {
  readonly databases = new Map<string, Map<string, Collection>>();
  private listener: ChangeListener = () => undefined;

  onChange(listener: ChangeListener): void {
    this.listener = listener;
  }

  notify(db: string, coll: string): void {
    this.listener(db, coll);
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
    const coll = new Collection(db, name, options, uuid, () => this.notify(db, name));
    colls.set(name, coll);
    this.notify(db, name);
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
    this.notify(db, name);
    return true;
  }

  dropDatabase(db: string): void {
    const colls = this.databases.get(db);
    if (!colls) return;
    const names = Array.from(colls.keys());
    this.databases.delete(db);
    for (const n of names) this.notify(db, n);
  }

  /** One pass of the TTL monitor over every collection. */
  expireTtl(now = Date.now()): number {
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
