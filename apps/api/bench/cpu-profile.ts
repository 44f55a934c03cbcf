/**
 * Summarises a V8 `.cpuprofile` (from `BENCH_CPU_PROF=1 pnpm bench` or `node --cpu-prof`): self time
 * by package/file and the hottest functions.
 *
 *   pnpm --filter @vastra/api exec tsx bench/cpu-profile.ts /tmp/vastra-bench-prof/CPU.*.cpuprofile [--top 25]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The repository's root with a trailing slash, found from this file's own place (bench/ of
 * apps/api); BENCH_REPO_ROOT overrides it for a profile recorded in another checkout.
 */
const REPO_ROOT = (
  process.env.BENCH_REPO_ROOT ?? fileURLToPath(new URL('../../..', import.meta.url))
).replace(/\/*$/, '/');

/**
 * `file:///…/node_modules/.pnpm/x/node_modules/mingo/dist/…` → `mingo`; the repository's files keep
 * their path from its root (`apps/api/src/…`).
 */
export function bucketOf(url: string): string {
  if (!url) return '(native/gc/idle)';
  const clean = url.replace(/^file:\/\//, '');
  const at = clean.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const parts = clean.slice(at + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? clean);
  }
  if (clean.startsWith(REPO_ROOT)) return clean.slice(REPO_ROOT.length);
  if (clean.startsWith('node:')) return 'node internals';
  return clean;
}

/**
 * Who a sample's time is spent for, from its whole stack (a BSON or socket call counts for the
 * layer that made it): the embedded engine, the driver and Mongoose, request logging, the rest of
 * the HTTP stack and the app; GC and idle apart.
 */
const LAYERS = ['engine', 'driver + Mongoose', 'logging', 'HTTP stack + app'] as const;
function layerOfFrame(url: string): (typeof LAYERS)[number] | null {
  if (url.includes('/packages/mongo-engine/') || url.includes('/node_modules/mingo/'))
    return 'engine';
  if (/\/node_modules\/(mongodb|mongoose|bson|mquery|kareem|mpath|sift)\//.test(url))
    return 'driver + Mongoose';
  if (/\/node_modules\/(pino|pino-http|@pinojs\/[^/]+|pino-std-serializers|sonic-boom)\//.test(url))
    return 'logging';
  if (/\/node_modules\/|\/apps\/api\/src\/|^node:(_http|net)/.test(url)) return 'HTTP stack + app';
  return null;
}

function layers(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, string>();
  const layerOf = (id: number): string => {
    const known = memo.get(id);
    if (known) return known;
    const name = byId.get(id)?.callFrame.functionName ?? '';
    let layer: string = name === '(idle)' || name === '(garbage collector)' ? name : 'other';
    if (layer === 'other') {
      const found = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const l = layerOfFrame(byId.get(cur)?.callFrame.url ?? '');
        if (l) found.add(l);
      }
      layer = LAYERS.find((l) => found.has(l)) ?? 'other';
    }
    memo.set(id, layer);
    return layer;
  };
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const layer = layerOf(id);
    out.set(layer, (out.get(layer) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return out;
}

function summarise(path: string, top: number): void {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const buckets = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const bucket =
      functionName === '(idle)' ||
      functionName === '(program)' ||
      functionName === '(garbage collector)'
        ? functionName
        : bucketOf(url);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'}  ${bucketOf(url)}:${lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
  console.info(`\n${path}: ${(total / 1e6).toFixed(1)} s sampled`);
  console.info('Time by layer (whole stack: the engine, the driver, logging, the HTTP stack):');
  for (const [l, us] of [...layers(profile)].sort((a, b) => b[1] - a[1]))
    console.info(`  ${pct(us)}  ${l}`);
  console.info('Self time by package / file:');
  for (const [b, us] of [...buckets].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.info(`  ${pct(us)}  ${b}`);
  console.info('Hottest functions (self time):');
  for (const [f, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.info(`  ${pct(us)}  ${f}`);
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) || 25 : 25;
const files = args.filter((a, i) => !a.startsWith('--') && (topAt < 0 || i !== topAt + 1));
if (files.length === 0)
  console.info('usage: tsx bench/cpu-profile.ts <file.cpuprofile>… [--top N]');
for (const f of files) summarise(f, top);
