#!/usr/bin/env node
/**
 * `pnpm test:e2e`: the shopper journeys in Debian's Chromium against the real stack.
 *
 *   1. builds the web app when `dist/` (or its manifest) is missing or older than its sources
 *      (E2E_BUILD=1 forces, 0 skips), then checks its JavaScript budgets (build/bundle-budget.mjs:
 *      first-visit JS of home, category and product pages, gzip) and fails the run on a miss;
 *   2. starts a loopback SMTP server (this process) that writes every message it receives to
 *      `<tmp>/mail/*.eml` — the tests read the reset mail there (E2E_MAIL_DIR); texts (sign-in
 *      codes) go to the API's SMS outbox, `<tmp>/data/sms-outbox/*.json` (E2E_SMS_DIR);
 *   3. starts the API (`tsx src/dev.ts`) on a fresh temp DATA_DIR with the wire engine, rate limits
 *      off, SMTP_URL at that server and WEB_ORIGIN at the web app; waits for /api/health and the
 *      demo catalogue it seeds;
 *   4. serves the built app with its server (server/ssr-server.mjs: public pages rendered on the
 *      server from dist-ssr/, the shell for the rest; it proxies /api, /uploads, /static and what
 *      crawlers read to the API, as nginx does in production). E2E_WEB_SERVER=preview serves the
 *      static build with `vite preview --strictPort` instead, and so does the run, with a warning,
 *      when the server-rendering one does not start. The back office (apps/admin, built like the web app when older than its sources) with
 *      its own `vite preview` under /admin/ (E2E_ADMIN_URL);
 *   5. runs `playwright test` (extra CLI args are passed through, e.g. `pnpm test:e2e journeys/theme`);
 *   6. tears everything down, on success, failure or Ctrl-C.
 *
 * Ports: E2E_API_PORT (4200), E2E_WEB_PORT (4300) and E2E_ADMIN_PORT (4400), or the next free ones.
 * E2E_TARGET_URL: run the journeys against a shop already running there (the production topology,
 * `pnpm topology`) instead of starting one; E2E_MAIL_DIR must then name where its mail lands. Each
 * journey then presents its own client address (E2E_CLIENT_ADDRESSES, support/test.ts), as real
 * shoppers do, because that shop keeps its production rate limits.
 * Browser: CHROMIUM_PATH (default /usr/bin/chromium); never a downloaded one.
 * Failures leave traces and screenshots under e2e/artifacts/ (gitignored), with the API and web logs;
 * the accessibility audit also writes its findings to e2e/artifacts/a11y/*.json.
 * Diagnostics: E2E_WORKERS (default 2), E2E_DEBUG=1 (Tab presses per keyboard step),
 * E2E_A11Y_TIMING=1 (time per axe scan), E2E_API_LOG_LEVEL (default info).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, pickPort, processKit, run, waitFor } from '@vastra/processes';
import { checkBuild, describe as describeBudgets } from '../build/bundle-budget.mjs';
import { startSmtp } from './support/smtp.mjs';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(e2eDir, '..');
const apiDir = resolve(webDir, '../api');
const adminDir = resolve(webDir, '../admin');
const artifacts = join(e2eDir, 'artifacts');
const bin = (dir, name) => join(dir, 'node_modules', '.bin', name);

const { log, onTeardown, startProcess, teardown } = processKit({
  tag: 'e2e',
  logDir: artifacts,
  killAfterMs: 5000,
});

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

async function getJson(url) {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  return res.json();
}

function playwright(chromium, env) {
  return run(
    bin(webDir, 'playwright'),
    ['test', '-c', join(e2eDir, 'playwright.config.ts'), ...process.argv.slice(2)],
    { cwd: webDir, env: { ...process.env, CHROMIUM_PATH: chromium, ...env } },
  );
}

/**
 * Builds an app with `vite build` when `dist/` (or its manifest) is missing or older than its
 * sources (src, index.html, vite.config.ts, build/); E2E_BUILD=1 forces, 0 skips.
 */
async function ensureBuilt(name, dir, extraArgs = []) {
  const distIndex = join(dir, 'dist', 'index.html');
  const force = process.env.E2E_BUILD;
  const sourcesNewer = () =>
    Math.max(
      newestMtime(join(dir, 'src')),
      newestMtime(join(dir, 'index.html')),
      newestMtime(join(dir, 'vite.config.ts')),
      newestMtime(join(dir, 'build')),
    ) > newestMtime(distIndex);
  const manifest = join(dir, 'dist', '.vite', 'manifest.json');
  const wantsManifest = extraArgs.includes('--manifest');
  if (
    force !== '0' &&
    (force === '1' ||
      !existsSync(distIndex) ||
      (wantsManifest && !existsSync(manifest)) ||
      sourcesNewer())
  ) {
    log(`building the ${name} (vite build)`);
    const code = await run(bin(dir, 'vite'), ['build', '--logLevel', 'warn', ...extraArgs], {
      cwd: dir,
    });
    if (code !== 0) throw new Error(`vite build of the ${name} failed`);
  }
}

/**
 * The server-rendering bundle (dist-ssr/, `vite build --ssr`) when missing or older than the
 * client build it renders for; E2E_BUILD=0 skips.
 */
async function ensureSsrBuilt() {
  const entry = join(webDir, 'dist-ssr', 'entry-server.js');
  if (process.env.E2E_BUILD === '0') return;
  if (existsSync(entry) && newestMtime(entry) >= newestMtime(join(webDir, 'dist', 'index.html')))
    return;
  log('building the server-rendering bundle (vite build --ssr)');
  const code = await run(
    bin(webDir, 'vite'),
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'],
    { cwd: webDir },
  );
  if (code !== 0) throw new Error('vite build --ssr of the web app failed');
}

/**
 * The storefront on `webUrl`: the server-rendering server, or `vite preview` of the static build
 * (E2E_WEB_SERVER=preview, or when the first does not come up). Resolves once it answers.
 */
async function startWeb(webPort, webUrl, apiUrl) {
  const preview = () => {
    const web = startProcess(
      'web',
      bin(webDir, 'vite'),
      ['preview', '--host', HOST, '--port', String(webPort), '--strictPort'],
      { cwd: webDir, env: { VITE_API_PROXY: apiUrl } },
    );
    return waitFor('web preview', async () => (await fetch(webUrl)).ok, {
      timeoutMs: 30_000,
      proc: web,
    }).then(() => web);
  };
  if (process.env.E2E_WEB_SERVER === 'preview') return preview();
  try {
    await ensureSsrBuilt();
    const web = startProcess('web-ssr', process.execPath, ['server/ssr-server.mjs'], {
      cwd: webDir,
      // A generous deadline for the API: on a busy test machine a slow answer would otherwise
      // give the shell, and the journeys expect rendered pages.
      env: {
        PORT: String(webPort),
        HOST,
        API_ORIGIN: apiUrl,
        API_PROXY: '1',
        SSR_TIMEOUT_MS: '20000',
      },
    });
    try {
      await waitFor('web (server rendering)', async () => (await fetch(webUrl)).ok, {
        timeoutMs: 30_000,
        proc: web,
      });
    } catch (err) {
      await web.stop();
      throw err;
    }
    return web;
  } catch (err) {
    log(
      `WARNING: the server-rendering storefront did not start (${err.message}); serving the static build with vite preview`,
    );
    return preview();
  }
}

async function main() {
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium))
    throw new Error(
      `Chromium not found at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );

  const target = process.env.E2E_TARGET_URL;
  if (target) {
    if (!process.env.E2E_MAIL_DIR) throw new Error('E2E_TARGET_URL needs E2E_MAIL_DIR');
    log(`running playwright against ${target}`);
    const code = await playwright(chromium, {
      E2E_BASE_URL: target,
      E2E_API_URL: target,
      E2E_ADMIN_URL: process.env.E2E_ADMIN_URL ?? `${target}/admin/`,
      E2E_CLIENT_ADDRESSES: '1',
    });
    log(`playwright finished with exit code ${code}`);
    return code;
  }

  // 1. The built web app and back office.
  await ensureBuilt('web app', webDir, ['--manifest']);
  await ensureBuilt('back office', adminDir);
  // Bundle budgets: deterministic, so a gate (timings are benchmarks, see docs/performance.md).
  const budgets = checkBuild(join(webDir, 'dist'));
  log(`JavaScript budgets of the build:\n${describeBudgets(budgets)}`);
  if (budgets.some((b) => !b.pass))
    throw new Error('a JavaScript budget is exceeded (see above; build/bundle-budget.mjs)');

  const tmp = await mkdtemp(join(tmpdir(), 'vastra-e2e-'));
  onTeardown(() => rmSync(tmp, { recursive: true, force: true }));
  const mailDir = join(tmp, 'mail');
  const smtp = await startSmtp(mailDir, HOST);
  onTeardown(smtp.close);
  const smtpPort = smtp.port;
  const apiPort = await pickPort(Number(process.env.E2E_API_PORT ?? 4200));
  const webPort = await pickPort(Number(process.env.E2E_WEB_PORT ?? 4300));
  const adminPort = await pickPort(Number(process.env.E2E_ADMIN_PORT ?? 4400));
  const apiUrl = `http://${HOST}:${apiPort}`;
  const webUrl = `http://${HOST}:${webPort}`;
  const adminUrl = `http://${HOST}:${adminPort}/admin/`;
  log(`smtp :${smtpPort}, api ${apiUrl}, web ${webUrl}, admin ${adminUrl}, data ${tmp}`);

  // 2. The API on a fresh database; it seeds the demo catalogue because the database is empty.
  const api = startProcess('api', bin(apiDir, 'tsx'), ['src/dev.ts'], {
    cwd: apiDir,
    env: {
      NODE_ENV: 'development',
      PORT: String(apiPort),
      HOST,
      DATA_DIR: join(tmp, 'data'),
      MONGO_ENGINE: process.env.MONGO_ENGINE || 'wire',
      RATE_LIMIT_DISABLED: 'true',
      // No proxy is believed about client addresses: vite preview adds no X-Forwarded-For and
      // passes the browser's own on, so every journey is one address (127.0.0.1) to the API.
      TRUST_PROXY: 'false',
      // A fast simulated courier: a COD order is confirmed after 15 s (time to cancel it), then
      // moves a step every 1.5 s.
      ORDER_AUTO_CONFIRM_MS: '15000',
      COURIER_SIM_STEP_MS: '1500',
      SMTP_URL: `smtp://${HOST}:${smtpPort}`,
      WEB_ORIGIN: webUrl,
      LOG_LEVEL: process.env.E2E_API_LOG_LEVEL || 'info',
    },
    // The simulated gateway (and its stand-in dialog in the web) is what the journeys drive.
    unset: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'MONGODB_URI', 'UPLOAD_DIR'],
  });
  // 4. The built back office, on its own port under /admin/ (its own origin: its staff session
  // and the storefront's shopper session never share storage in the journeys).
  const admin = startProcess(
    'admin',
    bin(adminDir, 'vite'),
    ['preview', '--host', HOST, '--port', String(adminPort), '--strictPort'],
    { cwd: adminDir, env: { VITE_API_PROXY: apiUrl } },
  );

  await waitFor(
    'API /api/health',
    async () => (await getJson(`${apiUrl}/api/health`))?.status === 'ok',
    { timeoutMs: 90_000, proc: api },
  );
  // The seed runs right after the server listens; content (styles, influencer looks) is written last.
  await waitFor(
    'demo catalogue',
    async () => {
      const [cats, styles] = await Promise.all([
        getJson(`${apiUrl}/api/category`),
        getJson(`${apiUrl}/api/styles`),
      ]);
      const first = styles?.data?.[0];
      if (!(cats?.categories?.length > 0) || !first?._id) return false;
      const style = await getJson(`${apiUrl}/api/styles/${first._id}`);
      return JSON.stringify(style ?? {}).includes('influencer');
    },
    { timeoutMs: 60_000, proc: api },
  );
  // 3. The storefront (it only proxies to the API, and renders pages from its answers).
  const web = await startWeb(webPort, webUrl, apiUrl);
  await waitFor(
    'web → API proxy',
    async () => (await getJson(`${webUrl}/api/health`))?.status === 'ok',
    { timeoutMs: 10_000, proc: web },
  );
  await waitFor('admin preview', async () => (await fetch(adminUrl)).ok, {
    timeoutMs: 30_000,
    proc: admin,
  });
  log('stack ready; running playwright');

  const code = await playwright(chromium, {
    E2E_BASE_URL: webUrl,
    E2E_API_URL: apiUrl,
    E2E_ADMIN_URL: adminUrl,
    E2E_MAIL_DIR: mailDir,
    // The API has no SMS provider here: texts land in its data folder's outbox.
    E2E_SMS_DIR: join(tmp, 'data', 'sms-outbox'),
  });
  log(`playwright finished with exit code ${code}`);
  return code;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  console.error(`[e2e] ${err?.stack ?? err}`);
  exitCode = 1;
} finally {
  await teardown();
  log(
    `done (${exitCode === 0 ? 'passed' : 'FAILED'}); logs and failure artifacts in e2e/artifacts/`,
  );
}
process.exit(exitCode);
