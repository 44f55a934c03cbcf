/**
 * What the engine's bench scripts share: command-line numbers, a pool of concurrent workers, the
 * engine in a child process.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
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

/**
 * The wire engine in a process of its own (`src/serve.ts`, as a mongod runs), with `args` such as
 * `--data-dir DIR`; resolves once it accepts connections.
 */
export async function startEngineProcess(
  args: string[],
): Promise<{ uri: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../src/serve.ts'), ...args],
    { cwd: join(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /mongodb-engine ready (\S+)/.exec(out);
      if (m) resolve(m[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`engine process exited (${code}) before ready`)));
  });
  return {
    uri,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
