import { formatINR } from '@vastra/contracts';
import { BulkMsg, ProductImportMsg } from '@vastra/contracts/admin/catalogue-bulk';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  adminPage,
  seedStaffSession,
  staffHeaders,
  staffLoginViaApi,
} from '../support/back-office';
import { pickProducts } from '../support/catalog';
import { mouseDriver, type Driver } from '../support/driver';
import { apiUrl } from '../support/env';
import { toast } from '../support/shell';
import {
  addAddressViaApi,
  loginViaApi,
  newShopper,
  placeCodOrderViaApi,
  registerViaApi,
} from '../support/shopper';
import { staffPage } from '../support/staff-desk';
import { expect as expectSoon, test } from '../support/test';

/** On a busy machine the stack answers slowly: every wait in this journey allows 30 s. */
const expect = expectSoon.configure({ timeout: 30_000 });

/**
 * Journey 24: staff put a sale on part of the catalogue at once. Three new products are found by
 * their name on the products list; the staff member ticks "select all on this page", sets a 30 %
 * discount for all three in one go, sees the new prices on the list and on the storefront, then
 * exports the same filtered list as CSV and finds the discount, the rupee prices and each size's
 * stock in the file. Then new prices come back in by CSV import: a file with one good row and one
 * bad one is previewed with the bad row's line and problem and cannot be applied; the corrected
 * file is applied and the list shows the new prices. Second test: the orders list, left open,
 * tells staff of an order placed meanwhile ("1 new order since you opened this list").
 */

/** Chooses a CSV on the import page and waits for its preview's summary. */
async function previewCsv(page: Page, d: Driver, name: string, lines: string[]): Promise<void> {
  await d.upload(page.getByLabel('CSV file'), {
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\n')}\n`),
  });
  await expect(page.getByText('Reading the file…')).toBeHidden({ timeout: 30_000 });
}
test('a discount set on every product of a page at once, then the list exported as CSV', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const d = mouseDriver();
  const owner = await staffLoginViaApi(request);
  const cats = (await (
    await request.get(`${apiUrl}/api/admin/categories`, { headers: staffHeaders(owner) })
  ).json()) as { categories: { _id: string }[] };
  const categoryId = cats.categories[0]?._id;
  if (!categoryId) throw new Error('no demo category');
  const tag = `Sale${Date.now()}`;
  const made: { _id: string; slug: string }[] = [];
  for (const [i, price] of [1000, 2000, 1500].entries()) {
    const res = await request.post(`${apiUrl}/api/admin/products`, {
      headers: staffHeaders(owner),
      data: {
        name: `${tag} Kurta ${i + 1}`,
        categoryId,
        price,
        discount: 0,
        inventory: [
          { size: 'M', stock: 5 + i },
          { size: 'L', stock: 2 },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const product = ((await res.json()) as { product: { _id: string; slug: string } }).product;
    // A new product is a draft, off the storefront, until it is published.
    const published = await request.patch(
      `${apiUrl}/api/admin/products/${product._id}/publication`,
      { headers: staffHeaders(owner), data: { publication: 'published' } },
    );
    expect(published.status(), await published.text()).toBe(200);
    made.push(product);
  }

  const page = await browser.newPage();
  await seedStaffSession(page, owner);
  await page.goto(adminPage(`/products?q=${tag}`));
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row')).toHaveCount(4);

  await page.getByLabel('Select all products on this page').check();
  const bar = page.getByRole('form', { name: 'Change the chosen products' });
  await expect(bar.getByText('3 products chosen')).toBeVisible();
  await d.select(bar.getByLabel('Change'), 'Discount %');
  await d.fill(bar.getByLabel('Discount (% off MRP)'), '30');
  const done = expect(toast(page, BulkMsg.done(3))).toBeVisible();
  await d.press(bar.getByRole('button', { name: 'Apply to 3 products' }));
  await done;
  await expect(table.getByText('30% off')).toHaveCount(3);
  await expect(bar).toBeHidden();

  // The storefront charges the new price at once.
  await expect
    .poll(async () => {
      const res = await request.get(`${apiUrl}/api/products/individual/${made[1]!._id}`);
      return ((await res.json()) as { data: { discountedPrice: number } }).data.discountedPrice;
    })
    .toBe(1400);

  // The same filtered list as CSV.
  const download = page.waitForEvent('download');
  await d.press(page.getByRole('button', { name: 'Export CSV' }));
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header!.split(',');
  expect(columns).toEqual(expect.arrayContaining(['slug', 'price', 'discount_percent', 'stock_M']));
  const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [columns[i], v])));
  expect(rows).toHaveLength(3);
  const second = rows.find((r) => r.slug === made[1]!.slug);
  expect(second).toMatchObject({
    price: '2000.00',
    discount_percent: '30',
    selling_price: '1400.00',
    stock_M: '6',
    stock_L: '2',
  });

  // New prices by CSV: a bad row (a 120 % discount) is named with its line and stops the file.
  await d.press(page.getByRole('link', { name: 'Import CSV' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  const [first, , third] = made;
  const good = `${first!.slug},1200,10,9`;
  await previewCsv(page, d, 'prices.csv', [
    'slug,price,discount_percent,stock_M',
    good,
    `${third!.slug},1500,120,`,
  ]);
  await expect(page.getByRole('status').filter({ hasText: '2 rows' })).toHaveText(
    '2 rows: 0 new, 1 updated, 0 unchanged, 1 with errors.',
  );
  const bad = page.getByRole('table', { name: 'Rows with errors' }).getByRole('row');
  await expect(bad).toHaveCount(2);
  await expect(bad.nth(1).getByRole('cell')).toHaveText(['3', ProductImportMsg.percent]);
  const changes = page.getByRole('table', { name: 'Product changes' }).getByRole('row');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(1).getByRole('cell').first()).toHaveText('2');
  await expect(changes.nth(1)).toContainText(`${tag} Kurta 1`);
  await expect(page.getByText(ProductImportMsg.hasErrors)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();

  // The corrected file applies both rows; the list shows the new prices.
  await previewCsv(page, d, 'prices-fixed.csv', [
    'slug,price,discount_percent,stock_M',
    good,
    `${third!.slug},1500,40,`,
  ]);
  await expect(page.getByRole('status').filter({ hasText: '2 rows' })).toHaveText(
    '2 rows: 0 new, 2 updated, 0 unchanged, 0 with errors.',
  );
  await expect(page.getByRole('table', { name: 'Rows with errors' })).toHaveCount(0);
  const imported = expect(
    toast(page, 'Products imported: 0 new products, 2 products updated.'),
  ).toBeVisible();
  await d.press(page.getByRole('button', { name: 'Apply 2 changes' }));
  await imported;
  await page.goto(adminPage(`/products?q=${tag}`));
  const rowOf = (n: number) => table.getByRole('row').filter({ hasText: `${tag} Kurta ${n}` });
  await expect(rowOf(1)).toContainText(formatINR(1080));
  await expect(rowOf(1)).toContainText('10% off');
  await expect(rowOf(1)).toContainText('M: 9');
  await expect(rowOf(3)).toContainText(formatINR(900));
  await expect(rowOf(3)).toContainText('40% off');
  await expect(rowOf(2)).toContainText('30% off');
  await page.close();
});

test('the orders list, left open, counts an order placed meanwhile', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 42);
  if (!product) throw new Error('no demo product');
  const shopper = newShopper('Ishita');
  await registerViaApi(request, shopper);
  const session = await loginViaApi(request, shopper);
  await addAddressViaApi(request, session, shopper);
  const owner = await staffLoginViaApi(request);

  // The list filtered to this shopper: none yet (other journeys' orders are not counted).
  const admin = await staffPage(browser, owner);
  await admin.goto(adminPage('/orders'));
  const filters = admin.getByRole('search', { name: 'Filter orders' });
  await d.fill(
    filters.getByLabel('Order number, invoice, AWB, phone, e-mail or name'),
    shopper.email,
  );
  await d.press(filters.getByRole('button', { name: 'Apply filters' }));
  const orders = admin.getByRole('table', { name: 'Orders' });
  await expect(orders.getByText('No orders match these filters.')).toBeVisible();

  // The shopper orders; the list asks again by itself (every 30 s) and tells of it.
  const orderId = await placeCodOrderViaApi(request, session, product);
  const banner = admin.getByText('1 new order since you opened this list');
  await expect(banner).toBeVisible({ timeout: 90_000 });
  await d.press(admin.getByRole('button', { name: 'Show new orders' }));
  await expect(orders.getByRole('link', { name: orderId.slice(-8).toUpperCase() })).toBeVisible();
  await expect(banner).toBeHidden();
  await admin.context().close();
});
