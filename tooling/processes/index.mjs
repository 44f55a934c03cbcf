/**
 * Children, ports and waiting for the scripts that start the whole stack (the browser tests'
 * `apps/web/e2e/run.mjs`, the production topology's `tooling/topology/run.mjs`): each child in its
 * own process group (tsx, vite and nginx start children of their own) with its output in a log
 * file, everything stopped in reverse order at the end (SIGTERM to the group, SIGKILL after
 * `killAfterMs`), and Ctrl-C or SIGTERM tearing down before the script exits.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const HOST = '127.0.0.1';

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

function portFree(port) {
  return new Promise((res) => {
    const srv = createServer();
    srv.once('error', () => res(false));
    srv.listen(port, HOST, () => srv.close(() => res(true)));
  });
}

/** The preferred port if free, else the next free one above it. */
export async function pickPort(preferred) {
  for (let p = preferred; p < preferred + 100; p++) if (await portFree(p)) return p;
  throw new Error(`no free port near ${preferred}`);
}

/** Runs a command to its end with the terminal's output; resolves with its exit code. */
export function run(cmd, args, opts) {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.once('error', rej);
    child.once('exit', (code, signal) => res(code ?? (signal ? 1 : 0)));
  });
}

/** Polls `check` every 250 ms until it is truthy; fails early when `proc` has exited. */
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

/**
 * One script's children: `log` prefixes lines with `[tag +seconds]`; `startProcess` writes each
 * child's output to `<logDir>/<name>.log` and registers its stop for `teardown`.
 */
export function processKit({ tag, logDir, killAfterMs = 10_000 }) {
  const started = Date.now();
  const log = (msg) =>
    console.info(`[${tag} +${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

  const cleanups = [];
  let tearingDown = false;
  const onTeardown = (fn) => void cleanups.push(fn);
  const teardown = async () => {
    if (tearingDown) return;
    tearingDown = true;
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`[${tag}] cleanup failed:`, err);
      }
    }
  };
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.on(sig, () => {
      log(`${sig}: tearing down`);
      void teardown().finally(() => process.exit(130));
    });

  /** `unset`: variables of this process's environment the child must not inherit. */
  const startProcess = (name, cmd, args, { cwd, env, unset = [] }) => {
    const out = createWriteStream(join(logDir, `${name}.log`));
    const fullEnv = { ...process.env, ...env };
    for (const key of unset) delete fullEnv[key];
    const child = spawn(cmd, args, {
      cwd,
      env: fullEnv,
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
    const kill = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    };
    /** Sends `signal` to the group and waits for the exit (SIGKILL after `killAfterMs`). */
    const stop = async (signal = 'SIGTERM') => {
      if (!exited) {
        kill(signal);
        const timer = setTimeout(() => kill('SIGKILL'), killAfterMs);
        await exit;
        clearTimeout(timer);
      }
      out.end();
    };
    onTeardown(() => stop());
    return { name, child, exit, stop, isExited: () => exited, stdout: child.stdout };
  };

  return { log, onTeardown, teardown, startProcess };
}
