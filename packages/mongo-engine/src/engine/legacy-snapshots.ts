/**
 * Reads the earlier on-disk format (one `<db>/<collection>.bson` + `.meta.json` pair per
 * collection, rewritten whole after each change) so existing data directories carry over: the
 * persistence layer loads it once, writes it as its first snapshot and removes it.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BSON, EJSON, UUID } from '../bson';
import type { Store } from './store';
import { isPlainObject, type Doc } from './values';

const dec = (s: string): string => decodeURIComponent(s);

function legacyFiles(dir: string): { db: string; dbDir: string; base: string }[] {
  const out: { db: string; dbDir: string; base: string }[] = [];
  for (const dbEntry of readdirSync(dir, { withFileTypes: true })) {
    if (!dbEntry.isDirectory()) continue;
    const dbDir = join(dir, dbEntry.name);
    for (const file of readdirSync(dbDir)) {
      if (file.endsWith('.meta.json'))
        out.push({ db: dec(dbEntry.name), dbDir, base: file.slice(0, -'.meta.json'.length) });
    }
  }
  return out;
}

/** Loads every collection of the earlier format from `dir`. Returns the number of collections. */
export function loadLegacySnapshots(store: Store, dir: string): number {
  let count = 0;
  for (const { db, dbDir, base } of legacyFiles(dir)) {
    const meta: unknown = EJSON.parse(readFileSync(join(dbDir, `${base}.meta.json`), 'utf8'), {
      relaxed: true,
    });
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
  return count;
}

/** Deletes the earlier format's files (and database directories left empty). */
export function removeLegacySnapshots(dir: string): void {
  for (const { dbDir, base } of legacyFiles(dir)) {
    rmSync(join(dbDir, `${base}.bson`), { force: true });
    rmSync(join(dbDir, `${base}.meta.json`), { force: true });
    if (readdirSync(dbDir).length === 0) rmSync(dbDir, { recursive: true, force: true });
  }
}
