// Lighthouse (mobile configuration: simulated slow 4G and 4× CPU slowdown) on `/`, a category page,
// a product page and, signed in, the bag, checkout and an order's details, on the production build
// served as production serves it (bench/web-server.mjs: the server renderer, `server/ssr-server.mjs`,
// passing the API's paths through; `vite preview` for an older build without one), over the real
// API (apps/api/bench/api-server.ts: embedded engine + demo catalogue) on ports of its own; then
// Interaction to Next Paint of eight interactions
// (bench/inp.mjs). Drives Debian's Chromium; needs no network. Prints scores, LCP/TBT/CLS, INP and
// what fails; exits 0 whatever the figures (a benchmark, never a CI gate: timings on a shared
// machine are noisy — layout shift and bundle sizes, which are not, are gated in `pnpm test:e2e`).
//
// Signed-in pages: the session (local storage, as the app keeps it) is set on the page's origin
// before each run, and Lighthouse is told not to reset storage; the HTTP cache is cleared instead,
// so every run is still a cold load.
//
//   pnpm --filter @vastra/web bench:lighthouse
//   CHROMIUM_PATH=/usr/bin/chromium LH_API_PORT=4104 LH_PREVIEW_PORT=4174 LH_PRODUCTS=180 LH_RUNS=1 …
//   LH_PAGES=home,category,product,bag,checkout,order,inp   measure only those (`inp`: INP only;
//     `content` adds the other public page types: blogs, a blog post, lookbook, a style,
//     testimonials, influencer, about)
//   LH_INP_RUNS=3   runs of each interaction
//   LH_OUT_DIR=…/dist   where the build goes (default apps/web/node_modules/.cache/vastra-bench/dist;
//     the server renderer goes beside it, in dist-ssr/, so it must sit inside apps/web, where the
//     renderer finds its packages)
//   LH_REPORT_DIR=/tmp/…   where the JSON reports go (default /tmp/vastra-bench-lighthouse)
//   LH_TRACE=1   also keep each run's Chrome trace (<page>-<run>.trace.json) for LCP analysis
//   … -- --no-build   reuse the last build in that folder (the renderer is built if missing)
//   … -- --compare <git-ref>   also build <git-ref> (a temporary git worktree, bench/compare.mjs)
//       and measure both builds alternately, each served by its own commit's server, LH_RUNS (default 5) runs per page each, then INP the
//       same way: medians and spreads per page and build, the load average at start and end
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  buildRef,
  compareRefArg,
  loadAverage,
  printComparison,
  printInpComparison,
  workingTreeLabel,
} from './compare.mjs';
import { measureInp, printInp } from './inp.mjs';
import { call, presetSession, shopperWithOrder, signIn, startApi, stopApi } from './lh-stack.mjs';
import { BENCH_DIST, buildWithRenderer, startWeb } from './web-server.mjs';

const WEB_ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = resolve(process.env.LH_OUT_DIR ?? BENCH_DIST);
const REPORT_DIR = process.env.LH_REPORT_DIR ?? '/tmp/vastra-bench-lighthouse';
const API_PORT = process.env.LH_API_PORT ?? '4104';
const PREVIEW_PORT = Number(process.env.LH_PREVIEW_PORT ?? 4174);
const PRODUCTS = process.env.LH_PRODUCTS ?? '180';
/** `--compare <ref>`: a second build to measure alternately with this one. */
const COMPARE_REF = compareRefArg(process.argv.slice(2));
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? (COMPARE_REF ? 5 : 1)));
/** Comma-separated names (home, category, product, bag, checkout, order, inp) to measure only those. */
const ONLY = (process.env.LH_PAGES ?? '').split(',').filter(Boolean);
/** Public page types beyond the six, measured only on request (`LH_PAGES=content` for all). */
const CONTENT_PAGES = ['blogs', 'blog', 'lookbook', 'style', 'testimonials', 'influencer', 'about'];

/** The content pages' paths, with a real blog post and look from the seeded API. */
async function contentPages(apiUrl) {
  const blogs = await call(`${apiUrl}/api/blogs`);
  const styles = await call(`${apiUrl}/api/styles`);
  const blogId = (blogs.data ?? [])[0]?._id;
  const styleId = (styles.data ?? [])[0]?._id;
  return [
    { name: 'blogs', path: '/blogs' },
    ...(blogId ? [{ name: 'blog post', path: `/blogdetails/${blogId}` }] : []),
    { name: 'lookbook', path: '/all-styles' },
    ...(styleId ? [{ name: 'style', path: `/all-styles/${styleId}` }] : []),
    { name: 'testimonials', path: '/testimonials' },
    { name: 'influencer', path: '/influencer' },
    { name: 'about', path: '/about' },
  ];
}
/** LH_TRACE=1 also writes each run's Chrome trace next to its report. */
const SAVE_TRACE = process.env.LH_TRACE === '1';
const INP_RUNS = Math.max(1, Number(process.env.LH_INP_RUNS ?? (COMPARE_REF ? 5 : 3)));
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Targets for every page (performance is read on the median of several runs). */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.02 };
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function summarise(lhr) {
  const a = lhr.audits;
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const scripts = (a['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  // Failing audits with their first offenders (selector or snippet), to hand to the page's owner.
  const offenders = (id) =>
    (a[id]?.details?.items ?? [])
      .slice(0, 2)
      .map((i) => i.node?.selector ?? i.node?.snippet ?? i.url ?? i.line ?? '')
      .filter(Boolean)
      .map((x) => String(x).slice(0, 70));
  const failing = {};
  for (const cat of ['accessibility', 'best-practices', 'seo']) {
    failing[cat] = (lhr.categories[cat]?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && a[ref.id] && a[ref.id].score !== null && a[ref.id].score < 1,
      )
      .map((ref) => {
        const who = offenders(ref.id);
        return `${ref.id}${who.length ? ` [${who.join(' | ')}]` : ''}`;
      });
  }
  // LCP element: Lighthouse 13 reports it in the LCP insights (a "node" item).
  const nodeIn = (id) => (a[id]?.details?.items ?? []).find((i) => i?.type === 'node');
  const lcpEl = nodeIn('lcp-breakdown-insight') ?? nodeIn('lcp-discovery-insight');
  const bootup = (a['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((i) => `${String(i.url).split('/').pop() || 'document'} ${Math.round(i.total)} ms`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: a['first-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    jsTransfer: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    lcpElement: lcpEl ? `${lcpEl.nodeLabel ?? ''} — ${lcpEl.snippet ?? ''}`.slice(0, 160) : 'n/a',
    bootup,
    unsizedImages: a['unsized-images']?.details?.items?.length ?? 0,
    offscreenImages: a['offscreen-images']?.details?.items?.length ?? 0,
    failing,
  };
}

async function main() {
  console.log(
    `Vastra web — Lighthouse ${new Date().toISOString()} (mobile config, ${RUNS} run(s) per page, median shown)`,
  );
  console.log(`load average (1 / 5 / 15 min) at start: ${loadAverage()}`);
  if (COMPARE_REF && RUNS < 5)
    console.log(`(${RUNS} run(s) per page and build: too few to compare; use LH_RUNS ≥ 5)`);
  const distRoot = dirname(OUT_DIR);
  const builds = [{ label: workingTreeLabel(WEB_ROOT), webRoot: WEB_ROOT, distRoot }];
  await buildWithRenderer({
    webRoot: WEB_ROOT,
    outDir: OUT_DIR,
    reuse: process.argv.includes('--no-build'),
  });
  if (COMPARE_REF) builds.push(buildRef(COMPARE_REF, WEB_ROOT));
  mkdirSync(REPORT_DIR, { recursive: true });

  // One shopper who adds to the bag per build measured (INP), so the builds do not share a bag.
  const api = await startApi({ port: API_PORT, products: PRODUCTS, writeUsers: builds.length });
  const servers = [];
  let chrome;
  try {
    for (const [i, b] of builds.entries()) {
      const web = await startWeb({
        webRoot: b.webRoot,
        distRoot: b.distRoot,
        previewRoot: WEB_ROOT,
        port: PREVIEW_PORT + i,
        apiUrl: api.url,
      });
      servers.push(web);
      b.base = web.base;
      b.label = `${b.label}, ${web.kind}`;
    }
    const base = builds[0].base;
    const fx = api.fixtures;
    const categoryPath = `/${slug(fx.categoryName)}/${fx.categoryId}`;
    const wanted = (name) => ONLY.length === 0 || ONLY.includes(name);
    const shopper =
      wanted('bag') || wanted('checkout') || wanted('order')
        ? await shopperWithOrder(api.url, fx)
        : null;
    const pages = [
      { name: 'home', path: '/' },
      { name: `category (${fx.categoryName})`, path: categoryPath },
      { name: 'product', path: `/productdetails/${fx.productId}` },
      { name: 'bag', path: '/cart', signedIn: true },
      { name: 'checkout', path: '/checkout', signedIn: true },
      { name: 'order details', path: `/account/orders/${shopper?.orderId}`, signedIn: true },
      // The other public page types, measured only when LH_PAGES names them (LH_PAGES=content
      // names them all): their scores that matter are SEO, accessibility and best practices.
      ...(ONLY.some((n) => CONTENT_PAGES.includes(n) || n === 'content')
        ? await contentPages(api.url)
        : []
      ).filter((p) => ONLY.includes('content') || ONLY.includes(p.name.split(' ')[0])),
    ].filter(
      (p) =>
        wanted(p.name.split(' ')[0]) ||
        (ONLY.includes('content') && CONTENT_PAGES.includes(p.name.split(' ')[0])),
    );
    console.log(
      `API ${api.url} (engine=${fx.engine}, ${fx.products} products); ` +
        builds.map((b) => `${b.label} at ${b.base}`).join('; ') +
        '\n',
    );

    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const rows = [];
    const compared = [];
    for (const page of pages) {
      const runs = builds.map(() => []);
      for (let i = 0; i < RUNS; i += 1) {
        // Alternate which build goes first (A B, B A, …): neither always runs on a warmer machine.
        const order = builds.map((_, k) => k);
        if (i % 2 === 1) order.reverse();
        for (const k of order) {
          const at = builds[k].base;
          if (page.signedIn) await presetSession(chrome.port, at, shopper.session);
          const result = await lighthouse(`${at}${page.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            disableStorageReset: Boolean(page.signedIn),
          });
          if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
          const stem = resolve(
            REPORT_DIR,
            `${page.name.split(' ')[0]}${k ? `-b${k}` : ''}-${i + 1}`,
          );
          writeFileSync(`${stem}.json`, result.report);
          // The trace shows what each paint waited on (LCP candidates, script evaluation, requests).
          if (SAVE_TRACE)
            writeFileSync(`${stem}.trace.json`, JSON.stringify(result.artifacts.Trace));
          runs[k].push(summarise(result.lhr));
        }
      }
      for (const [k, b] of builds.entries())
        compared.push({ page: page.name, build: b.label, runs: runs[k] });
      // Median run by performance score (Lighthouse's own advice for variance).
      const own = runs[0];
      const perf = median(own.map((r) => r.performance));
      rows.push({ page, ...(own.find((r) => r.performance === perf) ?? own[0]) });
    }

    if (COMPARE_REF) {
      printComparison(compared);
      console.log('');
    }
    const cols = [
      'page',
      'perf',
      'a11y',
      'best',
      'SEO',
      'LCP ms',
      'FCP ms',
      'TBT ms',
      'CLS',
      'JS kB (transfer)',
    ];
    const w = [34, 6, 6, 6, 6, 8, 8, 8, 7, 18];
    const line = (cells) =>
      cells.map((c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join(' ');
    console.log(line(cols));
    console.log('-'.repeat(w.reduce((a, b) => a + b + 1, 0)));
    for (const r of rows) {
      console.log(
        line([
          `${r.page.name} ${r.page.path}`.slice(0, 34),
          r.performance,
          r.accessibility,
          r['best-practices'],
          r.seo,
          Math.round(r.lcp),
          Math.round(r.fcp),
          Math.round(r.tbt),
          r.cls.toFixed(3),
          `${(r.jsTransfer / 1024).toFixed(1)} (${r.jsRequests} files)`,
        ]),
      );
    }
    console.log('');
    for (const r of rows) {
      console.log(`${r.page.name}: LCP element ${r.lcpElement}`);
      console.log(
        `  images without width/height: ${r.unsizedImages}; offscreen images not lazy: ${r.offscreenImages}`,
      );
      console.log(`  main-thread time by script (4× CPU slowdown): ${r.bootup.join(', ')}`);
      for (const [cat, list] of Object.entries(r.failing))
        if (list.length) console.log(`  ${cat} below 100%: ${list.join(', ')}`);
      const checks = [
        [
          'performance',
          r.performance >= TARGETS.performance,
          `${r.performance} ≥ ${TARGETS.performance}`,
        ],
        [
          'accessibility',
          r.accessibility >= TARGETS.accessibility,
          `${r.accessibility} = ${TARGETS.accessibility}`,
        ],
        [
          'best-practices',
          r['best-practices'] >= TARGETS['best-practices'],
          `${r['best-practices']} = ${TARGETS['best-practices']}`,
        ],
        // The bag, checkout and account pages are kept out of search engines on purpose
        // (robots.txt); Lighthouse's `is-crawlable` then fails, and only that is excused.
        r.page.signedIn && r.failing.seo.every((a) => a.startsWith('is-crawlable'))
          ? ['SEO', true, `${r.seo}, only is-crawlable (private page, disallowed on purpose)`]
          : ['SEO', r.seo >= TARGETS.seo, `${r.seo} ≥ ${TARGETS.seo}`],
        ['CLS', r.cls <= TARGETS.cls, `${r.cls.toFixed(3)} ≤ ${TARGETS.cls}`],
      ];
      console.log(
        `  targets: ${checks.map(([n, ok, d]) => `${ok ? 'PASS' : 'MISS'} ${n} ${d}`).join('; ')}`,
      );
    }
    console.log(`\nFull JSON reports: ${REPORT_DIR}`);

    if (wanted('inp')) {
      const announcement = await call(`${base}/api/announcement`).catch(() => null);
      const heading = announcement?.status === 'on' ? announcement.heading : null;
      const common = { chromePath: CHROME, categoryPath, categoryId: fx.categoryId };
      if (!COMPARE_REF) {
        printInp(
          await measureInp({
            ...common,
            base,
            session: await signIn(api.url, 'bench-write-0@example.com'),
            announcement: heading,
            runs: INP_RUNS,
          }),
        );
      } else {
        // One run at a time, alternating builds; each build has its own shopper (and bag).
        const sessions = await Promise.all(
          builds.map((_, k) => signIn(api.url, `bench-write-${k}@example.com`)),
        );
        const byBuild = Object.fromEntries(builds.map((b) => [b.label, null]));
        for (let r = 0; r < INP_RUNS; r += 1) {
          const order = builds.map((_, k) => k);
          if (r % 2 === 1) order.reverse();
          for (const k of order) {
            const rowsNow = await measureInp({
              ...common,
              base: builds[k].base,
              session: sessions[k],
              announcement: heading,
              runs: 1,
              firstRun: r,
            });
            const acc = byBuild[builds[k].label];
            byBuild[builds[k].label] = acc
              ? acc.map((row, j) => ({
                  ...row,
                  runs: [...row.runs, ...rowsNow[j].runs],
                  work: [...row.work, ...rowsNow[j].work],
                }))
              : rowsNow;
          }
        }
        printInpComparison(byBuild);
      }
    }
    console.log(`\nload average (1 / 5 / 15 min) at end: ${loadAverage()}`);
  } finally {
    if (chrome) await chrome.kill();
    for (const server of servers) await server.close();
    await stopApi(api);
    for (const b of builds) b.remove?.();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
