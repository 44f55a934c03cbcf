// temp: CPU profile of a page load at 4x (not committed)
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { startApi, stopApi } from './lh-stack.mjs';
import { startWeb, BENCH_DIST } from './web-server.mjs';
const webRoot = resolve(import.meta.dirname, '..');
const api = await startApi({ port: '4125', products: '180', writeUsers: 0 });
const web = await startWeb({ webRoot, distRoot: process.env.DIST ?? dirname(BENCH_DIST), previewRoot: webRoot, port: 4295, apiUrl: api.url });
const paths = { product: `/productdetails/${api.fixtures.productId}`, category: `/${api.fixtures.categoryName.toLowerCase()}/${api.fixtures.categoryId}`, home: '/' };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const which = process.argv[2] ?? 'product';
const runs = Number(process.argv[3] ?? 3);
for (let i = 0; i < runs; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.goto(web.base + '/robots.txt');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(web.base + paths[which], { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.env.WAIT ?? 5000));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`/tmp/prof-${which}-${i}.cpuprofile`, JSON.stringify(profile));
  await ctx.close();
}
await new Promise((r) => setTimeout(r, Number(process.env.HOLD ?? 0)));
await browser.close();
await web.close();
await stopApi(api);
