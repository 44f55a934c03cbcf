import { fitNote, sizeChartKindOf, type FitCounts } from '@vastra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { describeFindings, seriousViolations, settle } from '../support/a11y';
import { staffHeaders, staffLoginViaApi } from '../support/back-office';
import { apiUrl } from '../support/env';
import { expect, test } from '../support/test';

interface Detail {
  _id: string;
  name: string;
  garment?: string;
  category: { _id: string; name: string };
  subcategory?: { _id: string; name: string } | null;
  fit?: FitCounts;
  sizes: string[];
  sizeStock: { size: string; stock: number }[];
}

const detail = async (request: APIRequestContext, id: string): Promise<Detail> =>
  (
    (await (await request.get(`${apiUrl}/api/products/individual/${id}`)).json()) as {
      data: Detail;
    }
  ).data;

/** The catalogue's first products as the product page gets them. */
async function details(request: APIRequestContext): Promise<Detail[]> {
  const list = (await (
    await request.get(`${apiUrl}/api/products`, { params: { limit: 100 } })
  ).json()) as { data: { _id: string }[] };
  const out: Detail[] = [];
  for (const { _id } of list.data) out.push(await detail(request, _id));
  return out;
}

/** The demo's products of each kind the walk needs: a product with a chart, a saree, a dupatta. */
async function walkProducts(request: APIRequestContext) {
  const all = await details(request);
  const product = all.find(
    (p) =>
      sizeChartKindOf(p.garment) &&
      fitNote(p.fit) !== null &&
      p.sizeStock.filter((s) => s.stock > 0).length >= 2,
  );
  if (!product) throw new Error('no demo product with a size chart and three fit answers');
  const saree = all.find((p) => p.garment === 'saree' && p.subcategory);
  if (!saree) throw new Error('no demo saree in a subcategory');
  // A dupatta: free size too, in a sibling subcategory of the sarees'.
  const listing = async (params: Record<string, string | number>) =>
    (
      (await (
        await request.get(`${apiUrl}/api/products/${saree.category._id}`, { params })
      ).json()) as {
        data: { products: { _id: string }[]; subcategory: { _id: string; name: string }[] };
      }
    ).data;
  const sibling = (await listing({ limit: 1 })).subcategory.find((s) => s.name === 'Dupattas');
  if (!sibling) throw new Error(`no Dupattas beside the sarees in ${saree.category.name}`);
  const first = (await listing({ limit: 1, subcategoryId: sibling._id })).products[0];
  if (!first) throw new Error('no demo dupatta');
  const dupatta = await detail(request, first._id);
  return { product, saree, dupatta };
}

const SAREE_WORDS =
  'The blouse piece is unstitched: measure your bust and waist over a blouse that fits.';

/**
 * Staff give the sarees' subcategory (not its category) a chart of its own for `run`, then remove
 * it, so the other journeys see the demo as it was.
 */
async function withSareesChart(
  request: APIRequestContext,
  saree: Detail,
  run: () => Promise<void>,
): Promise<void> {
  const staff = await staffLoginViaApi(request);
  const chartPath = `${apiUrl}/api/admin/categories/${saree.category._id}/subcategories/${saree.subcategory!._id}/size-chart`;
  const current = (
    (await (await request.get(chartPath, { headers: staffHeaders(staff) })).json()) as {
      data: { sizes: string[]; editVersion: number };
    }
  ).data;
  expect(current.sizes.length).toBeGreaterThan(0);
  const put = await request.put(chartPath, {
    headers: staffHeaders(staff),
    data: {
      chart: {
        measurements: ['bust', 'waist'],
        rows: current.sizes.map((size) => ({ size, inches: [38, 32] })),
        howToMeasure: SAREE_WORDS,
      },
      versionSeen: current.editVersion,
    },
  });
  expect(put.status()).toBe(200);
  try {
    await run();
  } finally {
    const cleared = await request.put(chartPath, {
      headers: staffHeaders(staff),
      data: { chart: null },
    });
    expect(cleared.status()).toBe(200);
  }
}

/**
 * The product page until it offers the size guide (`offered`) or does not: the page and the
 * product's answer may come from a cache for a moment after a chart is saved or removed.
 */
async function openUntil(page: Page, p: Detail, offered: boolean): Promise<void> {
  const link = page.getByRole('button', { name: 'Size guide' });
  let visits = 0;
  await expect(async () => {
    if (visits++ === 0) await page.goto(`/productdetails/${p._id}`);
    else await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select Size' })).toBeVisible();
    await expect(link).toHaveCount(offered ? 1 : 0, { timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 4_000] });
}

// Both tests save and remove the sarees' chart: one at a time.
test.describe.configure({ mode: 'serial' });

/**
 * Journey 29: a shopper unsure of their size reads what reviewers say about the fit, picks a size,
 * opens the size guide (checked by axe while open), switches it to centimetres, and closes it with
 * Escape; a saree, free size, offers no guide until staff give its subcategory (Sarees, under
 * Women) a chart of its own, which its size guide then shows, while a dupatta of the sibling
 * subcategory still offers none. The chart is removed again at the end.
 */
test('the fit note and the size guide help a shopper choose a size', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { product, saree, dupatta } = await walkProducts(request);

  await page.goto(`/productdetails/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('fit-note')).toContainText(fitNote(product.fit)!);

  const size = product.sizeStock.filter((s) => s.stock > 0)[1]!.size;
  const sizes = page.getByRole('group', { name: 'Select Size' });
  await sizes.getByRole('button', { name: size, exact: true }).click();
  const open = page.getByRole('button', { name: 'Size guide' });
  await open.click();

  const dialog = page.getByRole('dialog', { name: 'Size guide' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const chosen = dialog.locator('tr[aria-current="true"]');
  await expect(chosen).toHaveCount(1);
  await expect(chosen.getByRole('rowheader')).toContainText(size);
  await expect(dialog.getByRole('heading', { name: 'How to measure' })).toBeVisible();
  const firstCell = chosen.getByRole('cell').first();
  const inches = Number(await firstCell.textContent());
  await expect(dialog.getByRole('columnheader').nth(1)).toContainText('(in)');

  await settle(page);
  const found = await seriousViolations(page, {
    route: '/productdetails/:id (size guide)',
    width: page.viewportSize()?.width ?? 1280,
    theme: 'light',
  });
  expect(found, describeFindings(found)).toEqual([]);

  await dialog.getByRole('button', { name: 'cm' }).click();
  await expect(dialog.getByRole('columnheader').nth(1)).toContainText('(cm)');
  await expect(firstCell).toHaveText(String(Math.round(inches * 2.54)));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await openUntil(page, saree, false);

  await withSareesChart(request, saree, async () => {
    await openUntil(page, saree, true);
    await page.getByRole('button', { name: 'Size guide' }).click();
    const own = page.getByRole('dialog', { name: 'Size guide' });
    await expect(own).toBeVisible({ timeout: 15_000 });
    await expect(own.getByRole('columnheader')).toHaveText(['Size', 'Bust (in)', 'Waist (in)']);
    await expect(own.getByRole('row').nth(1).getByRole('cell')).toHaveText(['38', '32']);
    await expect(own.getByText(/^Sarees: body measurements/)).toBeVisible();
    await expect(own.getByText(SAREE_WORDS)).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(own).toBeHidden();
    // The sibling subcategory's dupatta is not given the sarees' chart.
    await openUntil(page, dupatta, false);
  });
});

/** Nothing wider than the phone: the page scrolls only up and down. */
const noSidewaysScroll = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(page.viewportSize()!.width);

for (const theme of ['light', 'dark'] as const) {
  test.describe(`on a 390×844 phone, ${theme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme: theme });

    /**
     * The phone walk by keyboard: the size guide of a product with a chart opened from its link,
     * inches and centimetres, "How to measure" read to its end, closed; a saree whose subcategory
     * has its own chart; a free-size dupatta, which offers none. Each step is photographed (the
     * test's output folder) and checked by axe in the theme the phone asks for.
     */
    test('the size guide fits, reads and works by keyboard', async ({ page, request }) => {
      test.setTimeout(240_000);
      const { product, saree, dupatta } = await walkProducts(request);
      const shot = (name: string) =>
        page.screenshot({
          path: test.info().outputPath(`${theme}-${name}.png`),
          animations: 'disabled',
        });
      const audit = async (route: string) => {
        await settle(page);
        const found = await seriousViolations(page, { route, width: 390, theme });
        expect(found, describeFindings(found)).toEqual([]);
      };

      await page.goto(`/productdetails/${product._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(
        theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      const size = product.sizeStock.find((s) => s.stock > 0)!.size;
      await page
        .getByRole('group', { name: 'Select Size' })
        .getByRole('button', { name: size, exact: true })
        .click();
      const open = page.getByRole('button', { name: 'Size guide' });
      // A thumb's target: at least 24 px tall.
      expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Size guide' });
      await expect(dialog.getByRole('table')).toBeVisible({ timeout: 15_000 });
      await noSidewaysScroll(page);
      // "Your size" on one line (16 px), never broken in two beside the size.
      expect((await dialog.getByText('Your size').boundingBox())!.height).toBeLessThan(24);
      // The dialog, its close button and the unit switch stay on the screen.
      for (const part of [
        dialog,
        dialog.getByRole('button', { name: /close/i }),
        dialog.getByRole('group', { name: 'Units' }),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await shot('1-guide-inches');
      await audit('/productdetails/:id (size guide, phone)');

      // Centimetres by keyboard: Tab reaches the unit switch.
      const cm = dialog.getByRole('button', { name: 'cm' });
      await expect(async () => {
        await page.keyboard.press('Tab');
        await expect(cm).toBeFocused({ timeout: 500 });
      }).toPass({ timeout: 20_000 });
      await page.keyboard.press('Enter');
      await expect(cm).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.getByRole('columnheader').nth(1)).toContainText('(cm)');
      await shot('2-guide-cm');

      const howTo = dialog.getByRole('heading', { name: 'How to measure' });
      await howTo.scrollIntoViewIfNeeded();
      await expect(howTo).toBeInViewport();
      const last = dialog.locator('dd').last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await shot('3-how-to-measure');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await withSareesChart(request, saree, async () => {
        await openUntil(page, saree, true);
        await page.getByRole('button', { name: 'Size guide' }).click();
        await expect(dialog.getByText(SAREE_WORDS)).toBeVisible({ timeout: 15_000 });
        await expect(dialog.getByText(/^Sarees: body measurements/)).toBeVisible();
        await noSidewaysScroll(page);
        await shot('4-saree-own-chart');
        await audit('/productdetails/:id (subcategory size guide, phone)');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });

      await openUntil(page, dupatta, false);
      await page.getByRole('heading', { name: 'Select Size' }).scrollIntoViewIfNeeded();
      await noSidewaysScroll(page);
      await shot('5-free-size');
    });
  });
}
