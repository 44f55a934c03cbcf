import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, type World } from '../support/landings';
import { describeShifts, recordLayoutShifts, type Shift } from '../support/layout-shift';
import { expect } from '../support/test';

/**
 * The web fonts' arrival moves nothing. Each public page type is drawn and hydrated with its web
 * fonts held back, so its text is in the fallback faces (local fonts scaled to the web fonts'
 * metrics, build/font-fallbacks.ts); then the fonts are let through, and the layout shifts from
 * then until they are in use must sum to no more than MAX_SHIFT. At a phone's and a desktop's
 * width. A font swap happens on every first visit, whatever the machine's speed: no throttling.
 */
const MAX_SHIFT = 0.005;

const PAGES: {
  name: string;
  path: (w: World) => string;
  ready: (p: Page, w: World) => Locator;
  max?: number;
}[] = [
  {
    name: 'home',
    // The hero's headline is in capitals, and the fallbacks are scaled for lower case (capitals
    // are relatively narrower in Playfair and Inter than in Times and Arial): on a phone it
    // wraps on one more line until Playfair arrives (0.0098 without fallbacks, as with them).
    max: 0.012,
    path: () => '/',
    ready: (page) => page.getByRole('heading', { name: 'Trending Products' }),
  },
  {
    name: 'about',
    path: () => '/about',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'category',
    path: (w) => w.categoryPath,
    ready: (page) =>
      page.getByRole('region', { name: 'Product results' }).getByRole('article').first(),
  },
  {
    name: 'product',
    path: (w) => `/productdetails/${w.products[0]._id}`,
    ready: (page, w) => page.getByRole('heading', { level: 1, name: w.products[0].name }),
  },
];

const WEB_FONT = /\.woff2(\?|$)/;

/**
 * The web font families (not their local fallbacks) with a face in use, leaving out the rupee
 * sign's face: it is inlined in the stylesheet (src/app/fonts/fonts.css), so it is in use from
 * the first paint, arrives with nothing and moves nothing.
 */
const webFontsLoaded = () => [
  ...new Set(
    [...document.fonts]
      .filter((f) => f.status === 'loaded' && f.unicodeRange.toUpperCase() !== 'U+20B9')
      .map((f) => f.family.replace(/["']/g, ''))
      .filter((family) => !family.endsWith(' fallback')),
  ),
];

/** The shifts recorded so far, once two frames have been drawn (the last layout reported). */
const shiftsSoFar = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.__layoutShifts ?? [])),
        ),
      ),
  );

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const p of PAGES) {
      const max = p.max ?? MAX_SHIFT;
      test(`${p.name}: the web fonts' arrival shifts nothing (≤ ${max})`, async ({
        page,
        world,
      }, testInfo) => {
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(WEB_FONT, async (route) => {
          await released;
          await route.continue();
        });
        await recordLayoutShifts(page);
        await page.goto(p.path(world), { waitUntil: 'commit' });
        await expect(p.ready(page, world)).toBeVisible({ timeout: 45_000 });
        await expect(page.locator('html[data-app-ready="1"]')).toHaveCount(1, { timeout: 45_000 });
        // Drawn in the fallback faces: no web font is in use yet.
        expect(await page.evaluate(webFontsLoaded)).toEqual([]);
        // Playwright's screenshot waits for the web fonts: the browser's own does not.
        const cdp = await page.context().newCDPSession(page);
        const shot = (await cdp.send('Page.captureScreenshot', { format: 'png' })) as {
          data: string;
        };
        writeFileSync(testInfo.outputPath(`${p.name}-${width}-fallback.png`), shot.data, 'base64');
        const before = (await shiftsSoFar(page)).length;

        release();
        await page.waitForLoadState('load');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await expect.poll(() => page.evaluate(webFontsLoaded)).toContain('Inter Variable');
        const shifts = (await shiftsSoFar(page)).slice(before);
        await page.screenshot({ path: testInfo.outputPath(`${p.name}-${width}-web-font.png`) });
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        console.info(
          `font swap, ${p.name} at ${width} px: ${total.toFixed(4)} (${shifts.length} shifts)`,
        );
        expect(
          total,
          `layout shift when the web fonts arrive on ${p.name}: ${total.toFixed(4)}\n${describeShifts(shifts)}`,
        ).toBeLessThanOrEqual(max);
      });
    }
  });
}
