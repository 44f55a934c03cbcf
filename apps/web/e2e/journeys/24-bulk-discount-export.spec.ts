import { BulkMsg } from '@vastra/contracts/admin/catalogue-bulk';
import { readFile } from 'node:fs/promises';
import {
  adminPage,
  seedStaffSession,
  staffHeaders,
  staffLoginViaApi,
} from '../support/back-office';
import { mouseDriver } from '../support/driver';
import { apiUrl } from '../support/env';
import { toast } from '../support/shell';
import { expect, test } from '../support/test';

/**
 * Journey 24: staff put a sale on part of the catalogue at once. Three new products are found by
 * their name on the products list; the staff member ticks "select all on this page", sets a 30 %
 * discount for all three in one go, sees the new prices on the list and on the storefront, then
 * exports the same filtered list as CSV and finds the discount, the rupee prices and each size's
 * stock in the file.
 */
test('a discount set on every product of a page at once, then the list exported as CSV', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
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
  await page.close();
});
