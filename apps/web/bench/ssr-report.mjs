// What the render bench prints beyond its table: where a render's time goes (the storefront
// server's `Server-Timing`, sent with SSR_TIMING=1) and, with `--compare`, each build's figures
// over alternated runs as median (min–max).

/** Median and spread of a list of numbers. */
function spread(xs) {
  const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: NaN, min: NaN, max: NaN, n: 0 };
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    min: sorted[0],
    max: sorted.at(-1),
    n: sorted.length,
  };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `name;dur=12.3;desc="x"` entries of a Server-Timing value. */
function parseServerTiming(value) {
  return String(value ?? '')
    .split(/,\s*(?=[\w-]+(?:;|$))/)
    .map((entry) => {
      const [name, ...params] = entry.trim().split(';');
      const get = (k) => params.find((p) => p.startsWith(`${k}=`))?.slice(k.length + 1);
      return { name, dur: Number(get('dur')), desc: get('desc')?.replace(/^"|"$/g, '') };
    })
    .filter((e) => e.name && Number.isFinite(e.dur));
}

/**
 * Collects one page type's Server-Timing values and prints the breakdown: each phase's median and
 * 90th percentile over the renders (and the requests that joined another's render), and each API
 * read's count, median start (ms after the render began) and median duration.
 */
export function createTimingTally() {
  const phases = new Map();
  const calls = new Map();
  let answers = 0;
  const note = (map, key, value) => map.set(key, [...(map.get(key) ?? []), value]);
  return {
    add(header) {
      const entries = parseServerTiming(header);
      if (entries.length === 0) return;
      answers += 1;
      for (const e of entries) {
        if (e.name !== 'call') note(phases, e.name, e.dur);
        else {
          const at = e.desc?.lastIndexOf('@') ?? -1;
          // One line per route: ids (24 hex digits) read as `:id`.
          const path = (at > 0 ? e.desc.slice(0, at) : (e.desc ?? '?')).replace(
            /\b[0-9a-f]{24}\b/g,
            ':id',
          );
          note(calls, path, { dur: e.dur, start: Number(e.desc?.slice(at + 1)) });
        }
      }
    },
    lines() {
      if (answers === 0) return ['  (no Server-Timing: this build does not send it)'];
      const out = [];
      const fmt = (xs) => {
        const s = [...xs].sort((a, b) => a - b);
        return `${String(s.length).padStart(5)} ${pct(s, 0.5).toFixed(1).padStart(9)} ${pct(s, 0.9).toFixed(1).padStart(9)}`;
      };
      out.push(`  ${'phase'.padEnd(34)} count   p50 ms    p90 ms`);
      for (const [name, xs] of phases) out.push(`  ${name.padEnd(34)}${fmt(xs)}`);
      out.push(`  ${'API read (per render)'.padEnd(34)} count   p50 ms    p90 ms   p50 start ms`);
      for (const [path, xs] of calls) {
        const starts = xs.map((x) => x.start).sort((a, b) => a - b);
        out.push(
          `  ${path.padEnd(34)}${fmt(xs.map((x) => x.dur))} ${pct(starts, 0.5).toFixed(1).padStart(13)}`,
        );
      }
      return out;
    },
  };
}

const cell = ({ median, min, max }, digits = 0) =>
  Number.isFinite(median)
    ? `${median.toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)})`
    : '–';

/**
 * One line per page and build over the alternated runs: req/s, p50, p99 and shells, each as
 * median (min–max). `rows`: [{ page, build, runs: [{ rps, p50, p99, shells, total }] }].
 */
export function printRunComparison(rows) {
  const w = [14, 34, 8, 20, 22, 22, 16];
  const line = (cells) => cells.map((c, i) => String(c).padEnd(w[i])).join(' ');
  console.log(line(['page', 'build', 'runs', 'req/s', 'p50 ms', 'p99 ms', 'shells']));
  for (const r of rows) {
    const of = (k) => spread(r.runs.map((x) => x[k]));
    console.log(
      line([
        r.page,
        r.build,
        r.runs.length,
        cell(of('rps'), 1),
        cell(of('p50')),
        cell(of('p99')),
        cell(of('shells')),
      ]),
    );
  }
}
