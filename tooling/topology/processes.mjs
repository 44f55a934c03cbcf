/**
 * Children, ports and waiting, for the topology run: each child in its own process group with its
 * output in a log file, stopped (SIGTERM, then SIGKILL after 10 s) in reverse order at the end.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const HOST = '127.0.0.1';
const started = Date.now();
export const log = (msg) =>
  console.info(`[topology +${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

const cleanups = [];
let tearingDown = false;
export function onTeardown(fn) {
  cleanups.push(fn);
}
export async function teardown() {
  if (tearingDown) return;
  tearingDown = true;
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('[topology] cleanup failed:', err);
    }
  }
}

/** A free loopback port (the OS picks it). */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

export function startProcess(name, cmd, args, { cwd, env, logDir }) {
  const out = createWriteStream(join(logDir, `${name}.log`));
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  let exited = false;
  const exit = new Promise((res) =>
    child.once('exit', (code, signal) => {
      exited = true;
      res({ code, signal });
    }),
  );
  /** Sends `signal` to the group and waits for the exit (SIGKILL after 10 s). */
  const stop = async (signal = 'SIGTERM') => {
    if (!exited) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000);
      await exit;
      clearTimeout(timer);
    }
    out.end();
  };
  onTeardown(() => stop());
  return { name, child, exit, stop, isExited: () => exited, stdout: child.stdout };
}

export function run(cmd, args, opts) {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.once('error', rej);
    child.once('exit', (code, signal) => res(code ?? (signal ? 1 : 0)));
  });
}

export async function waitFor(what, check, { timeoutMs, proc }) {
  const deadline = Date.now() + timeoutMs;
  let lastErr = '';
  while (Date.now() < deadline) {
    if (proc?.isExited()) throw new Error(`${what}: ${proc.name} exited early (see its log)`);
    try {
      if (await check()) return;
    } catch (err) {
      lastErr = String(err?.message ?? err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms ${lastErr}`);
}

/** The first line of a child's output matching `re` (its first group). */
export function lineMatching(proc, re, timeoutMs) {
  return new Promise((res, rej) => {
    let buf = '';
    const timer = setTimeout(
      () => rej(new Error(`${proc.name}: no line ${re} in time`)),
      timeoutMs,
    );
    proc.stdout.on('data', (chunk) => {
      buf += String(chunk);
      const m = re.exec(buf);
      if (m) {
        clearTimeout(timer);
        res(m[1]);
      }
    });
    void proc.exit.then(() => rej(new Error(`${proc.name} exited before ${re}`)));
  });
}
