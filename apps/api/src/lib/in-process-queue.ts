/**
 * Runs `fn` once every earlier call in this process that named any of the same keys has settled,
 * and holds those keys until `fn` settles. Calls with disjoint keys run side by side. Keys are
 * taken one by one in sorted order, so two calls naming the same keys in different orders cannot
 * wait on each other forever.
 *
 * This orders work within one process only; what must hold across processes is enforced by the
 * database (transactions, conditional writes, leases). It keeps concurrent requests in one
 * process from racing for the same documents: a MongoDB transaction that writes a document
 * another open transaction has written fails with a write conflict and is run again from the
 * start, so a rush on one size turns into many repeated transactions; queued, each runs once.
 *
 * Hand-written: a keyed promise chain is a few lines, and the lock libraries (async-mutex and
 * similar) offer one lock at a time, not a set of keys taken in a fixed order.
 */
const tails = new Map<string, Promise<void>>();

async function take(key: string): Promise<() => void> {
  const before = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = before.then(() => held);
  tails.set(key, tail);
  await before;
  return () => {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  };
}

export async function queuedOn<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> {
  const releases: (() => void)[] = [];
  try {
    for (const key of [...new Set(keys)].sort()) releases.push(await take(key));
    return await fn();
  } finally {
    for (const release of releases.reverse()) release();
  }
}

/** How many keys are held or waited for (tests: nothing is left behind). */
export const queuedKeys = (): number => tails.size;
