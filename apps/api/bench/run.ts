/**
 * API load benchmark. Prints figures; never fails on timing.
 *
 *   pnpm --filter @vastra/api bench            # 20,000 products, 100 connections, 8 s per endpoint
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=100 BENCH_PRODUCTS=20000 pnpm --filter @vastra/api bench
 *   BENCH_CPU_PROF=1 ...                       # + a V8 CPU profile of the API per scenario
 *   BENCH_ONLY=search,trending ...             # only the scenarios whose name contains one of these
 *   MONGODB_URI=mongodb://… ...                # the same scenarios on a real MongoDB
 *   BENCH_ENGINE_PROCESS=1 ...                 # the wire engine in its own process, not the API's
 *   BENCH_API_NODE_ARGS='--trace-gc' ...       # extra Node flags for the API process
 *   BENCH_IDLE_SECONDS=30 ...                  # then the idle API's CPU share (0: skip it)
 *
 * Three processes: this one (autocannon), the API (bench/api-server.ts: engine + seed + server,
 * as `pnpm dev` runs it) and a bare Express app with a fixed JSON body (bench/baseline-server.ts),
 * measured right before each scenario; each endpoint is reported as a ratio of that figure, with
 * the API process's CPU and event-loop use during the run.
 */
import autocannon, { type Result } from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  askChild,
  type ApiFixtures,
  type ChildMessage,
  type MemorySample,
  type ParentMessage,
  type StockCheck,
} from './protocol';
import { printHeader, printRow, printTargets, type Row } from './report';
import type { Scenario } from './scenario';
import { revalidation, scenarios } from './scenarios';
import { firstSearchDelay, printSearchTargets, type SearchRow } from './search-scenarios';

const here = import.meta.dirname;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const BASELINE_DURATION = Number(process.env.BENCH_BASELINE_DURATION ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Seconds the API is left without requests after the scenarios, to print its idle CPU (0: skip). */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
/** The wire engine in its own process (like a mongod) instead of inside the API process. */
const ENGINE_PROCESS = process.env.BENCH_ENGINE_PROCESS === '1' && !process.env.MONGODB_URI;
/** Extra Node flags for the API process, e.g. `--trace-gc` or `--max-semi-space-size=32`. */
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF
  ? resolve(process.env.BENCH_CPU_PROF_DIR ?? '/tmp/vastra-bench-prof')
  : null;

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
    // V8's traces (--trace-gc) go to stdout: shown when flags were given, else the logs are dropped.
    stdio: ['ignore', execArgv.length > 0 ? 'inherit' : 'ignore', 'inherit', 'ipc'],
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

const memoryOf = (child: Child): Promise<MemorySample> =>
  askChild(child.proc, { type: 'memory' }, 'memory').then((m) => m.memory);

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

function apiUsage(a: MemorySample, b: MemorySample): { cpu: number; loop: number } {
  const wallMs = b.at - a.at;
  const active = b.loopActive - a.loopActive;
  const idle = b.loopIdle - a.loopIdle;
  return {
    cpu: wallMs > 0 ? (b.cpuMicros - a.cpuMicros) / 1000 / wallMs : 0,
    loop: active + idle > 0 ? active / (active + idle) : 0,
  };
}

/** A search scenario's row as the search targets read it (CPU of the API process per request). */
function searchRow(row: Row): SearchRow {
  const r = row.result;
  const n = r.requests.total;
  return {
    name: row.scenario.name,
    connections: row.connections,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r['5xx'],
    requests: n,
    cpuMsPerRequest: row.api && n > 0 ? (row.api.cpu * r.duration * 1000) / n : null,
  };
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

async function load(
  s: Scenario,
  duration: number,
  connections = s.connections ?? CONNECTIONS,
): Promise<Result> {
  return autocannon({ url: s.url, connections, duration, timeout: 10, ...s.options });
}

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

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

/**
 * The API process's CPU while nobody calls it (its job worker, catalogue signal and timers only),
 * as % of one core over IDLE_SECONDS after the scenarios; bench/idle-cpu.ts measures it in the
 * production shape (two API processes) in windows, with medians.
 */
async function printIdle(api: Child, engine: Child | null): Promise<void> {
  await settle(api.url);
  await new Promise((r) => setTimeout(r, 5_000));
  const share = async (child: Child, run: Promise<unknown>) => {
    const a = await memoryOf(child);
    await run;
    const b = await memoryOf(child);
    return ((b.cpuMicros - a.cpuMicros) / 1000 / (b.at - a.at)) * 100;
  };
  const wait = new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const [apiShare, engineShare] = await Promise.all([
    share(api, wait),
    engine ? share(engine, wait) : Promise.resolve(null),
  ]);
  console.info(
    `\nidle API process: ${apiShare.toFixed(2)} % of one core over ${IDLE_SECONDS} s with no request` +
      (engineShare === null ? '' : ` (engine process: ${engineShare.toFixed(2)} %)`) +
      ' (target < 1 %; bench/idle-cpu.ts for the production shape)',
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
  const engine = ENGINE_PROCESS ? await startChild('engine-server.ts', {}) : null;
  const [baseline, api] = await Promise.all([
    startChild('baseline-server.ts', {
      BENCH_BASELINE_PORT: process.env.BENCH_BASELINE_PORT ?? '4105',
    }),
    startChild(
      'api-server.ts',
      {
        BENCH_API_PORT: process.env.BENCH_API_PORT ?? '4104',
        BENCH_PRODUCTS: products,
        ...(engine ? { MONGODB_URI: engine.url, MONGO_ENGINE: 'uri' } : {}),
      },
      API_NODE_ARGS,
    ),
  ]);
  const fx = api.fixtures;
  if (!fx) throw new Error('no fixtures');
  console.info(
    `API ready in ${((Date.now() - started) / 1000).toFixed(1)} s (engine=${engine ? 'wire, own process' : fx.engine}, seed ${(fx.seedMs / 1000).toFixed(1)} s); ` +
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

    const all = scenarios(api.url, baseline.url, fx, CONNECTIONS);
    const etag = await etagOf(`${api.url}/api/products?type=trending`);
    if (etag) all.splice(2, 0, revalidation(api.url, etag));
    const only = (process.env.BENCH_ONLY ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const list = all.filter(
      (s) => s.kind === 'baseline' || only.length === 0 || only.some((o) => s.name.includes(o)),
    );

    const rows: Row[] = [];
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
      // Writes are not warmed up: they would change what the run measures (bags, stock).
      let alone: Row['alone'] = null;
      if (WARMUP > 0 && s.kind !== 'write' && s.kind !== 'order') {
        const warm = await load(s, WARMUP, 1);
        alone = warm.requests.total > 0 ? { p50: warm.latency.p50, p99: warm.latency.p99 } : null;
      }
      await settle(api.url);
      const profiled = CPU_PROF_DIR !== null && s.kind !== 'baseline';
      if (profiled) await askChild(api.proc, { type: 'profile-start' }, 'profiled');
      const apiBefore = await memoryOf(api);
      const engineBefore = engine ? await memoryOf(engine) : null;
      const result = await load(s, DURATION);
      const apiAfter = await memoryOf(api);
      const engineAfter = engine ? await memoryOf(engine) : null;
      if (profiled && CPU_PROF_DIR) {
        const file = resolve(CPU_PROF_DIR, `${slug(s.name)}.cpuprofile`);
        await askChild(api.proc, { type: 'profile-stop', file }, 'profiled');
      }
      const row: Row = {
        scenario: s,
        result,
        baselineRps: s.kind === 'baseline' ? result.requests.average : baselineRps,
        alone,
        api: s.kind === 'baseline' ? null : apiUsage(apiBefore, apiAfter),
        engineCpu:
          s.kind !== 'baseline' && engineBefore && engineAfter
            ? apiUsage(engineBefore, engineAfter).cpu
            : null,
        connections: s.connections ?? CONNECTIONS,
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
      `\n"baseline" = bare Express req/s measured for ${BASELINE_DURATION} s right before each scenario; "1-conn" = latency in ms during the ${WARMUP} s warm-up on one connection (no queueing; "<1" = under a millisecond); "loop" = share of the run the API's event loop was busy (not waiting for I/O); "cpu ms/req" = CPU time of the API process per answered request (+ the engine's own process with BENCH_ENGINE_PROCESS=1); it is the figure least moved by other load on the machine`,
    );
    console.info(
      `API memory before: RSS ${MB(before.rss)}, heap ${MB(before.heapUsed)}/${MB(before.heapTotal)}; ` +
        `after: RSS ${MB(after.rss)}, heap ${MB(after.heapUsed)}/${MB(after.heapTotal)}; peak RSS ${MB(peakRss)}`,
    );
    const stock: StockCheck[] | null = rows.some((r) => r.scenario.kind === 'order')
      ? (await askChild(api.proc, { type: 'stock' }, 'stock')).items
      : null;
    printTargets(rows, stock);
    printSearchTargets(
      rows.filter((r) => r.scenario.name.includes('/search')).map(searchRow),
      products,
    );
    if (IDLE_SECONDS > 0) await printIdle(api, engine);
  } finally {
    await Promise.all([stopChild(api), stopChild(baseline)]);
    if (engine) await stopChild(engine);
  }
  if (CPU_PROF_DIR)
    console.info(
      `\nCPU profiles of the API process, one per scenario, written to ${CPU_PROF_DIR} (summarise with bench/cpu-profile.ts, or open in Chrome DevTools → Performance)`,
    );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
