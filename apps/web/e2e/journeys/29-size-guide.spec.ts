import { fitNote, sizeChartKindOf, type FitCounts } from '@vastra/contracts';
import type { APIRequestContext } from '@playwright/test';
import { describeFindings, seriousViolations, settle } from '../support/a11y';
import { staffHeaders, staffLoginViaApi } from '../support/back-office';
import { apiUrl } from '../support/env';
import { expect, test } from '../support/test';

interface Detail {
  _id: string;
  name: string;
  garment?: string;
  category: { _id: string; name: string };
  fit?: FitCounts;
  sizes: string[];
  sizeStock: { size: string; stock: number }[];
}

/** The catalogue's first products as the product page gets them. */
async function details(request: APIRequestContext): Promise<Detail[]> {
  const list = (await (
    await request.get(`${apiUrl}/api/products`, { params: { limit: 100 } })
  ).json()) as { data: { _id: string }[] };
  const out: Detail[] = [];
  for (const { _id } of list.data) {
    const res = await request.get(`${apiUrl}/api/products/individual/${_id}`);
    out.push(((await res.json()) as { data: Detail }).data);
  }
  return out;
}

/**
 * Journey 29: a shopper unsure of their size reads what reviewers say about the fit, picks a size,
 * opens the size guide (checked by axe while open), switches it to centimetres, and closes it with
 * Escape; a saree, free size, offers no guide until staff give its category a chart of its own,
 * which its size guide then shows. The chart is removed again at the end.
 */
test('the fit note and the size guide help a shopper choose a size', async ({ page, request }) => {
  test.setTimeout(240_000);
  const all = await details(request);
  const product = all.find(
    (p) =>
      sizeChartKindOf(p.garment) &&
      fitNote(p.fit) !== null &&
      p.sizeStock.filter((s) => s.stock > 0).length >= 2,
  );
  if (!product) throw new Error('no demo product with a size chart and three fit answers');
  const saree = all.find((p) => p.garment === 'saree');
  if (!saree) throw new Error('no demo saree');

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

  await page.goto(`/productdetails/${saree._id}`);
  await expect(page.getByRole('heading', { level: 1, name: saree.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select Size' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Size guide' })).toHaveCount(0);

  // Staff give the sarees' category its own chart: a length for each of its sizes.
  const staff = await staffLoginViaApi(request);
  const chartPath = `${apiUrl}/api/admin/categories/${saree.category._id}/size-chart`;
  const current = (
    (await (await request.get(chartPath, { headers: staffHeaders(staff) })).json()) as {
      data: { sizes: string[]; editVersion: number };
    }
  ).data;
  expect(current.sizes.length).toBeGreaterThan(0);
  const words = `A saree is 5.5 m long: measure the blouse piece against a blouse that fits (${Date.now()}).`;
  const put = await request.put(chartPath, {
    headers: staffHeaders(staff),
    data: {
      chart: {
        measurements: ['length'],
        rows: current.sizes.map((size) => ({ size, inches: [44] })),
        howToMeasure: words,
      },
      versionSeen: current.editVersion,
    },
  });
  expect(put.status()).toBe(200);
  try {
    // The page and the product's answer may come from a cache for a moment: reload until the
    // product page offers the guide.
    const link = page.getByRole('button', { name: 'Size guide' });
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: saree.name })).toBeVisible();
      await expect(link).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 4_000] });
    await link.click();
    const own = page.getByRole('dialog', { name: 'Size guide' });
    await expect(own).toBeVisible({ timeout: 15_000 });
    await expect(own.getByRole('columnheader')).toHaveText(['Size', 'Length (in)']);
    await expect(own.getByRole('row').nth(1).getByRole('cell')).toHaveText(['44']);
    await expect(own.getByText(words)).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(own).toBeHidden();
  } finally {
    // Back to no chart for the rest of the journeys.
    const cleared = await request.put(chartPath, {
      headers: staffHeaders(staff),
      data: { chart: null },
    });
    expect(cleared.status()).toBe(200);
  }
});
