// The storefront as the Lighthouse bench serves it: the production shape of the build measured.
// A build with a server renderer (dist-ssr/entry-server.js beside dist/) is served by that
// commit's own `server/ssr-server.mjs` in a child process, passing the API's paths through
// (API_PROXY=1) as nginx does in production; an older build without one is served by
// `vite preview`, proxied to the same API, as it was shipped.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { build, preview } from 'vite';

/** What nginx compresses in production (apps/web/nginx.conf: `gzip_types`, plus HTML). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

/**
 * A front on `port` that passes every request to `upstreamPort` and gzips the answer as nginx
 * does in production (`gzip on`, level 1, the same types), so neither build is measured with
 * uncompressed script: neither the server renderer nor `vite preview` compresses by itself.
 */
function gzipFront(port, upstreamPort) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(type) &&
          !answer.headers['content-encoding'] &&
          req.method !== 'HEAD' &&
          answer.statusCode !== 204 &&
          answer.statusCode !== 304;
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        if (gzip) answer.pipe(createGzip({ level: 1 })).pipe(res);
        else answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done(() => new Promise((closed) => server.close(() => closed()))),
    );
  });
}

/** Answers once `url` answers at all (any status), or fails after `ms`. */
async function waitForHttp(url, proc, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (proc && proc.exitCode !== null) throw new Error(`${url}: server exited (${proc.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url}: no answer within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Where the bench builds the working tree's app (bundle report and Lighthouse share it): inside
 * apps/web, so the server renderer's bare imports (react, react-router-dom…) resolve.
 */
export const BENCH_DIST = resolve(import.meta.dirname, '../node_modules/.cache/vastra-bench/dist');

export const hasRenderer = (distRoot) => existsSync(join(distRoot, 'dist-ssr', 'entry-server.js'));

/**
 * Builds the app at `webRoot` into `outDir` and its server renderer into `dist-ssr/` beside it, as
 * `pnpm build` does (vite build --ssr src/entry-server.tsx). `reuse` (`--no-build`) keeps a build
 * already there and builds only a missing renderer.
 */
export async function buildWithRenderer({ webRoot, outDir, reuse }) {
  const distRoot = dirname(outDir);
  const kept = reuse && existsSync(resolve(outDir, 'index.html'));
  if (!kept) {
    await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  if (!kept || !hasRenderer(distRoot)) {
    await build({
      root: webRoot,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: join(distRoot, 'dist-ssr'), emptyOutDir: true },
    });
  }
}

/**
 * Serves one build on `port` (its server listens on `port + 100`, behind a gzip front). `webRoot`: the commit's apps/web (its server script); `distRoot`:
 * the folder holding that build's dist/ (and dist-ssr/); `previewRoot`: the app whose Vite config
 * `vite preview` reads. Resolves with `{ base, kind, close }`.
 */
export async function startWeb({ webRoot, distRoot, previewRoot, port, apiUrl }) {
  const publicOrigin = `http://127.0.0.1:${port}`;
  const served = await serveBuild({
    webRoot,
    distRoot,
    previewRoot,
    port: port + 100,
    apiUrl,
    publicOrigin,
  });
  const closeFront = await gzipFront(port, port + 100);
  return {
    base: publicOrigin,
    kind: `${served.kind}, gzip`,
    close: async () => {
      await closeFront();
      await served.close();
    },
  };
}

/**
 * Serves one build on `port` with nothing in front (a server-rendered build: its own
 * `server/ssr-server.mjs`, else `vite preview`). Resolves with `{ kind, close }`.
 */
export async function serveBuild({ webRoot, distRoot, previewRoot, port, apiUrl, publicOrigin }) {
  const base = `http://127.0.0.1:${port}`;
  if (hasRenderer(distRoot)) {
    const proc = spawn(process.execPath, [resolve(webRoot, 'server/ssr-server.mjs')], {
      cwd: webRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        API_ORIGIN: apiUrl,
        API_PROXY: '1',
        SSR_DIST_ROOT: distRoot,
        PUBLIC_ORIGIN: publicOrigin,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHttp(`${base}/about`, proc);
    const close = () =>
      new Promise((done) => {
        if (proc.exitCode !== null) return done();
        proc.once('exit', () => done());
        proc.kill('SIGTERM');
      });
    return { kind: 'server-rendered', close };
  }
  process.env.VITE_API_PROXY = apiUrl; // read by vite.config.ts
  const server = await preview({
    root: previewRoot,
    logLevel: 'warn',
    build: { outDir: join(distRoot, 'dist') },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  const close = () => new Promise((done) => server.httpServer.close(() => done()));
  return { kind: 'vite preview', close };
}
