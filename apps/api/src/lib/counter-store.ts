/**
 * Where throttling counters live. Small on purpose: a MongoDB or Redis implementation (needed
 * once several API processes share the limits) only has to provide these three calls.
 */
export interface CounterStore {
  /** Adds one to `key` (starting a window of `windowMs` when it has none) and answers the count. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The current count of `key` (0 when absent or its window has passed). */
  get(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
}

export interface Count {
  n: number;
  /** When the window ends (ms since the epoch); now when there is no count. */
  until: number;
}

/** Per-process counters with fixed windows; expired entries are swept as they are touched. */
export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counts = new Map<string, { n: number; until: number }>();
  let lastSweep = now();
  const live = (key: string) => {
    const t = now();
    if (t - lastSweep > 60_000) {
      lastSweep = t;
      for (const [k, v] of counts) if (v.until <= t) counts.delete(k);
    }
    const entry = counts.get(key);
    if (entry && entry.until <= t) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { n: 0, until: now() + windowMs };
      entry.n += 1;
      counts.set(key, entry);
      return { ...entry };
    },
    async get(key) {
      const entry = live(key);
      return entry ? { ...entry } : { n: 0, until: now() };
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}
