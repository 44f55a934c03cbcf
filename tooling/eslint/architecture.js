import fs from 'node:fs';
import path from 'node:path';
import { importsOf, SOURCE } from './rules/imports.js';

/**
 * Whole-tree architecture checks, run by the apps' `lint` scripts (and proven against fixtures by
 * `test/architecture.test.js`). Lint rules see one file at a time; these see the whole graph:
 *
 * - `moduleGraph(src)`: which business modules (`src/modules/<name>`) and other areas of an app
 *   (`src/flows`, `src/lib`, a root file…) import which, from the files that ship (tests, test
 *   helpers and fixtures left out: they may reach anywhere), the pairs of areas that import each
 *   other, and the import cycles between files (every file, tests included).
 * - `importsInto(from, into)`: the files under `from` that import a file under `into`, and the
 *   workspace packages under `into` that `from`'s package.json depends on.
 */

const TEST_ONLY = /(?:\.test\.[cm]?[jt]sx?|-fixtures\.[cm]?[jt]s|[\\/]test-helpers\.[cm]?[jt]s)$/;

/** Every source file below `dir` (node_modules and build output left out), sorted. */
export function sourceFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'dist-ssr', '.turbo'].includes(entry.name)) continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name)) out.push(full);
    }
  };
  walk(path.resolve(dir));
  return out.sort();
}

/** The area a file of `src` belongs to: `modules/<name>`, its top folder, or the root file. */
function areaOf(src, file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : parts[0].replace(SOURCE, '');
}

/** The strongly connected groups of more than one file (or a file importing itself). */
function fileCycles(files) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const within = new Set(files);
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of importsOf(v)) {
      if (!within.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || importsOf(v).includes(v)) cycles.push(group.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
}

/**
 * The import graph of an app's `src`: `areas` maps each area to the areas it imports (shipped
 * files only), `pairs` lists the areas that import each other, `cycles` the file cycles.
 */
export function moduleGraph(srcDir) {
  const src = path.resolve(srcDir);
  const files = sourceFiles(src);
  const areas = new Map();
  for (const file of files) {
    if (TEST_ONLY.test(file)) continue;
    const from = areaOf(src, file);
    if (!areas.has(from)) areas.set(from, new Set());
    for (const target of importsOf(file)) {
      if (!target.startsWith(src + path.sep) || TEST_ONLY.test(target)) continue;
      const to = areaOf(src, target);
      if (to !== from) areas.get(from).add(to);
    }
  }
  const pairs = [];
  for (const [a, tos] of areas)
    for (const b of tos) if (a < b && areas.get(b)?.has(a)) pairs.push([a, b]);
  const cycles = fileCycles(files).map((group) => group.map((f) => path.relative(src, f)));
  return { areas, pairs, cycles };
}

/** The files under `fromDir` importing a file under `intoDir`, and the packages depended on. */
export function importsInto(fromDir, intoDir) {
  const into = path.resolve(intoDir) + path.sep;
  const files = [];
  for (const file of sourceFiles(fromDir))
    for (const target of importsOf(file))
      if (target.startsWith(into)) files.push([file, target].map((f) => path.relative('.', f)));
  const readJson = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : {});
  const theirName = readJson(path.join(into, 'package.json')).name;
  const mine = readJson(path.join(fromDir, 'package.json'));
  const packages = [
    mine.dependencies,
    mine.devDependencies,
    mine.peerDependencies,
    mine.optionalDependencies,
  ].some((deps) => theirName && deps?.[theirName])
    ? [theirName]
    : [];
  return { files, packages };
}
