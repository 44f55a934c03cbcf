import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxBinary, renderNginx } from '../../../../tooling/topology/nginx.mjs';

/** Debian's nginx with the repository's configuration, as `pnpm topology` renders it (journeys 26, 32). */

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** nginx in front of `api` and `web` (their ports); stopped by the returned function. */
export async function startNginx(
  api: string,
  web: string,
): Promise<{ base: string; stop: () => void }> {
  const prefix = mkdtempSync(join(tmpdir(), 'vastra-e2e-nginx-'));
  const port = await freePort();
  const conf = renderNginx({
    repo,
    prefix,
    port,
    apiPorts: [Number(new URL(api).port)],
    webPort: Number(new URL(web).port),
    webDist: join(repo, 'apps/web/dist'),
    adminDist: join(prefix, 'no-admin'),
  });
  const nginx: ChildProcess = spawn(
    nginxBinary(),
    ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  while (
    !(await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (Date.now() > until)
      throw new Error(`nginx did not start: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop: () => nginx.kill('SIGTERM') };
}
