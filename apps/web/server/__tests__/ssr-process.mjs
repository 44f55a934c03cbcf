import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The storefront server in its own process, as in production, over a build made of a one-line
 * shell and the test's own `renderer` module (the source of dist-ssr/entry-server.js), reading
 * the page version from `apiOrigin`. Resolves with its base address and `close()`.
 */
export async function startSsrProcess({ renderer, apiOrigin, env = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'ssr-process-'));
  mkdirSync(join(dir, 'dist'));
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  writeFileSync(
    join(dir, 'dist/index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Vastra</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'dist-ssr/entry-server.js'), renderer);
  const port = await freePort();
  const server = spawn(process.execPath, [join(import.meta.dirname, '../ssr-server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_ORIGIN: apiOrigin,
      PUBLIC_ORIGIN: 'https://shop.example',
      SSR_DIST_ROOT: dir,
      SSR_TIMEOUT_MS: '30000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ready, fail) => {
    server.stdout.on('data', (d) => String(d).includes('[ssr] storefront on') && ready());
    server.once('exit', (code) => fail(new Error(`ssr-server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      if (server.exitCode === null) {
        const gone = new Promise((r) => server.once('exit', r));
        server.kill();
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now (the OS picks it). */
function freePort() {
  return new Promise((done) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}
