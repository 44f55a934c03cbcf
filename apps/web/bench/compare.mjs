// `lighthouse.mjs --compare <git-ref>`: the other build to measure beside the working tree's. The
// ref is checked out in a temporary git worktree (its own `pnpm install --offline`, its own
// `vite build`), so both builds are served side by side and measured alternately (A, B, B, A, …)
// in one invocation: load from other work on the machine then hits both alike. Figures are printed
// as the median and the spread (min–max) per page and build, with the machine's load average at
// the start and the end. A comparison is valid within one invocation only.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { workLine } from './interaction-trace.mjs';

function sh(cmd, args, cwd, { quiet = false } = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) failed${quiet ? `: ${r.stderr}` : ''}`);
  return (r.stdout ?? '').trim();
}

/** `--compare <ref>` (or `--compare=<ref>`) from the command line, else null. */
export function compareRefArg(argv) {
  const i = argv.findIndex((a) => a === '--compare' || a.startsWith('--compare='));
  if (i < 0) return null;
  const ref = argv[i].includes('=') ? argv[i].slice('--compare='.length) : argv[i + 1];
  if (!ref || ref.startsWith('--'))
    throw new Error('--compare needs a git ref (commit, branch, tag)');
  return ref;
}

/** The working tree's commit, marked when it has changes not committed. */
export function workingTreeLabel(webRoot) {
  const sha = sh('git', ['rev-parse', '--short=10', 'HEAD'], webRoot, { quiet: true });
  const dirty = sh('git', ['status', '--porcelain', '--', '.'], webRoot, { quiet: true }) !== '';
  return `working tree ${sha}${dirty ? ' + uncommitted changes' : ''}`;
}

/**
 * Checks `ref` out in a temporary worktree, installs its dependencies from the local store and
 * builds its web app there (dist/, and dist-ssr/ when the commit has a server renderer), where its
 * own server finds them. Returns the build and a function that removes the worktree.
 */
export function buildRef(ref, webRoot) {
  const sha = sh('git', ['rev-parse', '--verify', `${ref}^{commit}`], webRoot, { quiet: true });
  const short = sha.slice(0, 10);
  // One folder per run, so two benches comparing the same commit at once do not collide.
  const dir = `/tmp/vastra-compare-${short}-${process.pid}`;
  if (existsSync(dir))
    throw new Error(`${dir} exists (left over from a run with this process id): remove it`);
  console.log(`[compare] ${ref} = ${short}: worktree ${dir}`);
  sh('git', ['worktree', 'add', '--detach', dir, sha], webRoot, { quiet: true });
  const remove = () => {
    if (process.env.LH_KEEP_WORKTREE === '1') return;
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: webRoot, stdio: 'ignore' });
    // `git worktree remove` can stop half-way on a large node_modules: finish by hand, this
    // worktree's files and its entry only.
    rmSync(dir, { recursive: true, force: true });
    const common = sh('git', ['rev-parse', '--git-common-dir'], webRoot, { quiet: true });
    rmSync(resolve(webRoot, common, 'worktrees', basename(dir)), { recursive: true, force: true });
  };
  try {
    console.log('[compare] pnpm install --offline --frozen-lockfile');
    sh('pnpm', ['install', '--offline', '--frozen-lockfile', '--silent'], dir);
    const refWeb = join(dir, 'apps/web');
    const vite = join(refWeb, 'node_modules/.bin/vite');
    console.log(`[compare] vite build → ${refWeb}/dist`);
    sh(vite, ['build', '--logLevel', 'warn', '--emptyOutDir'], refWeb);
    if (existsSync(join(refWeb, 'src/entry-server.tsx'))) {
      console.log(`[compare] vite build --ssr → ${refWeb}/dist-ssr`);
      sh(
        vite,
        ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'],
        refWeb,
      );
    }
    return { label: `${ref} (${short})`, webRoot: refWeb, distRoot: refWeb, remove };
  } catch (err) {
    remove();
    throw err;
  }
}

export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

function spread(xs) {
  const sorted = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: NaN, min: NaN, max: NaN, n: 0 };
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    min: sorted[0],
    max: sorted.at(-1),
    n: sorted.length,
  };
}

const cell = ({ median, min, max }, digits = 0) =>
  `${median.toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)})`;

/**
 * One line per page and build: performance score, TBT and LCP, each as median (min–max).
 * `rows`: [{ page, build, runs: [{ performance, tbt, lcp }] }].
 */
export function printComparison(rows) {
  const w = [28, 40, 18, 22, 24];
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]))).join(' ');
  console.log(line(['page', 'build', 'perf', 'TBT ms', 'LCP ms']));
  console.log('-'.repeat(w.reduce((a, b) => a + b + 1, 0)));
  for (const r of rows) {
    console.log(
      line([
        r.page.slice(0, w[0]),
        r.build.slice(0, w[1]),
        cell(spread(r.runs.map((x) => x.performance))),
        cell(spread(r.runs.map((x) => x.tbt))),
        cell(spread(r.runs.map((x) => x.lcp))),
      ]),
    );
  }
  console.log('median (min–max) of each build’s runs; runs alternated between the builds');
}

/** INP per interaction and build, median (min–max) of the runs. `results[build] = [{ name, runs, work }]`,
 * with the median main-thread work to the next frame (from the traces) under each build's line. */
export function printInpComparison(results) {
  console.log('\nInteraction to Next Paint, ms (412×823 phone, CPU 4× slower; Event Timing)');
  const names = Object.values(results)[0]?.map((r) => r.name) ?? [];
  for (const name of names) {
    console.log(`  ${name}`);
    for (const [build, rows] of Object.entries(results)) {
      const row = rows.find((r) => r.name === name);
      const runs = row?.runs ?? [];
      console.log(`    ${build.padEnd(44)} ${cell(spread(runs))}  (runs ${runs.join(', ')})`);
      console.log(
        `    ${''.padEnd(44)} main thread to the next frame: ${workLine(row?.work ?? [])}`,
      );
    }
  }
}
