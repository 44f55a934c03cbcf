/** Messages between the bench runner (parent) and the servers it starts (children, over IPC). */

export interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** Process CPU so far (user + system), µs. */
  cpu?: number;
}

export interface ApiFixtures {
  /** A top-level category (the largest listing). */
  categoryId: string;
  categoryName: string;
  categoryTotal: number;
  productId: string;
  searchQuery: string;
  /** Distinct two-word queries built from product names (each asked once: never a cache hit). */
  searchQueries: string[];
  /** Tokens of users whose bag holds a few lines (GET /api/cart). */
  readTokens: string[];
  /** Tokens of users with an empty bag, for POST /api/cart. */
  writeTokens: string[];
  /** Products with a size in stock (≥ 10 left) to add. */
  addable: { productId: string; size: string | null }[];
  products: number;
  engine: string;
  seedMs: number;
}

export type ChildMessage =
  | { type: 'ready'; url: string; fixtures?: ApiFixtures }
  | { type: 'memory'; id: number; memory: MemorySample }
  | { type: 'error'; message: string };

export type ParentMessage = { type: 'memory'; id: number } | { type: 'stop' };

export function sampleMemory(): MemorySample {
  const m = process.memoryUsage();
  const c = process.cpuUsage();
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    cpu: c.user + c.system,
  };
}

/** Answers the parent's memory probes and stop requests. */
export function serveParent(onStop: () => Promise<void>): void {
  process.on('message', (raw: unknown) => {
    const msg = raw as ParentMessage;
    if (msg.type === 'memory')
      process.send?.({ type: 'memory', id: msg.id, memory: sampleMemory() } satisfies ChildMessage);
    if (msg.type === 'stop') {
      onStop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }
  });
  const stopOnce = () => {
    onStop().finally(() => process.exit(0));
  };
  process.on('disconnect', stopOnce);
  // Also stoppable by hand (run standalone); a clean exit lets --cpu-prof write its profile.
  process.once('SIGINT', stopOnce);
  process.once('SIGTERM', stopOnce);
}
