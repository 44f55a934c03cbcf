import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `pnpm dev` hands the shell's configuration to the processes it starts: the API task started
 * through turbo (as `pnpm dev` starts it) with PORT and DATA_DIR set listens on that port and
 * keeps its database under that folder.
 */
const root = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'vastra-dev-env-'));
let stop: () => void = () => undefined;
afterAll(() => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('pnpm dev’s configuration', () => {
  it('reaches the API: PORT and DATA_DIR are used', async () => {
    const port = await freePort();
    const child = spawn(
      'pnpm',
      ['exec', 'turbo', 'run', 'dev', '--filter', '@vastra/api', '--ui', 'stream'],
      {
        cwd: root,
        detached: true,
        stdio: 'ignore',
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      },
    );
    stop = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    const deadline = Date.now() + 150_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.status)
        .catch(() => 0);
      if (status !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe(200);
    expect(existsSync(join(dataDir, 'db'))).toBe(true);
  }, 180_000);
});
