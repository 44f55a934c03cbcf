/**
 * In-process search cost at BENCH_PRODUCTS (20,000) products, without HTTP or a database: the
 * demo catalogue generated in memory, the search index built from it as the API builds it, then
 * every query new (exact, prefix and one-typo: search-queries.ts), run through the same pipeline as
 * `GET /products/search` (words → index → ranking → the 20 summaries → JSON text).
 *
 *   pnpm --filter @vastra/api exec tsx --expose-gc bench/search-cpu.ts
 *
 * Prints: build time and how long the event loop was held at most during it (what a request
 * arriving during the build waits), the index's memory (heap growth), and CPU per search (median,
 * p99, mean) by query kind. A script that prints figures; it never fails on them.
 */
import { Types } from 'mongoose';
import { performance } from 'node:perf_hooks';
import { answerJson } from '../src/modules/catalog/answer-json';
import { createSearchEngine } from '../src/modules/catalog/search-memory';
import { runSearch } from '../src/modules/catalog/search.service';
import { CATEGORIES } from '../src/seed/catalogue-data';
import { generateProducts, type CategoryRefs } from '../src/seed/products';
import { searchQueries } from './search-queries';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 6_000);
const gc = (globalThis as { gc?: () => void }).gc;

const refs: CategoryRefs = Object.fromEntries(
  CATEGORIES.map((c) => [
    c.slug,
    {
      id: new Types.ObjectId(),
      subcategories: Object.fromEntries(c.subcategories.map((s) => [s.slug, new Types.ObjectId()])),
    },
  ]),
);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const ms = (n: number) => n.toFixed(3);

async function main() {
  const products = generateProducts(PRODUCTS, refs);
  const names = products.map((p) => p.name);
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;

  // Longest event-loop hold while the index builds (a request arriving then waits that long).
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const t = performance.now();
    worst = Math.max(worst, t - last - 1);
    last = t;
  }, 1);
  const engine = createSearchEngine({ load: async () => products });
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await engine.ready();
  const buildMs = performance.now() - t0;
  const buildCpu = process.cpuUsage(cpu0);
  clearInterval(timer);
  gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  console.log(
    `index: ${engine.size} products built in ${buildMs.toFixed(0)} ms (CPU ${((buildCpu.user + buildCpu.system) / 1000).toFixed(0)} ms), event loop held ≤ ${worst.toFixed(0)} ms at a time`,
  );
  console.log(
    `index memory: ${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB of heap (${gc ? 'after GC' : 'no --expose-gc: rough'})`,
  );

  const queries = searchQueries(names, QUERIES);
  // Warm the JIT on other queries than those measured.
  for (const q of searchQueries(names.slice().reverse(), 300)) {
    await runSearch(q, { engine, limit: 20 });
  }
  const byKind: Record<string, number[]> = { exact: [], prefix: [], typo: [] };
  const all: number[] = [];
  let wallTotal = 0;
  for (const [i, q] of queries.entries()) {
    const c = process.cpuUsage();
    const t = performance.now();
    const { ranked, correction } = await runSearch(q, { engine, limit: 20 });
    answerJson({ success: true, data: ranked.map((r) => r.entry.summary), correction });
    wallTotal += performance.now() - t;
    const used = process.cpuUsage(c);
    const cpu = (used.user + used.system) / 1000;
    all.push(cpu);
    byKind[['exact', 'prefix', 'typo'][i % 3] ?? 'exact']?.push(cpu);
  }
  console.log(
    `\n${queries.length} distinct queries (a third each exact / prefix / one typo), CPU per search (process.cpuUsage; wall mean ${(wallTotal / queries.length).toFixed(3)} ms):`,
  );
  for (const [kind, xs] of Object.entries({ all, ...byKind })) {
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `  ${kind.padEnd(7)} median ${ms(pct(xs, 50))} ms  p90 ${ms(pct(xs, 90))} ms  p99 ${ms(pct(xs, 99))} ms  mean ${ms(mean)} ms`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
