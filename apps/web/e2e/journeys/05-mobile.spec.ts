import { Msg } from '@vastra/contracts';
import { apiUrl } from '../support/env';
import { pickProducts, type DemoProduct } from '../support/catalog';
import { addToBagViaApi, signedInShopper } from '../support/shopper';
import { expect, test } from '../support/test';

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});

/**
 * Journey 5 on a 390×844 phone: the bottom bar (Home, Category, Trending, Search, Bag), the
 * 'Choose Category' sheet, the search modal driven from the keyboard, and the bag badge (99+ cap).
 */
test('phone: bottom bar, category sheet, search modal with the keyboard, bag badge', async ({
  page,
}) => {
  const [product] = await pickProducts(page.request, 1, 6);
  if (!product) throw new Error('no product');
  const { session } = await signedInShopper(page, page.request, 'Zoya');
  await page.goto('/');

  // The wide-screen header navigation gives way to the bottom bar.
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  for (const name of ['Home', 'Category', 'Trending', 'Search'])
    await expect(bar.getByText(name, { exact: true })).toBeVisible();
  const bag = bar.getByRole('link', { name: /^Bag, \d+ items$/ });
  await expect(bag).toHaveAccessibleName('Bag, 0 items');

  // Category → 'Choose Category' sheet → a category → View All.
  await bar.getByRole('button', { name: 'Category' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Choose Category' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Women' }).tap();
  await expect(sheet.getByRole('button', { name: 'Women' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await sheet.getByRole('link', { name: 'View All' }).tap();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/women\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/women/i);

  // Trending, then Home.
  await bar.getByRole('link', { name: 'Trending' }).tap();
  await expect(page).toHaveURL(/\/trending$/);
  await expect(page.getByRole('heading', { name: 'Trending Products' })).toBeVisible();
  await bar.getByRole('link', { name: 'Home' }).tap();
  await expect(page).toHaveURL(/\/$/);

  // Search modal: opens focused with the page scroll locked; keyboard from there on.
  await bar.getByRole('button', { name: 'Search' }).tap();
  const search = page.getByRole('dialog', { name: 'Search' });
  const box = search.getByRole('searchbox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.type('qwxz zzqv');
  await expect(search.getByText(Msg.noProductFoundMobile)).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(product.name);
  const hit = search
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: new RegExp(product.name) });
  await expect(hit).toBeVisible();
  // Tab from the box walks the results; Enter opens the focused one.
  for (let i = 0; i < 30 && !(await hit.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(hit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  // Escape closes the modal too.
  await bar.getByRole('button', { name: 'Search' }).tap();
  await expect(search).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  // Add to the bag on the phone: the badge counts it.
  await page.getByRole('button', { name: product.sizes[0] ?? 'M', exact: true }).tap();
  await page.getByRole('button', { name: 'Add to Bag' }).tap();
  await expect(bag).toHaveAccessibleName('Bag, 1 items');
  await expect(bag).toContainText('1');

  // Above 99 the badge reads 99+.
  const res = await page.request.get(`${apiUrl}/api/products`, { params: { limit: 100 } });
  const stocked = ((await res.json()) as { data: DemoProduct[] }).data
    .flatMap((p) =>
      p.sizeStock.filter((s) => s.stock >= 10).map((s) => ({ id: p._id, size: s.size })),
    )
    .filter((l) => l.id !== product._id)
    .slice(0, 10);
  for (const line of stocked) await addToBagViaApi(page.request, session, line.id, line.size, 10);
  await page.reload();
  await expect(bag).toHaveAccessibleName('Bag, 101 items');
  await expect(bag).toContainText('99+');
});

test.describe('the phone layout ends at 768 px', () => {
  test.use({ viewport: { width: 768, height: 900 }, isMobile: false, hasTouch: false });

  test('768 px wide shows the bottom bar; 769 px shows the header navigation', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    const header = page.getByRole('navigation', { name: 'Categories' });
    await expect(bar).toBeVisible();
    await expect(header).toBeHidden();

    await page.setViewportSize({ width: 769, height: 900 });
    await expect(bar).toBeHidden();
    await expect(header).toBeVisible();
  });
});
