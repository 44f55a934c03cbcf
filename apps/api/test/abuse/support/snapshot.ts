import { createHash } from 'node:crypto';
import mongoose from 'mongoose';

/** Per-collection digest of every document (sorted by _id), for before/after comparisons. */
export type DbSnapshot = Map<string, { count: number; digest: string }>;

function db() {
  const conn = mongoose.connection;
  if (!conn.db) throw new Error('mongoose is not connected');
  return conn.db;
}

/** Reads every collection of the test database and fingerprints it. */
export async function dbSnapshot(): Promise<DbSnapshot> {
  const names = (await db().listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((n) => !n.startsWith('system.'))
    .sort();
  const out: DbSnapshot = new Map();
  await Promise.all(
    names.map(async (name) => {
      // A job's identity counts (a refused request must record none); its run state (locked,
      // finished, failed) is the worker's bookkeeping, which goes on in the background.
      const projection = name === 'jobs' ? { key: 1, name: 1, data: 1 } : {};
      const docs = await db().collection(name).find({}, { projection }).sort({ _id: 1 }).toArray();
      const digest = createHash('sha256')
        .update(mongoose.mongo.BSON.EJSON.stringify(docs, { relaxed: false }))
        .digest('hex');
      out.set(name, { count: docs.length, digest });
    }),
  );
  return out;
}

/** Collections whose documents differ between two snapshots (empty when identical). */
export function changedCollections(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  const changed: string[] = [];
  for (const name of names) {
    const a = before.get(name);
    const b = after.get(name);
    // An empty collection appearing or vanishing is not a data change.
    if ((a?.count ?? 0) === 0 && (b?.count ?? 0) === 0) continue;
    if (a?.digest !== b?.digest) changed.push(name);
  }
  return changed.sort();
}

/** Documents in a collection whose count differs (a rough "records changed" figure). */
export function recordsChanged(before: DbSnapshot, after: DbSnapshot): number {
  let n = 0;
  for (const name of changedCollections(before, after)) {
    const a = before.get(name)?.count ?? 0;
    const b = after.get(name)?.count ?? 0;
    n += Math.max(1, Math.abs(a - b));
  }
  return n;
}
