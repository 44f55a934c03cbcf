import type { Page } from '@playwright/test';
import { SearchCopy } from '@vastra/contracts';
import { header } from '../support/shell';
import { expect, test } from '../support/test';

/** Names of the result cards on the page. */
const cardNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Product results' })
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));

test('"jens" finds jeans and "lehnga" finds lehengas; nothing found offers what to try', async ({
  page,
}) => {
  await page.goto('/');
  const bar = header(page);
  await bar.getByRole('button', { name: 'Search products' }).click();
  // The box loads on the first click: type once it holds the focus.
  await expect(bar.getByRole('combobox', { name: 'Search products' })).toBeFocused();
  await page.keyboard.type('jens');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toContainText(/jeans/i);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=jens$/);
  const correction = page.getByRole('status').filter({ hasText: 'Showing results for' });
  await expect(correction).toHaveText(/Showing results for jeans\./);
  await expect(correction.getByRole('link', { name: 'jens' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Product results' }).getByRole('article').first(),
  ).toBeVisible();
  const jeans = await cardNames(page);
  expect(jeans.length).toBeGreaterThan(0);
  for (const name of jeans) expect(name).toMatch(/jeans/i);

  // Another spelling of lehenga: a synonym, so no correction line.
  await page.goto('/search?q=lehnga');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SearchCopy.resultsFor('lehnga'));
  await expect(
    page.getByRole('region', { name: 'Product results' }).getByRole('article').first(),
  ).toBeVisible();
  const lehengas = await cardNames(page);
  for (const name of lehengas) expect(name).toMatch(/lehenga/i);
  await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toHaveCount(0);

  // Nothing at all: popular searches lead somewhere.
  await page.goto('/search?q=qwxzv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    SearchCopy.noResultsTitle('qwxzv'),
  );
  await page
    .getByRole('region', { name: SearchCopy.popularSearches })
    .getByRole('link', { name: 'dupatta' })
    .click();
  await expect(page).toHaveURL(/\/search\?q=dupatta$/);
  await expect(
    page.getByRole('region', { name: 'Product results' }).getByRole('article').first(),
  ).toContainText(/dupatta/i);
});
