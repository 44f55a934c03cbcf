/**
 * The search parts of the API load bench (run.ts): the uncached search URLs (every request a new
 * query: exact, prefix and one-typo in turn, search-queries.ts), the search targets, and what the
 * first search costs the API's other answers while the index builds in the background.
 */
import { performance } from 'node:perf_hooks';
import { searchQueries } from './search-queries';

/** Search targets at 20,000 products (printed PASS/MISS, never enforced). */
export const SEARCH_TARGETS = { cpuMs: 0.5, p99OneConnMs: 10, p99ManyConnMs: 100 } as const;

/** `i` → the i-th uncached search path: a new query each time while they last, then a new limit. */
export function uncachedSearchPaths(names: readonly string[]): (i: number) => string {
  const queries = searchQueries(names, 60_000);
  return (i) => {
    const q = queries[i % queries.length] ?? 'shirt';
    const limit = 20 - (Math.floor(i / queries.length) % 20);
    return `/api/products/search?query=${encodeURIComponent(q)}&limit=${limit}`;
  };
}

/**
 * Sends the first search (which starts the index build in the background) and measures, for
 * `ms`, how long `/api/health` takes meanwhile: the delay a build adds to the API's other answers.
 */
export async function firstSearchDelay(
  apiUrl: string,
  ms = 6_000,
): Promise<{ firstSearchMs: number; worstHealthMs: number; probes: number }> {
  const t0 = performance.now();
  const first = fetch(`${apiUrl}/api/products/search?query=warm%20up%20shirt`).then(async (r) => {
    await r.arrayBuffer();
    return performance.now() - t0;
  });
  let worst = 0;
  let probes = 0;
  while (performance.now() - t0 < ms) {
    const t = performance.now();
    const r = await fetch(`${apiUrl}/api/health`);
    await r.arrayBuffer();
    worst = Math.max(worst, performance.now() - t);
    probes += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { firstSearchMs: await first, worstHealthMs: worst, probes };
}

export interface SearchRow {
  name: string;
  connections: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** API process CPU (user + system) during the run, per request, ms. */
  cpuMsPerRequest: number | null;
}

/** The search targets, one PASS/MISS line each. */
export function printSearchTargets(rows: readonly SearchRow[], products: string): void {
  const uncached = rows.filter((r) => r.name.includes('uncached'));
  for (const r of uncached) {
    const target = r.connections === 1 ? SEARCH_TARGETS.p99OneConnMs : SEARCH_TARGETS.p99ManyConnMs;
    const ok = r.requests > 0 && r.p99 <= target && r.errors === 0;
    console.info(
      `  ${ok ? 'PASS' : 'MISS'}  search, new query every request, ${r.connections} conn: p99 ${r.p99} ms (target ≤ ${target} ms), ${r.errors} errors, ${products} products`,
    );
    if (r.cpuMsPerRequest !== null)
      console.info(
        `  ${r.cpuMsPerRequest <= SEARCH_TARGETS.cpuMs ? 'PASS' : 'MISS'}  search CPU in the API process, ${r.connections} conn: ${r.cpuMsPerRequest.toFixed(2)} ms per request (target ≤ ${SEARCH_TARGETS.cpuMs} ms; includes HTTP and, with the embedded engine, nothing else: search reads no database)`,
      );
  }
}
