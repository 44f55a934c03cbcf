/**
 * Where throttling counters live: sign-in throttling and every express-rate-limit limiter
 * (`rate-limit.ts`) count through one. The API uses the MongoDB store (`mongo-counter-store.ts`)
 * so that every process behind the load balancer shares the counts; the per-process store below
 * serves unit tests of the throttling rules.
 */
export interface CounterStore {
  /** Adds one to `key` (starting a window of `windowMs` when it has none) and answers the count. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The current count of `key` (0 when absent or its window has passed). */
  get(key: string): Promise<Count>;
  /** Gives one back (a request that turned out not to count); never below 0. */
  decrement(key: string): Promise<void>;
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
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.n > 0) entry.n -= 1;
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}
