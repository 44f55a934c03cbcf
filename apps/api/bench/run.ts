/**
 * API load benchmark (issue 12). Prints figures; never fails on timing.
 *
 *   pnpm --filter @vastra/api bench            # 20,000 products, 100 connections, 8 s per endpoint
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=100 BENCH_PRODUCTS=20000 pnpm --filter @vastra/api bench
 *   BENCH_CPU_PROF=1 ...                       # also writes a V8 CPU profile of the API process
 *   BENCH_ONLY=search,trending ...             # only the scenarios whose name contains one of these
 *
 * Three processes: this one (autocannon), the API (bench/api-server.ts: engine + seed + server,
 * as `pnpm dev` runs it) and a bare Express app with a fixed JSON body (bench/baseline-server.ts),
 * measured at the start and at the end; each read endpoint is reported as a ratio of their mean.
 */
import autocannon, { type Result } from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ApiFixtures, ChildMessage, MemorySample, ParentMessage } from './protocol';
import {
  firstSearchDelay,
  printSearchTargets,
  uncachedSearchPaths,
  type SearchRow,
} from './search-scenarios';

const here = import.meta.dirname;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const BASELINE_DURATION = Number(process.env.BENCH_BASELINE_DURATION ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF
  ? resolve(process.env.BENCH_CPU_PROF_DIR ?? '/tmp/vastra-bench-prof')
  : null;

/** Targets from issue 12 (reported as PASS/MISS, never enforced). */
const TARGET_READ_RATIO = 0.6;
const TARGET_SEARCH_P99_MS = 20;

interface Child {
  proc: ChildProcess;
  url: string;
  fixtures?: ApiFixtures;
}

function startChild(
  script: string,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<Child> {
  const proc = fork(resolve(here, script), [], {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    proc.once('exit', (code) =>
      fail(new Error(`${script} exited with code ${code} before it was ready`)),
    );
    proc.on('message', (raw: unknown) => {
      const msg = raw as ChildMessage;
      if (msg.type === 'ready') done({ proc, url: msg.url, fixtures: msg.fixtures });
      if (msg.type === 'error') fail(new Error(`${script}: ${msg.message}`));
    });
  });
}

let probeId = 0;
function memoryOf(child: Child): Promise<MemorySample> {
  const id = ++probeId;
  return new Promise((done) => {
    const onMessage = (raw: unknown) => {
      const msg = raw as ChildMessage;
      if (msg.type === 'memory' && msg.id === id) {
        child.proc.off('message', onMessage);
        done(msg.memory);
      }
    };
    child.proc.on('message', onMessage);
    child.proc.send({ type: 'memory', id } satisfies ParentMessage);
  });
}

function stopChild(child: Child): Promise<void> {
  return new Promise((done) => {
    if (child.proc.exitCode !== null) return done();
    const timer = setTimeout(() => child.proc.kill('SIGKILL'), 15_000);
    child.proc.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.proc.send({ type: 'stop' } satisfies ParentMessage);
  });
}

interface Scenario {
  name: string;
  kind: 'baseline' | 'read' | 'write' | 'revalidate';
  url: string;
  options?: Partial<Parameters<typeof autocannon>[0]>;
  /** Connections for the measured run (default CONNECTIONS). */
  connections?: number;
  /** Counts towards the "≥ 60 % of baseline" target (cached catalogue reads). */
  ratioTarget?: boolean;
}

interface Row {
  scenario: Scenario;
  result: Result;
  /** Baseline req/s measured right before this scenario (the machine is shared: load drifts). */
  baselineRps: number;
  /** Latency of the warm-up on one connection: the endpoint's own time, without queueing. */
  alone: { p50: number; p99: number } | null;
}

async function load(
  s: Scenario,
  duration: number,
  connections = s.connections ?? CONNECTIONS,
): Promise<Result> {
  return autocannon({ url: s.url, connections, duration, timeout: 10, ...s.options });
}

const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

function scenarios(api: Child, baselineUrl: string): Scenario[] {
  const fx = api.fixtures;
  if (!fx) throw new Error('the API child sent no fixtures');
  let readTurn = 0;
  let searchTurn = 0;
  const searchPath = uncachedSearchPaths(fx.searchQueries);
  let writeTurn = 0;
  const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token ?? ''}` });
  return [
    { name: 'baseline: bare Express, fixed JSON', kind: 'baseline', url: baselineUrl },
    {
      name: 'GET /api/products?type=trending',
      kind: 'read',
      ratioTarget: true,
      url: `${api.url}/api/products?type=trending`,
    },
    {
      name: `GET /api/products/{categoryId} (${fx.categoryName})`,
      kind: 'read',
      ratioTarget: true,
      url: `${api.url}/api/products/${fx.categoryId}`,
    },
    {
      name: 'GET /api/products/individual/{id}',
      kind: 'read',
      ratioTarget: true,
      url: `${api.url}/api/products/individual/${fx.productId}`,
    },
    {
      name: `GET /api/products/search?query=${fx.searchQuery} (cached)`,
      kind: 'read',
      ratioTarget: true,
      url: `${api.url}/api/products/search?query=${encodeURIComponent(fx.searchQuery)}`,
    },
    ...[1, CONNECTIONS].map((connections): Scenario => ({
      name: `GET /api/products/search (uncached) ${connections} conn`,
      kind: 'read',
      url: `${api.url}/api/products/search?query=x`,
      connections,
      ratioTarget: false,
      options: {
        requests: [
          {
            method: 'GET',
            // One counter for warm-ups and runs: no URL is ever asked twice.
            setupRequest: (req) => ({
              ...req,
              path: searchPath(searchTurn++),
            }),
          },
        ],
      },
    })),
    {
      name: 'GET /api/cart (auth, 3 lines)',
      kind: 'read',
      url: `${api.url}/api/cart`,
      options: {
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              headers: {
                ...req.headers,
                ...bearer(fx.readTokens[readTurn++ % fx.readTokens.length]),
              },
            }),
          },
        ],
      },
    },
    {
      name: 'POST /api/cart (auth, add 1)',
      kind: 'write',
      url: `${api.url}/api/cart`,
      options: {
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              // Round-robin over users first, so bags grow slowly and no line reaches its limit.
              const n = writeTurn++;
              const user = fx.writeTokens[n % fx.writeTokens.length];
              const item = fx.addable[Math.floor(n / fx.writeTokens.length) % fx.addable.length];
              return {
                ...req,
                headers: { ...req.headers, ...bearer(user), 'content-type': 'application/json' },
                body: JSON.stringify({ productId: item?.productId, size: item?.size, quantity: 1 }),
              };
            },
          },
        ],
      },
    },
  ];
}

/**
 * Waits until the API answers /api/health quickly twice in a row: autocannon stops sending at the
 * end of a run, but the server may still be working off queued requests, which would slow the next.
 */
async function settle(apiUrl: string, maxMs = 120_000): Promise<number> {
  const start = Date.now();
  let quick = 0;
  while (Date.now() - start < maxMs && quick < 2) {
    const t = performance.now();
    await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(maxMs) }).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
    quick = performance.now() - t < 50 ? quick + 1 : 0;
    if (quick < 2) await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - start;
}

async function etagOf(url: string): Promise<string | null> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.headers.get('etag');
}

const HEAD = [
  'scenario',
  'req/s',
  'answered',
  'p50 ms',
  'p99 ms',
  'max ms',
  'errors',
  'non-2xx',
  '5xx',
  '1-conn p50/p99',
  'baseline',
  '× baseline',
];
const WIDTHS = [52, 9, 9, 8, 8, 8, 7, 8, 5, 15, 9, 11];
const tableLine = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(WIDTHS[i] ?? 10) : c.padStart(WIDTHS[i] ?? 8))).join(' ');

function printHeader(): void {
  console.info(tableLine(HEAD));
  console.info('-'.repeat(WIDTHS.reduce((a, b) => a + b + 1, 0)));
}

/** Non-2xx answers that are not expected (a 304 is the point of the revalidation scenario). */
function unexpectedNon2xx({ scenario, result: r }: Row): number {
  return scenario.kind === 'revalidate'
    ? r.non2xx - (r.statusCodeStats['304']?.count ?? 0)
    : r.non2xx;
}

function printRow(row: Row): void {
  const { scenario, result: r, baselineRps, alone } = row;
  const ms1 = (n: number) => (n < 1 ? '<1' : fmt(n));
  const ratio =
    (scenario.kind === 'read' || scenario.kind === 'revalidate') &&
    (scenario.connections ?? CONNECTIONS) === CONNECTIONS
      ? `${(r.requests.average / baselineRps).toFixed(3)}`
      : '';
  const answered = r.requests.total;
  const ms = (n: number, d: number) => (answered > 0 ? fmt(n, d) : 'n/a');
  console.info(
    tableLine([
      scenario.name.slice(0, 52),
      fmt(r.requests.average, r.requests.average < 10 ? 1 : 0),
      fmt(answered),
      ms(r.latency.p50, 1),
      ms(r.latency.p99, 1),
      ms(r.latency.max, 0),
      String(r.errors + r.timeouts),
      String(unexpectedNon2xx(row)),
      String(r['5xx']),
      alone === null ? '' : `${ms1(alone.p50)}/${ms1(alone.p99)}`,
      scenario.kind === 'baseline' ? '' : fmt(baselineRps),
      ratio,
    ]),
  );
}

async function main(): Promise<void> {
  const products = process.env.BENCH_PRODUCTS ?? '20000';
  console.info(`Vastra API load bench — ${new Date().toISOString()}`);
  console.info(
    `autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per scenario; ${products} products\n`,
  );

  if (CPU_PROF_DIR) mkdirSync(CPU_PROF_DIR, { recursive: true });
  const started = Date.now();
  const [baseline, api] = await Promise.all([
    startChild('baseline-server.ts', {
      BENCH_BASELINE_PORT: process.env.BENCH_BASELINE_PORT ?? '4105',
    }),
    startChild(
      'api-server.ts',
      { BENCH_API_PORT: process.env.BENCH_API_PORT ?? '4104', BENCH_PRODUCTS: products },
      CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [],
    ),
  ]);
  const fx = api.fixtures;
  if (!fx) throw new Error('no fixtures');
  console.info(
    `API ready in ${((Date.now() - started) / 1000).toFixed(1)} s (engine=${fx.engine}, seed ${(fx.seedMs / 1000).toFixed(1)} s); ` +
      `category "${fx.categoryName}" has ${fmt(fx.categoryTotal)} products\n`,
  );

  try {
    // The first search starts the index build: how long the API's other answers wait meanwhile.
    const first = await firstSearchDelay(api.url);
    const built = await memoryOf(api);
    console.info(
      `first search answered in ${first.firstSearchMs.toFixed(0)} ms; while the search index built, /api/health took at most ${first.worstHealthMs.toFixed(0)} ms (${first.probes} probes over 6 s; target ≤ 1,000 ms); heap after: ${MB(built.heapUsed)}\n`,
    );
    const before = await memoryOf(api);
    let peakRss = before.rss;
    let probing = false; // one probe at a time: a busy API answers late
    const sampler = setInterval(() => {
      if (probing) return;
      probing = true;
      memoryOf(api).then(
        (m) => {
          peakRss = Math.max(peakRss, m.rss);
          probing = false;
        },
        () => undefined,
      );
    }, 500);

    const all = scenarios(api, baseline.url);
    const trendingUrl = all[1]?.url ?? '';
    const etag = await etagOf(trendingUrl);
    if (etag) {
      all.splice(2, 0, {
        name: 'GET /api/products?type=trending (If-None-Match → 304)',
        kind: 'revalidate',
        url: trendingUrl,
        ratioTarget: true,
        options: { headers: { 'if-none-match': etag } },
      });
    }
    const only = (process.env.BENCH_ONLY ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const list = all.filter(
      (s) => s.kind === 'baseline' || only.length === 0 || only.some((o) => s.name.includes(o)),
    );

    const rows: Row[] = [];
    const searchRows: SearchRow[] = [];
    const baselineScenario = list[0];
    if (!baselineScenario) throw new Error('no baseline scenario');
    printHeader();
    for (const s of list) {
      // Baseline right before each API scenario: ratios compare like with like on a shared machine.
      let baselineRps = 0;
      if (s.kind !== 'baseline') {
        baselineRps = (await load(baselineScenario, BASELINE_DURATION)).requests.average;
      }
      // Warm-up on one connection (JIT, caches) leaves no backlog; its p50 is the latency alone.
      let alone: Row['alone'] = null;
      if (WARMUP > 0 && s.kind !== 'write') {
        const warm = await load(s, WARMUP, 1);
        alone = warm.requests.total > 0 ? { p50: warm.latency.p50, p99: warm.latency.p99 } : null;
      }
      await settle(api.url);
      const cpuBefore = (await memoryOf(api)).cpu;
      const result = await load(s, DURATION);
      const cpuAfter = (await memoryOf(api)).cpu;
      if (s.name.includes('/search') && cpuBefore !== undefined && cpuAfter !== undefined)
        searchRows.push({
          name: s.name,
          connections: s.connections ?? CONNECTIONS,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result['5xx'],
          requests: result.requests.total,
          cpuMsPerRequest:
            result.requests.total > 0
              ? (cpuAfter - cpuBefore) / 1000 / result.requests.total
              : null,
        });
      const row: Row = {
        scenario: s,
        result,
        baselineRps: s.kind === 'baseline' ? result.requests.average : baselineRps,
        alone,
      };
      rows.push(row);
      printRow(row);
      const waited = await settle(api.url);
      if (waited > 2000)
        console.info(
          `${' '.repeat(4)}(the API needed ${(waited / 1000).toFixed(0)} s to work off requests still queued when the run ended)`,
        );
    }
    clearInterval(sampler);
    const after = await memoryOf(api);
    console.info(
      `\n"baseline" = bare Express req/s measured for ${BASELINE_DURATION} s right before each scenario; "1-conn" = latency in ms during the ${WARMUP} s warm-up on one connection (no queueing; "<1" = under a millisecond)`,
    );
    console.info(
      `API memory before: RSS ${MB(before.rss)}, heap ${MB(before.heapUsed)}/${MB(before.heapTotal)}; ` +
        `after: RSS ${MB(after.rss)}, heap ${MB(after.heapUsed)}/${MB(after.heapTotal)}; peak RSS ${MB(peakRss)}`,
    );

    console.info('\nTargets (issue 12):');
    const reads = rows.filter((r) => r.scenario.ratioTarget);
    for (const r of reads) {
      const ratio = r.result.requests.average / r.baselineRps;
      console.info(
        `  ${ratio >= TARGET_READ_RATIO ? 'PASS' : 'MISS'}  ${r.scenario.name}: ${(ratio * 100).toFixed(0)} % of baseline (target ≥ ${TARGET_READ_RATIO * 100} %)`,
      );
    }
    for (const search of rows.filter((r) => r.scenario.name.includes('/search'))) {
      const { p99 } = search.result.latency;
      const answered = search.result.requests.total > 0;
      const ok =
        answered &&
        p99 < TARGET_SEARCH_P99_MS &&
        search.result.errors + search.result.timeouts === 0;
      console.info(
        `  ${ok ? 'PASS' : 'MISS'}  ${search.scenario.name}: p50 ${search.result.latency.p50} ms, p99 ${answered ? `${p99} ms` : 'n/a (nothing answered)'} at ${products} products (target p99 < ${TARGET_SEARCH_P99_MS} ms)`,
      );
    }
    printSearchTargets(searchRows, products);
    const api5xx = rows.filter((r) => r.scenario.kind !== 'baseline');
    const errors = api5xx.reduce((a, r) => a + r.result.errors + r.result.timeouts, 0);
    const fives = api5xx.reduce((a, r) => a + r.result['5xx'], 0);
    const unexpected = api5xx.reduce((a, r) => a + unexpectedNon2xx(r), 0);
    console.info(
      `  ${errors === 0 && fives === 0 ? 'PASS' : 'MISS'}  ${CONNECTIONS} connections: ${errors} errors/timeouts, ${fives} 5xx, ${unexpected} other non-2xx`,
    );
  } finally {
    await Promise.all([stopChild(api), stopChild(baseline)]);
  }
  if (CPU_PROF_DIR)
    console.info(
      `\nCPU profile of the API process written to ${CPU_PROF_DIR} (open in Chrome DevTools → Performance)`,
    );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
