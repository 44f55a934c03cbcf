// Interaction to Next Paint of the shop's busiest interactions, on a phone (412×823) with the
// CPU slowed 4× like Lighthouse's mobile profile: opening a product card's size sheet, adding to
// the bag from it, opening the Filter sheet and applying a filter on a category page, adding to
// the bag on a product page, opening the menu and the search box on the home page, and opening the
// coupon sheet on the bag page.
// Measured with an Event Timing observer (the browser's own `event` entries: input delay +
// processing + the time until the next frame is presented), the way INP is: an interaction's
// latency is its longest event entry. Each interaction runs `runs` times on a freshly loaded,
// settled page; the bench prints every run and the median. A benchmark (target < 200 ms), never
// a test. Called by lighthouse.mjs on its stack, signed in as one of the bench API's shoppers.
// Beside each INP it prints the main thread's work from the tap to the next frame, from a Chrome
// trace of the interaction (bench/interaction-trace.mjs: script, style, layout and paint ms at 4×):
// less moved than INP by other load on the machine, so builds can be compared on a busy one.
/* global window, requestAnimationFrame -- functions below run in the page */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { interactionWork, TRACE_CATEGORIES, workLine } from './interaction-trace.mjs';

const TARGET_MS = 200;
/** LH_INP_TRACE_DIR=…: keep each interaction's trace there, with JS samples (for DevTools). */
const TRACE_DIR = process.env.LH_INP_TRACE_DIR;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Installed before any page script: every interaction's longest event entry, by interactionId. */
function observeInteractions() {
  const byId = new Map();
  window.__interactions = byId;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const prev = byId.get(e.interactionId);
      if (!prev || e.duration > prev.duration)
        byId.set(e.interactionId, { duration: e.duration, name: e.name });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** Waits for two frames and a quiet moment, so the interaction's entries have been delivered. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300))),
      ),
  );

/**
 * Runs `act` (a tap and what must appear after it) under a Chrome trace and returns the latency of
 * the slowest interaction it caused, in ms (Event Timing rounds durations to 8 ms; below 16 ms
 * nothing is reported, so 0 means "under 16 ms"), and the main thread's work up to its next frame.
 */
async function interaction(page, label, act) {
  const before = await page.evaluate(() => [...window.__interactions.keys()]);
  const browser = page.context().browser();
  await browser.startTracing(page, {
    categories: TRACE_DIR
      ? [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler']
      : TRACE_CATEGORIES,
  });
  let trace;
  try {
    await act();
    await settle(page);
  } finally {
    trace = await browser.stopTracing();
  }
  const inp = await page.evaluate(
    (seen) =>
      Math.max(
        0,
        ...[...window.__interactions]
          .filter(([id]) => !seen.includes(id))
          .map(([, e]) => e.duration),
      ),
    before,
  );
  if (TRACE_DIR) {
    mkdirSync(TRACE_DIR, { recursive: true });
    writeFileSync(join(TRACE_DIR, `${label}.trace.json`), trace);
  }
  return { inp, work: interactionWork(trace) };
}

async function openPage(browser, url, session, announcement) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(
    ([token, user, heading]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      // The timed announcement popup would cover the page in the middle of a run.
      if (heading) sessionStorage.setItem('announcement-seen', heading);
    },
    [session.token, JSON.stringify(session.user), announcement],
  );
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Loading is not what is measured: a machine busy with other work may take long to get there.
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  return { context, page };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * @param {{ base: string, chromePath: string, categoryPath: string, categoryId: string,
 *   session: { token: string, user: object }, announcement: string | null, runs: number,
 *   firstRun?: number }} o  `firstRun`: the number of the first run (each run picks another card
 *   and size by its number), for a caller that runs one at a time
 */
export async function measureInp(o) {
  // Products near the top of the category with two or more sizes in stock: their card's Add to
  // Bag opens the size sheet (a one-size product is added at once), and their page has sizes left
  // to add on every run. The last of them is the product page measured.
  const listing = await (await fetch(`${o.base}/api/products/${o.categoryId}`)).json();
  const choices = (listing?.data?.products ?? [])
    .slice(0, 8)
    .filter((p) => p.sizeStock.filter((s) => s.stock > 0).length >= 2)
    .map((p) => ({ id: p._id, name: p.name }));
  if (choices.length < 2) throw new Error('INP: too few products with two sizes in stock');
  const productPath = `/productdetails/${choices.at(-1).id}`;
  const cardNames = choices.slice(0, -1).map((c) => c.name);
  const browser = await chromium.launch({
    executablePath: o.chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results = {
    'open the size sheet (category card, Add to Bag)': [],
    'add to the bag from the size sheet': [],
    'open the Filter sheet (category page)': [],
    'apply a filter (category page, Filter sheet)': [],
    'add to the bag (product page)': [],
    'open the menu (home page)': [],
    'open the search box (home page, bottom bar)': [],
    'open the coupon sheet (bag page)': [],
  };
  const [sheet, fromSheet, filterSheet, filter, onProduct, menu, search, coupons] =
    Object.values(results);
  const firstRun = o.firstRun ?? 0;
  try {
    for (let run = firstRun; run < firstRun + o.runs; run += 1) {
      // Category page: a card's size sheet, then a size from it (a different card each run).
      {
        const { context, page } = await openPage(
          browser,
          `${o.base}${o.categoryPath}`,
          o.session,
          o.announcement,
        );
        const card = page
          .getByRole('region', { name: 'Product results' })
          .getByRole('article', { name: cardNames[run % cardNames.length], exact: true });
        await card.scrollIntoViewIfNeeded();
        await settle(page);
        sheet.push(
          await interaction(page, `card-sheet-${run}`, async () => {
            await card.getByRole('button', { name: 'Add to Bag' }).tap();
            await card.getByRole('group', { name: 'Select size' }).waitFor();
          }),
        );
        const added = page.waitForResponse(
          (r) => r.url().includes('/api/cart') && r.request().method() === 'POST',
        );
        fromSheet.push(
          await interaction(page, `card-add-${run}`, async () => {
            await card
              .getByRole('group', { name: 'Select size' })
              .getByRole('button', { disabled: false })
              .first()
              .tap();
            await added;
          }),
        );
        // The Filter sheet (until its options show), then one filter.
        const panel = page.getByRole('dialog', { name: 'Filters' });
        filterSheet.push(
          await interaction(page, `filter-sheet-${run}`, async () => {
            await page.getByRole('button', { name: /^Filter/ }).tap();
            await panel.getByRole('group').first().waitFor();
          }),
        );
        const option = panel
          .locator('label')
          .filter({ has: page.locator('input') })
          .nth(run);
        filter.push(
          await interaction(page, `filter-apply-${run}`, async () => {
            await option.tap();
            await panel.locator('input:checked').first().waitFor({ state: 'attached' });
          }),
        );
        await context.close();
      }
      // Product page: a size (another one each run), then Add to Bag.
      {
        const { context, page } = await openPage(
          browser,
          `${o.base}${productPath}`,
          o.session,
          o.announcement,
        );
        await page
          .getByRole('group', { name: 'Select Size', exact: true })
          .getByRole('button', { disabled: false })
          .nth(run) // a size not in the bag yet
          .tap();
        await settle(page);
        const added = page.waitForResponse(
          (r) => r.url().includes('/api/cart') && r.request().method() === 'POST',
        );
        onProduct.push(
          await interaction(page, `product-add-${run}`, async () => {
            await page.getByRole('button', { name: 'Add to Bag', exact: true }).tap();
            await added;
          }),
        );
        await context.close();
      }
      // Home page: the menu, closed again, then the search box (until its field has the focus).
      {
        const { context, page } = await openPage(browser, `${o.base}/`, o.session, o.announcement);
        await settle(page);
        menu.push(
          await interaction(page, `menu-${run}`, async () => {
            await page.getByRole('button', { name: 'Open menu' }).tap();
            await page.getByRole('dialog', { name: 'Menu' }).waitFor();
          }),
        );
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
        await settle(page);
        search.push(
          await interaction(page, `search-${run}`, async () => {
            await page
              .getByRole('navigation', { name: 'Quick navigation' })
              .getByRole('button', { name: 'Search' })
              .tap();
            await page.getByPlaceholder('What are you looking for?').waitFor();
          }),
        );
        await context.close();
      }
      // Bag page (the size sheet's run above left a line in it): the coupon sheet.
      {
        const { context, page } = await openPage(
          browser,
          `${o.base}/cart`,
          o.session,
          o.announcement,
        );
        const apply = page.getByRole('button', { name: 'Apply coupon' });
        await apply.waitFor();
        await settle(page);
        coupons.push(
          await interaction(page, `coupons-${run}`, async () => {
            await apply.tap();
            await page.getByRole('dialog', { name: 'Apply coupon' }).waitFor();
          }),
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return Object.entries(results).map(([name, measured]) => {
    const runs = measured.map((m) => m.inp);
    return {
      name,
      runs,
      work: measured.map((m) => m.work),
      median: median(runs),
      pass: median(runs) < TARGET_MS,
    };
  });
}

export function printInp(rows) {
  console.log(
    `\nInteraction to Next Paint (412×823 phone, CPU 4× slower; Event Timing; target < ${TARGET_MS} ms)`,
  );
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(50)} median ${String(Math.round(r.median)).padStart(4)} ms ` +
        `(runs ${r.runs.map(Math.round).join(', ')}) ${r.pass ? 'PASS' : 'MISS'}\n` +
        `  ${''.padEnd(50)} main thread to the next frame (median): ${workLine(r.work)}`,
    );
}
