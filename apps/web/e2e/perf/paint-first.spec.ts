import { LANDINGS, test } from '../support/landings';
import { LIGHTHOUSE_MOBILE } from '../support/layout-shift';
import { expect } from '../support/test';

/**
 * A server-rendered page paints before the app's code runs: the boot script preloads the entry
 * and its chunks with the document but adds the entry's script (whose evaluation and hydration
 * are long tasks on a phone) only once the first contentful paint has been presented. Were the
 * script added earlier, Chrome could run it before painting the server's HTML, and Lighthouse's
 * simulation would then count all of it (at 4×) before the first paint.
 */
test.use({ ...LIGHTHOUSE_MOBILE });

/** When each module script was added to the document (ms since navigation), from the first byte. */
const recordModuleScripts = () => {
  const w = window as unknown as { __moduleScriptsAt?: number[] };
  w.__moduleScriptsAt = [];
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes)
        if (node instanceof HTMLScriptElement && node.type === 'module')
          w.__moduleScriptsAt?.push(performance.now());
  }).observe(document, { childList: true, subtree: true });
};

const PUBLIC = LANDINGS.filter((l) => !l.signedIn && l.name !== 'product 2');

for (const landing of PUBLIC) {
  test(`${landing.name}: the server's HTML is on screen before the app's code runs`, async ({
    page,
    world,
  }) => {
    await page.addInitScript(recordModuleScripts);
    await page.goto(landing.path(world));
    await expect(landing.ready(page, world)).toBeVisible({ timeout: 45_000 });
    const seen = await page.evaluate(() => ({
      ssr: document.getElementById('__vastraSsr') !== null,
      scripts: (window as unknown as { __moduleScriptsAt: number[] }).__moduleScriptsAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    console.info(`${landing.name}: ${JSON.stringify(seen)}`);
    expect(seen.ssr, 'the page was rendered on the server').toBe(true);
    expect(seen.fcp, 'a first contentful paint was reported').toBeDefined();
    expect(seen.scripts, 'the boot script added the entry script once').toHaveLength(1);
    expect(seen.scripts[0], 'entry added after the first paint').toBeGreaterThanOrEqual(
      seen.fcp ?? Infinity,
    );
  });
}
