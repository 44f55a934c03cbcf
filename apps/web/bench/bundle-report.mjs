// Bundle report for the production build: the JavaScript a first visit to `/`, a category page
// and a product page downloads (gzip and brotli), per chunk, the budget check, and the libraries
// in the entry chunk with what pulls each one in. A report: it prints figures and exits 0 whatever
// they are; the same budgets (build/bundle-budget.mjs) fail `pnpm test:e2e` on the build it
// serves. Usage: `pnpm --filter @vastra/web bench:bundle`
// (options: --out DIR to keep the build elsewhere, --json to also print machine-readable results).
import { mkdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { BUDGETS } from '../build/bundle-budget.mjs';
import { BENCH_DIST } from './web-server.mjs';

const WEB_ROOT = resolve(import.meta.dirname, '..');
const REPO_ROOT = resolve(WEB_ROOT, '../..');
const args = process.argv.slice(2);
const argValue = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const OUT_DIR = resolve(argValue('--out', BENCH_DIST));

/** The pages measured (by the route module react-router lazy-loads for them) and their budgets. */
export const PAGES = BUDGETS;

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

/** `node_modules/.pnpm/x/node_modules/@scope/name/...` → `@scope/name`; workspace packages by folder. */
export function packageOf(id) {
  const clean = id.replace(/\?.*$/, '').replaceAll('\\', '/');
  const at = clean.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const parts = clean.slice(at + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const ws = clean.match(/\/packages\/([^/]+)\//);
  if (ws) return `@vastra/${ws[1]} (workspace)`;
  if (clean.startsWith('\0') || !clean.startsWith('/')) return '(virtual/runtime)';
  return null; // app source
}

const shortId = (id) => {
  const clean = id.replace(/\?.*$/, '');
  return clean.startsWith(REPO_ROOT) ? relative(WEB_ROOT, clean) : clean;
};

/** Builds with the app's own vite.config plus a manifest and a plugin that records the chunk graph. */
async function buildAndCapture() {
  /** @type {Map<string, {fileName:string,name:string,isEntry:boolean,isDynamicEntry:boolean,facadeModuleId:string|null,imports:string[],dynamicImports:string[],modules:Record<string,number>}>} */
  const chunks = new Map();
  /** module id → importer ids (static) */
  const importers = new Map();
  const capture = {
    name: 'vastra-bench-capture',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [fileName, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules = {};
        for (const [id, m] of Object.entries(out.modules ?? {}))
          modules[id] = m.renderedLength ?? 0;
        chunks.set(fileName, {
          fileName,
          name: out.name,
          isEntry: out.isEntry,
          isDynamicEntry: out.isDynamicEntry,
          facadeModuleId: out.facadeModuleId ?? null,
          imports: [...out.imports],
          dynamicImports: [...out.dynamicImports],
          modules,
        });
      }
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) importers.set(id, [...(info.importers ?? [])]);
      }
    },
  };
  mkdirSync(OUT_DIR, { recursive: true });
  await build({
    root: WEB_ROOT,
    logLevel: 'warn',
    plugins: [capture],
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
  });
  return { chunks, importers };
}

function sizesOf(fileName) {
  const buf = readFileSync(join(OUT_DIR, fileName));
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The chunks a page needs before it renders: the entry and the route chunk, each with its static imports. */
function closure(chunks, roots) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file) || !chunks.has(file)) return;
    seen.add(file);
    for (const dep of chunks.get(file).imports) walk(dep);
  };
  roots.forEach(walk);
  return [...seen];
}

function routeChunk(chunks, route) {
  const abs = resolve(WEB_ROOT, route);
  for (const c of chunks.values()) if (c.facadeModuleId === abs) return c.fileName;
  return null;
}

function main() {
  return buildAndCapture().then(({ chunks, importers }) => {
    const entry = [...chunks.values()].find((c) => c.isEntry);
    if (!entry) throw new Error('no entry chunk in the build');
    const size = new Map([...chunks.keys()].map((f) => [f, sizesOf(f)]));
    const entryClosure = closure(chunks, [entry.fileName]);
    const cssFiles =
      readFileSync(join(OUT_DIR, 'index.html'), 'utf8').match(/assets\/[\w.-]+\.css/g) ?? [];
    const css = cssFiles
      .map(sizesOf)
      .reduce(
        (a, s) => ({ gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli, raw: a.raw + s.raw }),
        { raw: 0, gzip: 0, brotli: 0 },
      );

    console.log(`\nVastra web — bundle report (vite ${'build'} → ${OUT_DIR})`);
    console.log(`gzip level 9, brotli quality 11 (node:zlib); sizes in kB (1024 bytes)\n`);
    const results = [];
    for (const page of PAGES) {
      const rc = routeChunk(chunks, page.route);
      const files = closure(chunks, rc ? [entry.fileName, rc] : [entry.fileName]);
      const total = files.reduce(
        (a, f) => ({
          raw: a.raw + size.get(f).raw,
          gzip: a.gzip + size.get(f).gzip,
          brotli: a.brotli + size.get(f).brotli,
        }),
        { raw: 0, gzip: 0, brotli: 0 },
      );
      const routeOnly = files.filter((f) => !entryClosure.includes(f));
      const lazyLater = rc ? chunks.get(rc).dynamicImports.filter((f) => !files.includes(f)) : [];
      console.log(`▶ ${page.name}  (route module ${page.route} → ${rc ?? 'NOT FOUND'})`);
      console.log(
        `  ${pad('chunk', 44)}${padL('raw', 10)}${padL('gzip', 10)}${padL('brotli', 10)}`,
      );
      for (const f of files.sort((a, b) => size.get(b).gzip - size.get(a).gzip)) {
        const s = size.get(f);
        const tag =
          f === entry.fileName
            ? ' [entry]'
            : f === rc
              ? ' [route]'
              : entryClosure.includes(f)
                ? ' [shared, entry]'
                : ' [route dep]';
        console.log(
          `  ${pad(f.replace('assets/', '') + tag, 44)}${padL(kB(s.raw), 10)}${padL(kB(s.gzip), 10)}${padL(kB(s.brotli), 10)}`,
        );
      }
      console.log(
        `  ${pad('TOTAL JS first visit', 44)}${padL(kB(total.raw), 10)}${padL(kB(total.gzip), 10)}${padL(kB(total.brotli), 10)}`,
      );
      const routeExtra = routeOnly.reduce((a, f) => a + size.get(f).gzip, 0);
      console.log(
        `  route-specific JS on top of the entry: ${kB(routeExtra)} gzip in ${routeOnly.length} chunk(s)`,
      );
      if (lazyLater.length)
        console.log(
          `  lazily loaded later by this route (not counted): ${lazyLater.map((f) => f.replace('assets/', '')).join(', ')}`,
        );
      console.log(`  + CSS: ${kB(css.gzip)} gzip / ${kB(css.brotli)} brotli\n`);
      results.push({ page: page.name, routeChunk: rc, files, ...total });
    }

    let pass = true;
    for (const [i, page] of PAGES.entries()) {
      const ok = results[i].gzip <= page.gzip;
      pass &&= ok;
      console.log(
        `BUDGET  JS for the first visit to ${page.name} ≤ ${kB(page.gzip)} gzip: ${kB(results[i].gzip)} → ${ok ? 'PASS' : 'MISS'}`,
      );
    }
    const routeChunks = [...chunks.values()].filter(
      (c) => c.isDynamicEntry && c.facadeModuleId?.includes('/src/app/routes/'),
    );
    console.log(
      `ROUTES  code-split: ${routeChunks.length} route chunks (lazy) → ${routeChunks.length >= PAGES.length ? 'PASS' : 'MISS'}\n`,
    );

    // Libraries in the chunks every first visit downloads (entry + its static imports), with an
    // approximate gzip share (the chunk's gzip size split by each module's rendered length).
    const chunkRendered = new Map(
      entryClosure.map((f) => [f, Object.values(chunks.get(f).modules).reduce((a, b) => a + b, 0)]),
    );
    const libs = new Map();
    for (const f of entryClosure) {
      for (const [id, bytes] of Object.entries(chunks.get(f).modules)) {
        const pkg = packageOf(id);
        if (!pkg) continue;
        const cur = libs.get(pkg) ?? { bytes: 0, gzip: 0, modules: [] };
        cur.bytes += bytes;
        cur.gzip += (size.get(f).gzip * bytes) / (chunkRendered.get(f) || 1);
        cur.modules.push(id);
        libs.set(pkg, cur);
      }
    }
    const entryModules = new Set(entryClosure.flatMap((f) => Object.keys(chunks.get(f).modules)));
    console.log(
      'Libraries in the entry chunk and its static imports (every first visit downloads them):',
    );
    console.log(
      `  ${pad('library', 34)}${padL('rendered', 10)}${padL('≈gzip', 10)}  imported directly by ← app modules of the entry closure that pull it in`,
    );
    for (const [pkg, { bytes, gzip, modules }] of [...libs].sort(
      (a, b) => b[1].bytes - a[1].bytes,
    )) {
      // Direct importers from outside the library, then the app modules reached through library chains.
      const direct = new Set();
      const app = new Set();
      const seen = new Set(modules);
      const queue = [...modules];
      while (queue.length) {
        const m = queue.shift();
        for (const imp of importers.get(m) ?? []) {
          const impPkg = packageOf(imp);
          const visit = () => {
            if (seen.has(imp)) return;
            seen.add(imp);
            queue.push(imp);
          };
          if (impPkg === pkg) {
            visit();
            continue;
          }
          if (packageOf(m) === pkg) direct.add(impPkg ?? shortId(imp));
          // Only app modules that are themselves in the entry closure pull the library into it.
          if (!impPkg) {
            if (entryModules.has(imp)) app.add(shortId(imp));
          } else visit();
        }
      }
      const list = [...direct];
      const appList = [...app];
      const shown =
        list.slice(0, 3).join(', ') +
        (list.length > 3 ? ` (+${list.length - 3})` : '') +
        (appList.length
          ? ` ← ${appList.slice(0, 6).join(', ')}${appList.length > 6 ? ` (+${appList.length - 6})` : ''}`
          : '');
      console.log(`  ${pad(pkg, 34)}${padL(kB(bytes), 10)}${padL(kB(gzip), 10)}  ${shown || '-'}`);
    }
    console.log(
      "  (rendered = module code before minification; ≈gzip = its share of the chunk's gzip size)",
    );
    const entrySrc = [];
    for (const f of entryClosure)
      for (const [id, bytes] of Object.entries(chunks.get(f).modules))
        if (!packageOf(id)) entrySrc.push([shortId(id), bytes]);
    entrySrc.sort((a, b) => b[1] - a[1]);
    console.log(`\nApp modules in the entry closure: ${entrySrc.length}; largest:`);
    for (const [id, bytes] of entrySrc.slice(0, 12))
      console.log(`  ${pad(id, 70)}${padL(kB(bytes), 10)}`);

    if (args.includes('--json'))
      console.log(
        JSON.stringify({ budgets: PAGES.map((p) => p.gzip), pass, pages: results, css }, null, 2),
      );
  });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
