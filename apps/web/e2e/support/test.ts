import { createHash } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl } from './env';

/**
 * Against a shop with its production rate limits (E2E_CLIENT_ADDRESSES=1, set by e2e/run.mjs for
 * E2E_TARGET_URL), each test presents its own client address in X-Forwarded-For (nginx appends
 * the real peer; the API trusts the loopback proxy), as shoppers come from different networks:
 * otherwise every journey would share one address's order and sign-up allowance.
 */
function clientAddress(testId: string): string {
  const h = createHash('sha256').update(testId).digest();
  return `10.${h[0]}.${h[1]}.${((h[2] ?? 0) % 254) + 1}`;
}

/**
 * The API closes a keep-alive connection after 5 idle seconds; Playwright's request context reuses
 * pooled connections and does not retry a request that meets one just as the server closes it
 * (ECONNRESET), as browsers do. A journey's API calls are often 5 s apart (browser steps between
 * them), so each call asks for its own connection (`Connection: close`).
 */
function oneConnectionPerCall(ctx: APIRequestContext): APIRequestContext {
  for (const method of ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const) {
    const send = ctx[method].bind(ctx) as (url: unknown, options?: { headers?: object }) => unknown;
    (ctx as unknown as Record<string, unknown>)[method] = (
      url: unknown,
      options: { headers?: object } = {},
    ) => send(url, { ...options, headers: { Connection: 'close', ...options.headers } });
  }
  return ctx;
}

/**
 * Resolves once the app runs the page: at once on the shell, after hydration on a server-rendered
 * page (`data-app-ready`, set by the app's providers once mounted).
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('__vastraSsr') || document.documentElement.dataset.appReady === '1',
    undefined,
    { timeout: 45_000 },
  );
}

/**
 * Runs in every page: keeps the text of every toast shown (`window.__toastsShown`). A toast
 * stays one second (the shop's rule); on a loaded machine a check that polls for it on screen can
 * come after it has gone, while one that asks whether it was shown cannot miss it.
 */
function recordToasts() {
  const shown: string[] = [];
  (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
  new MutationObserver((list) => {
    for (const m of list)
      for (const n of m.addedNodes)
        if (n instanceof HTMLElement) {
          const items = n.matches('li') ? [n] : [...n.querySelectorAll('li')];
          for (const li of items)
            if (li.closest('section[aria-label^="Notifications"]'))
              shown.push(li.textContent ?? '');
        }
  }).observe(document, { childList: true, subtree: true });
}

interface TestFixtures {
  /** Uncaught page exceptions; the test fails when any occurred. */
  pageErrors: string[];
  /**
   * The timed announcement popup (3 s after load, once per browser session) would cover whatever a
   * journey is doing at that moment. By default it is marked as already seen; journey 1 meets it.
   */
  announcement: 'seen' | 'show';
}

interface WorkerFixtures {
  announcementHeading: string | null;
}

/**
 * The suite's `test`: fails a journey on any uncaught exception in the page (a crash the shopper
 * would see as a broken screen) and attaches the page's console errors to the report.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide(
      process.env.E2E_CLIENT_ADDRESSES === '1'
        ? { ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress(testInfo.testId) }
        : extraHTTPHeaders,
    );
  },
  announcementHeading: [
    async ({ playwright }, provide) => {
      const ctx = await playwright.request.newContext();
      const res = await ctx.get(`${apiUrl}/api/announcement`);
      const body = (await res.json().catch(() => null)) as {
        status?: string;
        heading?: string;
      } | null;
      await ctx.dispose();
      await provide(body?.status === 'on' && body.heading ? body.heading : null);
    },
    { scope: 'worker' },
  ],
  announcement: ['seen', { option: true }],
  request: async ({ request }, provide) => {
    await provide(oneConnectionPerCall(request));
  },
  page: async ({ page, announcement, announcementHeading }, provide) => {
    oneConnectionPerCall(page.request);
    if (announcement === 'seen' && announcementHeading) {
      await page.addInitScript(
        (heading) => sessionStorage.setItem('announcement-seen', heading),
        announcementHeading,
      );
    }
    await page.addInitScript(recordToasts);
    // A server-rendered page is on screen before its code has run: a click then would be lost.
    // Shoppers wait for the page to respond; journeys wait for the app to have taken it over.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
    await provide(page);
  },
  pageErrors: [
    async ({ page }, provide, testInfo) => {
      const errors: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (err) => errors.push(`${err.name}: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text());
      });
      await provide(errors);
      if (consoleErrors.length > 0) {
        await testInfo.attach('console-errors.txt', {
          body: consoleErrors.join('\n'),
          contentType: 'text/plain',
        });
      }
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
