import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { join } from 'node:path';
import { BSON, EJSON, UUID } from '../bson';
import type { Store } from './store';
import { isPlainObject, type Doc } from './values';

const enc = (s: string): string => encodeURIComponent(s).replace(/\./g, '%2E');
const dec = (s: string): string => decodeURIComponent(s);

function atomicWrite(file: string, data: Uint8Array | string): void {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/** Loads every snapshotted collection from `dir` into the store. Returns the number of collections. */
export function loadSnapshot(store: Store, dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const dbEntry of readdirSync(dir, { withFileTypes: true })) {
    if (!dbEntry.isDirectory()) continue;
    const db = dec(dbEntry.name);
    const dbDir = join(dir, dbEntry.name);
    for (const file of readdirSync(dbDir)) {
      if (!file.endsWith('.meta.json')) continue;
      const base = file.slice(0, -'.meta.json'.length);
      const meta: unknown = EJSON.parse(readFileSync(join(dbDir, file), 'utf8'), { relaxed: true });
      if (!isPlainObject(meta)) continue;
      const uuid = meta.uuid instanceof UUID ? meta.uuid : undefined;
      const coll = store.ensureCollection(
        db,
        dec(base),
        isPlainObject(meta.options) ? meta.options : {},
        uuid,
      );
      for (const spec of Array.isArray(meta.indexes) ? (meta.indexes as unknown[]) : [])
        coll.createIndex(spec);
      const dataFile = join(dbDir, `${base}.bson`);
      if (existsSync(dataFile)) {
        const buf = readFileSync(dataFile);
        let offset = 0;
        while (offset < buf.length) {
          const size = buf.readInt32LE(offset);
          const doc: Doc = BSON.deserialize(buf.subarray(offset, offset + size));
          coll.insert(doc);
          offset += size;
        }
      }
      count += 1;
    }
  }
  return count;
}

/** Write-behind snapshots: changed collections are rewritten shortly after a change and on flush(). */
export class SnapshotWriter {
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: Store,
    private readonly dir: string,
    private readonly delayMs = 1000,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  markDirty(db: string, coll: string): void {
    this.dirty.add(`${db}\0${coll}`);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flush();
      }, this.delayMs);
      this.timer.unref();
    }
  }

  /** Synchronously writes every dirty collection (safe to call from an exit handler). */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    for (const entry of Array.from(this.dirty)) {
      this.dirty.delete(entry);
      const [db = '', name = ''] = entry.split('\0');
      const dbDir = join(this.dir, enc(db));
      const base = join(dbDir, enc(name));
      const coll = this.store.getCollection(db, name);
      if (!coll) {
        rmSync(`${base}.bson`, { force: true });
        rmSync(`${base}.meta.json`, { force: true });
        continue;
      }
      mkdirSync(dbDir, { recursive: true });
      const chunks = coll.all().map((d) => BSON.serialize(d));
      atomicWrite(`${base}.bson`, Buffer.concat(chunks));
      const meta = {
        options: coll.options,
        uuid: coll.uuid,
        indexes: coll.indexes.map((i) => i.spec),
      };
      atomicWrite(`${base}.meta.json`, EJSON.stringify(meta, undefined, 2, { relaxed: false }));
    }
  }
}
