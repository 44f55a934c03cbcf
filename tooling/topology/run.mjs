#!/usr/bin/env node
/**
 * `pnpm topology`: the production topology on one machine, as docker-compose.yml runs it but
 * without Docker, then the checks that prove it (checks.mjs). It starts:
 *   - the database: the in-repo engine as its own process (no mongod can be had here), reached by
 *     the API through MONGODB_URI like any MongoDB, seeded by the production seed (`dist/seed.js`);
 *   - a real SMTP server on loopback (smtp-server), the API's SMTP_URL;
 *   - two API processes on the production entry (`apps/api/dist/main.js`, NODE_ENV=production,
 *     rate limits on), with the simulated payment gateway allowed only by ALLOW_SIMULATED_SERVICES;
 *   - the storefront's server (apps/web/server/ssr-server.mjs: pages rendered from the API);
 *   - Debian's nginx with the repository's configuration (apps/web/nginx.conf; nginx.mjs), serving
 *     the storefront build, its pages through the storefront's server, the back office under
 *     /admin/ when built, and proxying /api to both API processes.
 * Then the shopper journeys (apps/web e2e, E2E_TARGET_URL) against nginx's port, and the checks.
 *
 *   pnpm topology                      everything (builds first; TOPOLOGY_BUILD=0 skips the build)
 *   pnpm topology -- --no-e2e          the checks only
 *   pnpm topology -- journeys/01       journeys matching a filter (passed to Playwright)
 * Logs: tooling/topology/artifacts/ (every process, nginx's access and error logs, results.json).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtp } from '../../apps/web/e2e/support/smtp.mjs';
import {
  crawlerFiles,
  crossProcessVisibility,
  nginxCache,
  prepare,
  signInAcrossProcesses,
  stopOneProcessUnderLoad,
} from './checks.mjs';
import { call } from './http.mjs';
import { nginxBinary, renderNginx } from './nginx.mjs';
import { HOST, freePort, lineMatching, processKit, run, waitFor } from '@vastra/processes';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const apiDir = join(repo, 'apps/api');
const artifacts = join(here, 'artifacts');
const args = process.argv.slice(2).filter((a) => a !== '--');
const withE2e = !args.includes('--no-e2e');
const journeyFilter = args.filter((a) => !a.startsWith('--'));

const { log, onTeardown, startProcess, teardown } = processKit({
  tag: 'topology',
  logDir: artifacts,
});

async function main() {
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  const nginx = nginxBinary();
  if (process.env.TOPOLOGY_BUILD !== '0') {
    log(
      'building (pnpm build: the production bundles of the API, the storefront, the back office)',
    );
    if ((await run('pnpm', ['build'], { cwd: repo })) !== 0) throw new Error('pnpm build failed');
  }
  for (const f of [
    'apps/api/dist/main.js',
    'apps/api/dist/seed.js',
    'apps/web/dist/index.html',
    'apps/web/dist-ssr/entry-server.js',
  ])
    if (!existsSync(join(repo, f))) throw new Error(`${f} is missing: run pnpm build`);

  const tmp = await mkdtemp(join(tmpdir(), 'vastra-topology-'));
  onTeardown(() => rmSync(tmp, { recursive: true, force: true }));

  // Mail: a real SMTP server on loopback.
  const mailDir = join(tmp, 'mail');
  const smtp = await startSmtp(mailDir, HOST);
  onTeardown(smtp.close);

  // The database, its own process.
  const enginePort = await freePort();
  const engine = startProcess(
    'database',
    join(repo, 'packages/mongo-engine/node_modules/.bin/tsx'),
    ['src/serve.ts', '--port', String(enginePort), '--data-dir', join(tmp, 'db')],
    { cwd: join(repo, 'packages/mongo-engine'), env: {} },
  );
  await lineMatching(engine, /mongodb-engine ready (\S+)/, 60_000);
  const mongoUri = `mongodb://${HOST}:${enginePort}/vastra`;
  log(`database ${mongoUri} (in-repo engine, own process)`);

  log('seeding the demo catalogue (dist/seed.js)');
  const seedCode = await run('node', ['dist/seed.js'], {
    cwd: apiDir,
    env: { ...process.env, MONGODB_URI: mongoUri, LOG_LEVEL: 'warn' },
  });
  if (seedCode !== 0) throw new Error('seed failed');
  // The back office's first owner, made the way a real deployment makes it (the production
  // command), with the credentials the back-office journeys sign in with.
  log('creating the back-office owner (dist/admin-create.js)');
  const ownerCode = await run(
    'node',
    ['dist/admin-create.js', '--email', 'owner@vastra.local', '--password', 'vastra-owner'],
    { cwd: apiDir, env: { ...process.env, MONGODB_URI: mongoUri, LOG_LEVEL: 'warn' } },
  );
  if (ownerCode !== 0) throw new Error('admin:create failed');

  // Two API processes, production entry.
  const [portA, portB, nginxPort, webPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const nginxUrl = `http://${HOST}:${nginxPort}`;
  const secret = randomBytes(32).toString('hex');
  const payoutKey = randomBytes(32).toString('hex');
  const api = (name, port) =>
    startProcess(name, 'node', ['dist/main.js'], {
      cwd: apiDir,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST,
        MONGODB_URI: mongoUri,
        JWT_SECRET: secret,
        PAYOUT_KEY: payoutKey,
        SMTP_URL: `smtp://${HOST}:${smtp.port}`,
        ALLOW_SIMULATED_SERVICES: 'true',
        RAZORPAY_KEY_ID: '',
        RAZORPAY_KEY_SECRET: '',
        WEB_ORIGIN: nginxUrl,
        // nginx, on loopback, is the proxy in front (the checks also call each process directly
        // from loopback, presenting a client address in X-Forwarded-For as nginx would).
        TRUST_PROXY: 'loopback',
        DATA_DIR: join(tmp, name),
        UPLOAD_DIR: join(tmp, 'uploads'),
        // As the journeys expect: a COD order confirms after 15 s, the courier steps every 1.5 s.
        ORDER_AUTO_CONFIRM_MS: '15000',
        COURIER_SIM_STEP_MS: '1500',
        LOG_LEVEL: 'info',
      },
    });
  const apiA = api('api-a', portA);
  const apiB = api('api-b', portB);
  const apiUrls = [`http://${HOST}:${portA}`, `http://${HOST}:${portB}`];
  for (const [proc, url] of [
    [apiA, apiUrls[0]],
    [apiB, apiUrls[1]],
  ])
    await waitFor(
      `${proc.name} ready`,
      async () => (await call(url, '/api/health/ready')).status === 200,
      {
        timeoutMs: 90_000,
        proc,
      },
    );
  log(`API processes ${apiUrls.join(', ')} (production entry, ready)`);

  // The storefront's server, reading the catalogue from one API process (nginx sends it pages).
  const storefront = startProcess('web-ssr', 'node', ['server/ssr-server.mjs'], {
    cwd: join(repo, 'apps/web'),
    env: {
      PORT: String(webPort),
      HOST,
      API_ORIGIN: apiUrls[0],
      PUBLIC_ORIGIN: nginxUrl,
    },
  });
  await waitFor(
    'storefront server',
    async () => (await call(`http://${HOST}:${webPort}`, '/')).status === 200,
    { timeoutMs: 30_000, proc: storefront },
  );

  const adminDist = join(repo, 'apps/admin/dist');
  const conf = renderNginx({
    repo,
    prefix: join(tmp, 'nginx'),
    port: nginxPort,
    apiPorts: [portA, portB],
    webPort,
    webDist: join(repo, 'apps/web/dist'),
    adminDist,
  });
  const web = startProcess(
    'nginx',
    nginx,
    ['-p', join(tmp, 'nginx'), '-c', conf, '-e', join(tmp, 'nginx', 'error.log')],
    {
      cwd: tmp,
      env: {},
    },
  );
  onTeardown(() => {
    for (const f of ['access.log', 'error.log', 'vastra.conf', 'nginx.conf'])
      if (existsSync(join(tmp, 'nginx', f)))
        cpSync(join(tmp, 'nginx', f), join(artifacts, `nginx-${f}`));
  });
  await waitFor('nginx → API', async () => (await call(nginxUrl, '/readyz')).status === 200, {
    timeoutMs: 20_000,
    proc: web,
  });
  const adminServed = existsSync(join(adminDist, 'index.html'))
    ? (await call(nginxUrl, '/admin/')).status
    : 'not built';
  log(`nginx ${nginxUrl} (Debian's ${nginx}); /admin/: ${adminServed}`);

  const results = { nginxUrl, apiUrls, adminServed };
  let ok = true;
  if (withE2e) {
    log(`shopper journeys against ${nginxUrl}`);
    const code = await run(
      'node',
      ['e2e/run.mjs', ...(journeyFilter.length ? journeyFilter : ['journeys/'])],
      {
        cwd: join(repo, 'apps/web'),
        env: {
          ...process.env,
          E2E_TARGET_URL: nginxUrl,
          E2E_ADMIN_URL: `${nginxUrl}/admin/`,
          E2E_MAIL_DIR: mailDir,
        },
      },
    );
    results.journeys = code === 0 ? 'passed' : `FAILED (exit ${code})`;
    ok &&= code === 0;
  }

  log('checks');
  const { products, shoppers } = await prepare({ nginxUrl, shopperCount: 8 });
  results.signIn = await signInAcrossProcesses({ apiUrls, shoppers });
  log(`sign-in over two processes ${JSON.stringify(results.signIn)}`);
  results.cache = await nginxCache({ nginxUrl, products, shopper: shoppers[2] });
  log(`nginx cache ${JSON.stringify(results.cache)}`);
  results.crawlers = await crawlerFiles({ nginxUrl });
  log(`crawler files through nginx ${JSON.stringify(results.crawlers)}`);
  results.visibility = await crossProcessVisibility({
    apiUrls,
    product: products[products.length - 1],
    size: products[products.length - 1].sizes[0],
    shopper: shoppers[2],
  });
  log(`cross-process visibility ${JSON.stringify(results.visibility)}`);
  results.stopOne = await stopOneProcessUnderLoad({
    nginxUrl,
    stop: () => apiB.stop('SIGTERM'),
    shoppers: shoppers.slice(3),
    products,
    mongoUri,
  });
  log(`stop one API process under load ${JSON.stringify(results.stopOne)}`);
  for (const k of ['signIn', 'cache', 'crawlers', 'visibility', 'stopOne']) ok &&= results[k].pass;
  writeFileSync(join(artifacts, 'results.json'), JSON.stringify(results, null, 2));

  const r = results;
  console.info(
    [
      '',
      'production topology: nginx + 2 API processes (production entry) + database process + SMTP',
      `  journeys                              ${r.journeys ?? 'skipped (--no-e2e)'}`,
      `  10 wrong passwords over 2 processes   ${r.signIn.spreadOverTwo.join(' ')}`,
      `  10 wrong passwords at 1 process       ${r.signIn.oneProcess.join(' ')}`,
      `  catalogue GETs through nginx          ${r.cache.catalogueRequests}, HIT ratio ${(r.cache.catalogueHitRatio * 100).toFixed(1)} %`,
      `  requests with credentials             ${r.cache.userRequests}, served from cache: ${r.cache.userHits}`,
      `  ?cb=N cache-busters through nginx     ${r.cache.bustedRequests}, served from cache: ${r.cache.bustedHits}, marked public: ${r.cache.bustedPublic}`,
      `  crawler files through nginx           ${Object.entries(r.crawlers.files)
        .map(([path, seen]) => `${path} ${seen.map((x) => x.split(' ')[1]).join('/')}`)
        .join(', ')}`,
      `  write via A seen via B after          ${r.visibility.seenThroughOtherProcessMs} ms (documented ≤ ${r.visibility.documentedMs} ms; through nginx add up to the answer's ${r.cache.productCacheControl})`,
      `  load through nginx, B stopped at ${r.stopOne.stoppedAtMs / 1000} s   ${r.stopOne.gets.total} GETs, lost ${r.stopOne.lostRetryableRequests}; orders acknowledged ${r.stopOne.orders.acknowledged}, stored ${r.stopOne.orders.stored}, lost ${r.stopOne.orders.lost} (client retries with the same key: ${r.stopOne.orders.clientRetries})`,
      `  result                                ${ok ? 'PASS' : 'FAIL'}`,
      '',
    ].join('\n'),
  );
  return ok ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  console.error(`[topology] ${err?.stack ?? err}`);
} finally {
  await teardown();
}
process.exit(exitCode);
