import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl } from '../support/env';
import { jsonLdProblems } from '../support/json-ld';
import {
  jsonLd,
  removedServerElements,
  rootOf,
  watchHydration,
  watchServerElements,
} from '../support/ssr-page';
import { expect, test } from '../support/test';

/**
 * Every public page type, as a crawler and as a shopper gets it: the HTML has exactly one
 * canonical address and one h1, and its JSON-LD is what schema.org's types require (the types the
 * page must carry are named); in the browser the page hydrates without a mismatch, and hydration
 * moves nothing the server drew in the first screen (its headings and pictures stand where the
 * server's HTML put them, measured with the app's code held back and then with it).
 */

interface PublicPage {
  name: string;
  path: string;
  /** The JSON-LD types the page carries, in order. */
  ld: string[];
}

async function publicPages(request: APIRequestContext) {
  const get = async <T>(path: string) =>
    (await (await request.get(`${apiUrl}${path}`)).json()) as T;
  // A product no other journey changes (from the catalogue's second page).
  const listed = await get<{ data: { _id: string }[] }>('/api/products?limit=100&page=2');
  const product = listed.data[70];
  const { categories } = await get<{ categories: { _id: string; slug: string }[] }>(
    '/api/category',
  );
  const blogs = await get<{ data: { _id: string }[] }>('/api/blogs');
  const styles = await get<{ data: { _id: string }[] }>('/api/styles');
  const category = categories[0];
  const blog = blogs.data[0];
  const style = styles.data[0];
  if (!product || !category || !blog || !style) throw new Error('demo data is missing a page type');
  const pages: PublicPage[] = [
    { name: 'home', path: '/', ld: ['Organization', 'WebSite'] },
    { name: 'category', path: `/${category.slug}/${category._id}`, ld: ['BreadcrumbList'] },
    { name: 'product', path: `/productdetails/${product._id}`, ld: ['Product', 'BreadcrumbList'] },
    { name: 'blogs', path: '/blogs', ld: ['BreadcrumbList'] },
    { name: 'blog post', path: `/blogdetails/${blog._id}`, ld: ['BlogPosting', 'BreadcrumbList'] },
    { name: 'lookbook', path: '/all-styles', ld: ['BreadcrumbList'] },
    { name: 'style', path: `/all-styles/${style._id}`, ld: ['BreadcrumbList'] },
    { name: 'testimonials', path: '/testimonials', ld: [] },
    { name: 'influencers', path: '/influencer', ld: [] },
    { name: 'about', path: '/about', ld: [] },
    { name: 'privacy', path: '/privacy', ld: [] },
  ];
  return pages;
}

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

test('each public page type has one canonical, one h1 and valid JSON-LD in its HTML', async ({
  request,
}) => {
  for (const p of await publicPages(request)) {
    const res = await request.get(p.path);
    expect(res.status(), p.path).toBe(200);
    const html = await res.text();
    expect(count(html, /<link rel="canonical"/g), `${p.name}: canonical links`).toBe(1);
    expect(count(rootOf(html), /<h1[\s>]/g), `${p.name}: h1 elements`).toBe(1);
    const objects = jsonLd(html);
    expect(
      objects.map((o) => o['@type']),
      `${p.name}: JSON-LD types`,
    ).toEqual(expect.arrayContaining(p.ld));
    for (const o of objects)
      expect(jsonLdProblems(o), `${p.name}: ${String(o['@type'])}`).toEqual([]);
  }
});

/**
 * On a phone, as most shoppers see the shop (on a desktop, a category's filter column grows after
 * hydration: not gated yet).
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The app's entry script (index-<hash>.js), which the boot script adds on a rendered page. */
const APP_ENTRY = /\/assets\/index-[^/]*\.js$/;

/**
 * Where the headings and pictures in the first screen are (CSS px), fonts loaded: what a shopper
 * sees first, which hydration must not move (below it, deferred sections may trade their markup
 * for a placeholder of the same size until scrolled near).
 */
async function layout(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(() =>
    [...document.querySelectorAll('#root h1, #root h2, #root h3, #root img')]
      .map((e) => ({ tag: e.tagName.toLowerCase(), r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.top < window.innerHeight && r.width > 0)
      .map(({ tag, r }) => `${tag} ${[r.x, r.y, r.width, r.height].map(Math.round).join(',')}`),
  );
}

test('each public page type hydrates without a mismatch and without moving what the server drew', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await watchServerElements(page);
  for (const p of await publicPages(request)) {
    // The server's HTML alone: the app's code never arrives.
    await page.route(APP_ENTRY, (route) => route.abort());
    await page.goto(p.path, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(page.locator('#root h1')).toHaveCount(1);
    const server = await layout(page);
    await page.unroute(APP_ENTRY);

    const problems = watchHydration(page);
    await page.goto(p.path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '1');
    await page.waitForLoadState('load');
    const hydrated = await layout(page);
    expect(problems, `${p.name}: hydration errors in the console`).toEqual([]);
    // The page's answers have arrived and the code of its server-drawn boundaries has loaded.
    await page.waitForLoadState('networkidle');
    expect(
      await removedServerElements(page),
      `${p.name}: server-drawn elements thrown away and drawn again`,
    ).toEqual([]);
    expect(hydrated, `${p.name}: what the server drew moved`).toEqual(server);
  }
});
