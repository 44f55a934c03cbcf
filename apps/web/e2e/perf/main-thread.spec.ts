import { readFileSync } from 'node:fs';
import { LANDINGS, test } from '../support/landings';
import { LIGHTHOUSE_MOBILE } from '../support/layout-shift';
import { recordWakeups, scriptsOf, untilSettled, wakeupsOver } from '../support/main-thread';
import { seedSession } from '../support/shopper';
import { expect } from '../support/test';

/**
 * The phone's main thread, measured in what does not depend on the machine's speed:
 *
 * - **JavaScript executed before the first tap**, per page: Chrome's precise coverage of every
 *   script of the shop's origin (the boot script included), counting the bytes of code that ran at
 *   least once from the first byte until the page has settled (load, fonts, network and idle
 *   callbacks done). Which code runs follows from the page and its data, not from how fast the
 *   machine is; the size of it is what a slow phone's CPU pays for at load.
 * - **What keeps waking an idle home page up**: intervals still running, timeouts that re-arm
 *   themselves and requestAnimationFrame loops, observed for a few seconds after the page has
 *   settled with nothing that moves on screen (the hero's video is not a timer).
 *
 * Budgets live in main-thread-budgets.json: a page's executed bytes may exceed its recorded figure
 * by the file's margin. A budget is raised deliberately, in the commit that needs it, saying why.
 */
interface Budgets {
  margin: number;
  executedBytes: Record<string, number>;
  idleHome: { intervals: number; timeoutChains: number; frameLoops: number; windowMs: number };
}
const BUDGETS = JSON.parse(
  readFileSync(new URL('./main-thread-budgets.json', import.meta.url), 'utf8'),
) as Budgets;

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

test.use({ ...LIGHTHOUSE_MOBILE });

/** One per public page: the second product of the layout-shift gate adds nothing here. */
const PAGES = LANDINGS.filter((l) => l.name !== 'product 2').map((l) => ({
  ...l,
  key: l.name.replace(/ 1$/, ''),
}));

for (const landing of PAGES) {
  const recorded = BUDGETS.executedBytes[landing.key];
  test(`${landing.key}: JavaScript executed before the first tap within budget`, async ({
    page,
    world,
    baseURL,
  }) => {
    if (recorded === undefined) throw new Error(`no budget for ${landing.key} in the JSON file`);
    const limit = Math.round(recorded * (1 + BUDGETS.margin));
    if (landing.signedIn) await seedSession(page, world.session);
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(landing.path(world));
    await expect(landing.ready(page, world)).toBeVisible({ timeout: 45_000 });
    await untilSettled(page);
    const scripts = scriptsOf(await page.coverage.stopJSCoverage(), new URL(baseURL ?? '').origin);
    const used = scripts.reduce((s, x) => s + x.used, 0);
    const total = scripts.reduce((s, x) => s + x.total, 0);
    const lines = scripts
      .sort((a, b) => b.used - a.used)
      .map((s) => `    ${kB(s.used).padStart(9)} of ${kB(s.total).padStart(9)}  ${s.url}`)
      .join('\n');
    console.info(
      `JS executed before the first tap, ${landing.key}: ${kB(used)} of ${kB(total)} loaded ` +
        `(${scripts.length} scripts; budget ${kB(limit)} = ${kB(recorded)} + ${BUDGETS.margin * 100} %)\n${lines}`,
    );
    expect(scripts.length, 'no script of the shop was covered').toBeGreaterThan(0);
    expect(used, `JavaScript executed on ${landing.key}:\n${lines}`).toBeLessThanOrEqual(limit);
  });
}

test('idle home page: no interval, re-arming timeout or animation-frame loop keeps running', async ({
  page,
}) => {
  const { windowMs, ...limits } = BUDGETS.idleHome;
  await recordWakeups(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending Products' })).toBeVisible({
    timeout: 45_000,
  });
  await untilSettled(page);
  const wakeups = await wakeupsOver(page, windowMs);
  console.info(
    `idle home, over ${windowMs} ms: ${wakeups.intervals.length} intervals, ` +
      `${wakeups.timeoutChains.length} re-arming timeouts, ${wakeups.frameLoops.length} frame loops` +
      `\n${JSON.stringify(wakeups, null, 2)}`,
  );
  const detail = JSON.stringify(wakeups, null, 2);
  expect(wakeups.intervals.length, `intervals: ${detail}`).toBeLessThanOrEqual(limits.intervals);
  expect(wakeups.timeoutChains.length, `timeouts: ${detail}`).toBeLessThanOrEqual(
    limits.timeoutChains,
  );
  expect(wakeups.frameLoops.length, `frame loops: ${detail}`).toBeLessThanOrEqual(
    limits.frameLoops,
  );
});

test('home: the deal countdown ticks only while it is on screen', async ({ page }) => {
  await recordWakeups(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trending Products' })).toBeVisible({
    timeout: 45_000,
  });
  await untilSettled(page);
  // The sections below load as the shopper nears them: scroll down until the countdown shows.
  const timer = page.getByRole('timer', { name: 'Time left in the deal' });
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 600);
        return timer.getByText('Seconds').isVisible();
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  await timer.scrollIntoViewIfNeeded();
  const seen = await wakeupsOver(page, 2500);
  console.info(`deal countdown on screen: ${JSON.stringify(seen)}`);
  expect(seen.intervals.length, 'the countdown on screen ticks').toBeGreaterThanOrEqual(1);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  const away = await wakeupsOver(page, BUDGETS.idleHome.windowMs);
  console.info(`back at the top: ${JSON.stringify(away)}`);
  expect(away.intervals, 'no interval once the countdown is off screen').toEqual([]);
});
