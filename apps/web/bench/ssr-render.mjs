// Server render time per public page type: the production build's storefront server
// (`server/ssr-server.mjs` with the build's renderer, nothing in front and its own page store off,
// so no page cache) over the real API (apps/api/bench/api-server.ts: embedded engine + demo catalogue scaled
// to 20,000 products) on ports of its own, loaded by autocannon at 20 connections for about 10 s
// per page after a warm-up. Each request names another product, category or post where the page
// has one, so the API's in-process answer store does not make every render a cache hit (the
// output says which of the API's answers are stored and which are read from the database).
// Prints, per page: requests, req/s, p50 and p99 latency, non-2xx answers (the unknown product
// expects 404s) and shells (an answer without the rendered page's state: the render gave up,
// e.g. the API was slower than SSR_TIMEOUT_MS); the load average at start and end and the commit.
// The storefront server runs with SSR_TIMING=1: under the table, where each page type's render
// time went (its Server-Timing: the version read, route match, API reads — each one's start and
// duration —, React's render, dehydration, assembly; or how long a request waited on another
// request's render of the same page).
// Exits 0 whatever the figures: a benchmark, not a gate (timings on a shared machine are noisy).
//
//   pnpm --filter @vastra/web bench:ssr
//   … -- --no-build   reuse the last build (bench/web-server.mjs BENCH_DIST; the renderer is built
//     if missing)
//   SSR_BENCH_PRODUCTS=20000 SSR_BENCH_API_PORT=4150 SSR_BENCH_WEB_PORT=4250
//   SSR_BENCH_CONNECTIONS=20 SSR_BENCH_SECONDS=10 SSR_BENCH_WARMUP_SECONDS=3
//   SSR_BENCH_PAGES=home,product   measure only those (home, category, subcategory, product, blog,
//     missing)
//   … -- --compare <git-ref>   also build <git-ref> (a temporary git worktree, bench/compare.mjs) and
//     measure both builds over the same API, alternately (A B, B A, …), SSR_BENCH_RUNS times each
//     (3 by default with --compare, else 1); prints each one's median (min–max) per page
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { buildRef, compareRefArg, loadAverage, workingTreeLabel } from './compare.mjs';
import { call, startApi, stopApi } from './lh-stack.mjs';
import { createTimingTally, printRunComparison } from './ssr-report.mjs';
import { BENCH_DIST, buildWithRenderer, hasRenderer, serveBuild } from './web-server.mjs';

const WEB_ROOT = resolve(import.meta.dirname, '..');
const PRODUCTS = process.env.SSR_BENCH_PRODUCTS ?? '20000';
const API_PORT = process.env.SSR_BENCH_API_PORT ?? '4150';
const WEB_PORT = Number(process.env.SSR_BENCH_WEB_PORT ?? 4250);
const CONNECTIONS = Number(process.env.SSR_BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.SSR_BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.SSR_BENCH_WARMUP_SECONDS ?? 3);
const ONLY = (process.env.SSR_BENCH_PAGES ?? '').split(',').filter(Boolean);
/** `--compare <ref>`: a second build, measured alternately with this one over the same API. */
const COMPARE_REF = compareRefArg(process.argv.slice(2));
const RUNS = Number(process.env.SSR_BENCH_RUNS ?? (COMPARE_REF ? 3 : 1));

/** Present in every rendered page (its dehydrated query cache), absent from the bare shell. */
const RENDERED_MARK = 'id="__vastraSsr"';

/** A category or subcategory name as the storefront writes it in a listing's URL. */
const slug = (s) => s.trim().toLowerCase().replace(/\s+/g, '-');

/** Endless round-robin over `items`, starting at `from`. */
function cycle(items, from = 0) {
  let i = from;
  return () => items[i++ % items.length];
}

/**
 * The page types, each a path maker (called per request) and what the API does for it. The
 * product ids are split in two halves: warm-up draws from one, the measured run from the other,
 * so the measured product renders read products the API has not stored yet.
 */
async function pageTypes(apiUrl, fx) {
  const { categories } = await call(`${apiUrl}/api/category`);
  const blogs = (await call(`${apiUrl}/api/blogs`)).data ?? [];
  const listings = categories.map((c) => `/${slug(c.name)}/${c._id}`);
  const subListings = categories.flatMap((c) =>
    (c.subcategories ?? []).map((s) => `/${slug(c.name)}/${slug(s.name)}/${c._id}/${s._id}`),
  );
  const half = Math.floor(fx.productIds.length / 2);
  const productIds = { warmup: fx.productIds.slice(0, half), run: fx.productIds.slice(half) };
  const posts = blogs.map((b) => `/blogdetails/${b._id}`);
  return [
    {
      name: 'home',
      paths: () => () => '/',
      api: "categories, trending, don't-miss, banners, deal, blogs, styles, testimonials: stored (one answer each, hits after the first); coupons: read each time",
    },
    {
      name: 'category',
      paths: (phase) => cycle(listings, phase === 'run' ? 1 : 0),
      api: `listing's first page: stored per category (${listings.length} categories: hits after each one's first)`,
    },
    {
      name: 'subcategory',
      paths: (phase) => cycle(subListings, phase === 'run' ? 1 : 0),
      api: `the category's listing: stored (${subListings.length} subcategories over ${listings.length} categories)`,
    },
    {
      name: 'product',
      paths: (phase) => {
        const next = cycle(productIds[phase]);
        return () => `/productdetails/${next()}`;
      },
      api: `product: stored 30 s, each request another of ${productIds.run.length} products (misses until they repeat)`,
    },
    {
      name: 'blog',
      paths: (phase) => cycle(posts, phase === 'run' ? 1 : 0),
      api: `the post and the list: read each time (${posts.length} posts)`,
    },
    {
      name: 'missing',
      expect: 404,
      paths: () => () => `/productdetails/${randomBytes(12).toString('hex')}`,
      api: 'a new unknown id each request: 404s are never stored',
    },
  ].filter((p) => ONLY.length === 0 || ONLY.includes(p.name));
}

/**
 * One autocannon run over `nextPath`; counts the answers that are the shell, not a render, and
 * hands each answer's Server-Timing to `tally`.
 */
function load(base, nextPath, seconds, tally) {
  let shells = 0;
  const run = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: nextPath() }),
        onResponse: (_status, body, _context, headers) => {
          if (!String(body).includes(RENDERED_MARK)) shells++;
          const timing = Object.entries(headers ?? {}).find(
            ([k]) => k.toLowerCase() === 'server-timing',
          )?.[1];
          if (timing) tally?.add(timing);
        },
      },
    ],
  });
  return run.then((result) => ({ result, shells }));
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

function row(cells) {
  const widths = [14, 9, 8, 8, 8, 8, 7];
  return cells.map((c, i) => (i === 0 ? pad(c, widths[i]) : lpad(c, widths[i]))).join(' ');
}

async function main() {
  const commit = workingTreeLabel(WEB_ROOT);
  console.log(`Vastra web — server render time ${new Date().toISOString()} (${commit})`);
  console.log(`load average (1 / 5 / 15 min) at start: ${loadAverage()}`);
  await buildWithRenderer({
    webRoot: WEB_ROOT,
    outDir: BENCH_DIST,
    reuse: process.argv.includes('--no-build'),
  });
  const distRoot = dirname(BENCH_DIST);
  if (!hasRenderer(distRoot)) throw new Error(`no server renderer in ${distRoot}/dist-ssr`);

  const other = COMPARE_REF ? buildRef(COMPARE_REF, WEB_ROOT) : undefined;
  process.env.SSR_TIMING = '1';
  // Every request draws its page: the server's store of drawn pages would make repeats free.
  process.env.SSR_PAGE_CACHE_MB = '0';
  const seeding = Date.now();
  let api;
  const servers = [];
  try {
    api = await startApi({ port: API_PORT, products: PRODUCTS, writeUsers: 0 });
    const fx = api.fixtures;
    console.log(
      `API ${api.url} (engine=${fx.engine}, ${fx.products} products, seeded in ` +
        `${(fx.seedMs / 1000).toFixed(1)} s, ready in ${((Date.now() - seeding) / 1000).toFixed(1)} s)`,
    );
    const builds = [
      { label: commit, webRoot: WEB_ROOT, distRoot },
      ...(other ? [{ label: other.label, webRoot: other.webRoot, distRoot: other.distRoot }] : []),
    ];
    for (const [i, b] of builds.entries()) {
      b.base = `http://127.0.0.1:${WEB_PORT + i}`;
      const web = await serveBuild({
        webRoot: b.webRoot,
        distRoot: b.distRoot,
        previewRoot: b.webRoot,
        port: WEB_PORT + i,
        apiUrl: api.url,
        publicOrigin: b.base,
      });
      servers.push(web);
      console.log(`storefront server ${b.base}: ${b.label} (${web.kind}, no cache in front)`);
    }
    console.log(
      `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per page` +
        `${RUNS > 1 ? `, ${RUNS} runs per page and build, alternated` : ''}\n`,
    );
    const pages = await pageTypes(api.url, fx);
    const rows = [];
    const runs = [];
    for (const page of pages) {
      const tally = createTimingTally();
      const perBuild = builds.map((b) => ({ page: page.name, build: b.label, runs: [] }));
      for (let r = 0; r < RUNS; r += 1) {
        const order = r % 2 === 0 ? builds.keys() : [...builds.keys()].reverse();
        for (const i of order) {
          const base = builds[i].base;
          await load(base, page.paths('warmup'), WARMUP_SECONDS);
          const { result, shells } = await load(
            base,
            page.paths('run'),
            SECONDS,
            i === 0 ? tally : undefined,
          );
          const total = result.requests.total;
          const unexpected =
            page.expect === 404
              ? total - (result.statusCodeStats?.['404']?.count ?? 0)
              : result.non2xx;
          if (i === 0) rows.push({ page, result, total, shells, unexpected });
          perBuild[i].runs.push({
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            shells,
          });
          console.log(`  ${page.name}: ${builds[i].label} run ${r + 1} done (${total} requests)`);
        }
      }
      runs.push(...perBuild);
      page.timing = tally;
    }
    console.log(`\n${commit}, every run:`);
    console.log(row(['page', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'shells']));
    for (const { page, result, total, shells } of rows) {
      console.log(
        row([
          page.expect ? `${page.name} (${page.expect})` : page.name,
          total,
          result.requests.average.toFixed(1),
          result.latency.p50,
          result.latency.p99,
          result.non2xx,
          shells,
        ]),
      );
    }
    const odd = rows.filter(
      (r) => r.unexpected > 0 || r.result.errors > 0 || r.result.timeouts > 0,
    );
    for (const r of odd)
      console.log(
        `! ${r.page.name}: ${r.unexpected} unexpected status, ${r.result.errors} errors, ` +
          `${r.result.timeouts} timeouts`,
      );
    if (RUNS > 1 || other) {
      console.log('\nPer page and build, median (min–max) over the runs:');
      printRunComparison(runs);
    }
    console.log(`\nWhere the time went (${commit}, Server-Timing, every measured answer):`);
    for (const page of pages) {
      console.log(`${page.name}:`);
      for (const l of page.timing.lines()) console.log(l);
    }
    console.log('\nWhat the API does for each page:');
    for (const page of pages) console.log(`  ${pad(page.name, 14)} ${page.api}`);
    console.log(`\nload average (1 / 5 / 15 min) at end: ${loadAverage()}`);
  } finally {
    for (const web of servers) await web.close();
    if (api) await stopApi(api);
    other?.remove();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
