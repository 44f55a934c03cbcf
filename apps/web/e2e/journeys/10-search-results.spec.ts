import { SearchCopy } from '@vastra/contracts';
import { header } from '../support/shell';
import { expect, test } from '../support/test';

const countOf = async (text: Promise<string | null>) => Number((await text)?.split(' ')[0]);

test('a shopper mistypes "shrit", sees shirts with the correction, filters by size and shares the results page', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const bar = header(page);
  await bar.getByRole('button', { name: 'Search products' }).click();
  const box = bar.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await page.keyboard.type('shrit');
  // The suggestions find shirts despite the typo; Enter with nothing highlighted opens the page.
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toContainText(/shirt/i);
  await expect(page.getByRole('link', { name: SearchCopy.seeAll })).toBeVisible();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=shrit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SearchCopy.resultsFor('shrit'));
  const correction = page.getByRole('status').filter({ hasText: 'Showing results for' });
  await expect(correction).toHaveText(/Showing results for shirt\./);
  await expect(correction.getByRole('link', { name: 'shrit' })).toBeVisible();

  const results = page.getByRole('region', { name: 'Product results' });
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const name of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
    expect(name).toMatch(/shirt/i);
  const count = page.getByText(/^\d+ products?$/);
  const all = await countOf(count.textContent());
  expect(all).toBeGreaterThan(1);

  // Filter by size: the M chip says how many results have M, and the count follows.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const m = filters
    .getByRole('group', { name: 'Size' })
    .locator('label')
    .filter({
      has: page.getByText('M', { exact: true }),
    });
  const mCount = Number((await m.textContent())?.replace(/\D/g, ''));
  expect(mCount).toBeGreaterThan(0);
  expect(mCount).toBeLessThanOrEqual(all);
  await m.getByText('M', { exact: true }).click();
  await expect(results.getByRole('button', { name: 'Remove filter M' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]size=M/);
  await expect(count).toHaveText(`${mCount} ${mCount === 1 ? 'product' : 'products'}`);
  const firstName = await cards.first().getAttribute('aria-label');

  // Share the URL: a new visitor opening it sees the same refined page.
  const shared = page.url();
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(shared);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    SearchCopy.resultsFor('shrit'),
  );
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Showing results for shirt' }),
  ).toBeVisible();
  const visitorResults = visitor.getByRole('region', { name: 'Product results' });
  await expect(visitorResults.getByRole('button', { name: 'Remove filter M' })).toBeVisible();
  await expect(visitorResults.getByRole('article').first()).toHaveAttribute(
    'aria-label',
    firstName ?? '',
  );
  await other.close();

  // "Search instead for shrit": the words as typed find nothing, and the page offers what to try.
  await correction.getByRole('link', { name: 'shrit' }).click();
  await expect(page).toHaveURL(/exact=1/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    SearchCopy.noResultsTitle('shrit'),
  );
  await expect(page.getByRole('region', { name: SearchCopy.popularSearches })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
});
