import type { Locator, Page } from '@playwright/test';
import { LANDINGS, test, type World } from '../support/landings';
import {
  describeShifts,
  LIGHTHOUSE_MOBILE,
  recordLayoutShifts,
  shiftsAfterLoad,
  throttleLikeLighthouseMobile,
} from '../support/layout-shift';
import { seedSession } from '../support/shopper';
import { expect } from '../support/test';

/**
 * Layout stability of the pages shoppers land on, on the production build: each page is loaded
 * cold (new browser context) on a phone, throttled like Lighthouse's mobile profile, and the sum
 * of its layout shifts without recent input must stay at or below 0.02 (Google's "good" line is
 * 0.1). Layout shift does not depend on how fast the machine is — which element moves, and how
 * far, is decided by the order in which data, fonts and code arrive, and the throttling makes that
 * order the one a phone sees — so this is a gate, not a benchmark. A failure lists every shift
 * with the elements that moved (before → after rectangles, CSS px).
 */
const MAX_SHIFT = 0.02;

test.use({ ...LIGHTHOUSE_MOBILE });

for (const landing of LANDINGS) {
  test(`${landing.name}: layout shift while it loads on a throttled phone ≤ ${MAX_SHIFT}`, async ({
    page,
    context,
    world,
  }) => {
    if (landing.signedIn) await seedSession(page, world.session);
    await recordLayoutShifts(page);
    await throttleLikeLighthouseMobile(context, page);
    await page.goto(landing.path(world), { waitUntil: 'commit' });
    await expect(landing.ready(page, world)).toBeVisible({ timeout: 45_000 });
    const shifts = await shiftsAfterLoad(page);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    console.info(`layout shift, ${landing.name}: ${total.toFixed(4)} (${shifts.length} shifts)`);
    expect(
      total,
      `layout shift on ${landing.name} (${landing.path(world)}): ${total.toFixed(4)}\n${describeShifts(shifts)}`,
    ).toBeLessThanOrEqual(MAX_SHIFT);
  });
}

/**
 * The text first paints (src/app/boot/text-paints.ts) draw a page's largest text where the page
 * itself will draw it: replaced by the app's render, a misplaced paint would jump without counting
 * as a layout shift. Each page is loaded once with the app's code held back (only the boot
 * script's paint is on screen) and once whole, and the two boxes and texts must match.
 */
const TEXT_PAINTS: {
  name: string;
  path: (w: World) => string;
  boot: (page: Page) => Locator;
  app: (page: Page) => Locator;
}[] = [
  {
    name: 'checkout: the selected address',
    path: () => '/checkout',
    boot: (page) => page.locator('[data-boot-paint] [data-field="line"]').first(),
    app: (page) =>
      page
        .getByRole('radiogroup', { name: 'Delivery address' })
        .locator('label > span > span')
        .nth(1),
  },
  {
    name: 'order details: the shipping address',
    path: (w) => `/account/orders/${w.orderId}`,
    boot: (page) => page.locator('[data-boot-paint] address'),
    app: (page) => page.getByRole('region', { name: 'Shipping Address' }).locator('address'),
  },
];

/** The app's entry script (index-<hash>.js), which the boot script adds after its paint. */
const APP_ENTRY = /\/assets\/index-[^/]*\.js$/;

for (const paint of TEXT_PAINTS) {
  test(`${paint.name}: the boot script draws it where the page does`, async ({ page, world }) => {
    await seedSession(page, world.session);
    const seen = async (locator: Locator) => {
      await expect(locator).toBeVisible({ timeout: 45_000 });
      return { box: await locator.boundingBox(), text: await locator.innerText() };
    };
    await page.route(APP_ENTRY, (route) => route.abort());
    await page.goto(paint.path(world));
    const early = await seen(paint.boot(page));
    await page.unroute(APP_ENTRY);
    await page.goto(paint.path(world));
    const late = await seen(paint.app(page));
    expect(early.text).toBe(late.text);
    expect(early.box).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((early.box?.[side] ?? 0) - (late.box?.[side] ?? -1)), side).toBeLessThan(0.5);
  });
}
