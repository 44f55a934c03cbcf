/** What the engine's bench scripts share: command-line numbers and a pool of concurrent workers. */
import { performance } from 'node:perf_hooks';

/** `--name 123` from the command line, or the fallback when absent or not a positive number. */
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

/** Runs `worker(0..total-1)` on `concurrency` workers pulling from one counter; resolves with ms. */
export async function runPool(
  total: number,
  concurrency: number,
  worker: (i: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await worker(next++);
    }),
  );
  return performance.now() - start;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};
