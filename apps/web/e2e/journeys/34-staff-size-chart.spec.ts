import { sizeChartKindOf } from '@vastra/contracts';
import { SizeChartMsg } from '@vastra/contracts/size-chart';
import {
  adminPage,
  seedStaffSession,
  staffHeaders,
  staffLoginViaApi,
} from '../support/back-office';
import { describeFindings, seriousViolations, settle } from '../support/a11y';
import { apiUrl } from '../support/env';
import { toast } from '../support/shell';
import { expect, test } from '../support/test';

interface Detail {
  _id: string;
  name: string;
  garment?: string;
  category: { _id: string; name: string };
  sizeStock: { size: string; stock: number }[];
}

/**
 * Journey 34: staff give a category its own size chart in the back office (chest and length for
 * every size, and their own "How to measure" words); a shopper's size guide on a product of that
 * category shows those figures and words, and the editor says that a subcategory of it uses it
 * (checked by axe). The chart is removed again at the end, so the demo
 * category goes back to the default chart.
 */
test('a size chart staff edit is the one the storefront shows', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const list = (await (
    await request.get(`${apiUrl}/api/products`, { params: { limit: 100 } })
  ).json()) as { data: { _id: string }[] };
  const all: Detail[] = [];
  for (const { _id } of list.data)
    all.push(
      (
        (await (await request.get(`${apiUrl}/api/products/individual/${_id}`)).json()) as {
          data: Detail;
        }
      ).data,
    );
  // Journey 29 gives the sarees' category a chart of its own meanwhile: edit another one.
  const sareeCategories = new Set(
    all.filter((p) => p.garment === 'saree').map((p) => p.category._id),
  );
  const product = all.find(
    (p) =>
      !sareeCategories.has(p.category._id) &&
      sizeChartKindOf(p.garment) &&
      p.sizeStock.filter((s) => s.stock > 0).length >= 2,
  );
  if (!product) throw new Error('no demo product with a size chart and two sizes in stock');
  const categoryId = product.category._id;
  const staff = await staffLoginViaApi(request);
  const words = `Measure over a thin T-shirt (${Date.now()}).`;

  // A context of its own (axe runs in it).
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await seedStaffSession(admin, staff);
  await admin.goto(adminPage('/categories'));
  await admin.getByRole('link', { name: `Size chart of ${product.category.name}` }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: `Size chart: ${product.category.name}` }),
  ).toBeVisible();
  await admin.getByLabel('Chest', { exact: true }).check();
  await admin.getByLabel('Length', { exact: true }).check();
  // Every size of the category gets a row, so a shopper's size is always in the chart.
  const rows = admin.getByRole('rowheader');
  await expect(rows.first()).toBeVisible();
  const sizes = await rows.allTextContents();
  const chest = (i: number) => String(33 + i * 2);
  const length = (i: number) => String(26.5 + i);
  for (const [i, size] of sizes.entries()) {
    await admin.getByLabel(`Chest of size ${size}, inches`).fill(chest(i));
    await admin.getByLabel(`Length of size ${size}, inches`).fill(length(i));
  }
  await admin.getByLabel(/Shown under the chart/).fill(words);
  const saved = expect(toast(admin, SizeChartMsg.saved)).toBeVisible();
  await admin.getByRole('button', { name: 'Save chart' }).click();
  await saved;
  await expect(admin.getByText('Own chart.')).toBeVisible();
  // A subcategory, chosen by name, uses the category's chart until it has its own.
  const picker = admin.getByRole('group', { name: 'Chart for' });
  // The choice follows the address at once; the chart it opens loads after.
  await picker.getByRole('radio').nth(1).click();
  await expect(picker.getByRole('radio').nth(1)).toBeChecked();
  await expect(admin.getByText(`Uses ${product.category.name}’s chart.`)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Remove this chart' })).toHaveCount(0);
  await settle(admin);
  const found = await seriousViolations(admin, {
    route: '/admin/categories/:id/size-chart/:subId',
    width: 1440,
    theme: 'light',
  });
  expect(found, describeFindings(found)).toEqual([]);
  // The shopper's size guide: the category's figures, in inches and centimetres, and its words.
  const size = product.sizeStock.filter((s) => s.stock > 0)[1]!.size;
  const at = sizes.findIndex((s) => s.toUpperCase() === size.toUpperCase());
  expect(at, `${size} among the chart's sizes ${sizes.join(', ')}`).toBeGreaterThanOrEqual(0);
  // The product page says whether its category has a chart, and caches in front of the API and
  // the pages (nginx in the production shape; the browser for a page's max-age) may keep the
  // answer from before the save for their max-age: reload until the shopper is handed this one.
  const dialog = page.getByRole('dialog', { name: 'Size guide' });
  let visits = 0;
  const guideColumns = async () => {
    if (visits++ === 0) await page.goto(`/productdetails/${product._id}`);
    else await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page
      .getByRole('group', { name: 'Select Size' })
      .getByRole('button', { name: size, exact: true })
      .click();
    await page.getByRole('button', { name: 'Size guide' }).click();
    await expect(dialog.getByRole('columnheader').first()).toBeVisible({ timeout: 15_000 });
    return dialog.getByRole('columnheader').allTextContents();
  };
  await expect
    .poll(guideColumns, { timeout: 90_000, intervals: [1_000, 2_000, 5_000] })
    .toEqual(['Size', 'Chest (in)', 'Length (in)']);
  const chosen = dialog.locator('tr[aria-current="true"]');
  await expect(chosen.getByRole('cell')).toHaveText([chest(at), length(at)]);
  await expect(dialog.getByText(words)).toBeVisible();
  await dialog.getByRole('button', { name: 'cm' }).click();
  await expect(chosen.getByRole('cell').first()).toHaveText(
    String(Math.round(Number(chest(at)) * 2.54)),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Back to the default chart for the rest of the journeys.
  const cleared = await request.put(`${apiUrl}/api/admin/categories/${categoryId}/size-chart`, {
    headers: staffHeaders(staff),
    data: { chart: null },
  });
  expect(cleared.status()).toBe(200);
  await adminContext.close();
});
