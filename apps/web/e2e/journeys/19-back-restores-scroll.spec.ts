import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The first category's listing (`/women/<id>`), as the menu links it. */
async function listingPath(page: Page): Promise<string> {
  const res = await page.request.get('/api/category');
  const { categories } = (await res.json()) as { categories: { _id: string; name: string }[] };
  const c = categories[0];
  if (!c) throw new Error('no category');
  return `/${c.name.toLowerCase()}/${c._id}`;
}

/**
 * Open a product far down a listing (or search results), come Back: the page is where the shopper
 * left it, not at the top. A new page still starts at the top.
 */
async function backRestores(page: Page, path: string) {
  await page.goto(path);
  const cards = page.getByRole('region', { name: 'Product results' }).getByRole('article');
  await expect(cards.nth(9)).toBeVisible();
  const card = cards.nth(9);
  const link = card.getByRole('link').first();
  // Scrolled to by the shopper (here: into view), so the click itself scrolls nothing.
  await link.scrollIntoViewIfNeeded();
  // Let the scroll settle before reading it (no timing: poll until two reads agree).
  let before = -1;
  await expect
    .poll(async () => {
      const now = await scrollY(page);
      const settled = now === before;
      before = now;
      return settled;
    })
    .toBe(true);
  expect(before).toBeGreaterThan(400);
  const name = (await card.getAttribute('aria-label')) ?? '';

  await link.click();
  await expect(page).toHaveURL(/\/productdetails\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeLessThan(50);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThan(40);
  await expect(page.getByRole('article', { name })).toBeInViewport();
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('Back from a product restores the place on a listing and on search results', async ({
    page,
  }) => {
    await backRestores(page, await listingPath(page));
    // The listing's FILTER pill is not covered by the floating chat button on a phone.
    await expect(page.getByRole('button', { name: /^Filter/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeHidden();
    await backRestores(page, '/search?q=kurta');
  });
});
