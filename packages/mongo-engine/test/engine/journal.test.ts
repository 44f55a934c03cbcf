import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal } from '../../src/engine/journal';
import { readFrames } from '../../src/engine/records';
import type { Change } from '../../src/engine/store';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const insert = (n: number): Change => ({ db: 'd', coll: 'c', kind: 'insert', doc: { _id: n } });

/** Every frame in the directory's segments, in file order: [seq, ids of its inserts]. */
function framesOnDisk(dir: string): [unknown, unknown[]][] {
  return readdirSync(dir)
    .filter((f) => f.startsWith('journal-'))
    .sort()
    .flatMap((f) => readFrames(readFileSync(join(dir, f))).frames)
    .map(([head, ...changes]) => [head?.seq, changes.map((c) => (c.doc as { _id: unknown })._id)]);
}

/** Resolves once everything recorded so far is durable; `order` gets `label` at that moment. */
const durable = (journal: Journal, order: string[], label: string): Promise<void> =>
  new Promise((resolve, reject) =>
    journal.whenDurable((err) => {
      if (err) return reject(err);
      order.push(label);
      resolve();
    }),
  );

function openJournal(): { dir: string; journal: Journal } {
  const dir = mkdtempSync(join(tmpdir(), 'mongo-engine-journal-'));
  dirs.push(dir);
  return { dir, journal: new Journal(dir, 0) };
}

describe('journal group commit', () => {
  it('collects the changes made while a batch is being synced into the next batch, and acknowledges each batch once its own frame is durable', async () => {
    const { dir, journal } = openJournal();
    const order: string[] = [];
    journal.record(insert(1));
    journal.record(insert(2));
    const first = [durable(journal, order, 'a'), durable(journal, order, 'b')];
    await nextTurn(); // the turn's flush: batch 1 written, its fdatasync under way
    journal.record(insert(3));
    const second = durable(journal, order, 'c');
    expect(journal.isDurable()).toBe(false);
    await Promise.all([...first, second]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(journal.isDurable()).toBe(true);
    await journal.close();
    expect(framesOnDisk(dir)).toEqual([
      [1, [1, 2]],
      [2, [3]],
    ]);
  });

  it('cuts a batch waited on by several commands in two when the disk is idle, and acknowledges each half once its own frame is durable', async () => {
    const { dir, journal } = openJournal();
    const order: string[] = [];
    const waits: Promise<void>[] = [];
    for (const [n, label] of [
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
      [4, 'd'],
    ] as const) {
      journal.record(insert(n));
      waits.push(durable(journal, order, label));
    }
    await nextTurn(); // the turn's flush: the first two commands' changes in batch 1
    journal.record(insert(5));
    waits.push(durable(journal, order, 'e'));
    await Promise.all(waits);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    await journal.close();
    expect(framesOnDisk(dir)).toEqual([
      [1, [1, 2]],
      [2, [3, 4, 5]],
    ]);
  });

  it('rotates and closes while a batch is being synced without losing or repeating a frame', async () => {
    const { dir, journal } = openJournal();
    const order: string[] = [];
    journal.record(insert(1));
    const waits = [durable(journal, order, 'a'), durable(journal, order, 'b')];
    await nextTurn();
    journal.record(insert(2));
    waits.push(durable(journal, order, 'c'));
    // Rotation makes everything so far durable at once, then the sync in flight completes too.
    await expect(journal.rotate()).resolves.toBe(2);
    expect(journal.isDurable()).toBe(true);
    journal.record(insert(3));
    journal.record(insert(4));
    waits.push(durable(journal, order, 'd'), durable(journal, order, 'e'));
    await nextTurn();
    await journal.close(); // waits for the fdatasync in flight
    await Promise.all(waits);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(readdirSync(dir).filter((f) => f.startsWith('journal-'))).toHaveLength(2);
    expect(framesOnDisk(dir)).toEqual([
      [1, [1]],
      [2, [2]],
      [3, [3, 4]],
    ]);
  });
});
