import { BackInStockMsg, backInStockSubject } from '@vastra/contracts/back-in-stock';
import type { APIRequestContext } from '@playwright/test';
import { staffHeaders, staffLoginViaApi, type StaffSignedIn } from '../support/back-office';
import { pickProducts, type DemoProduct } from '../support/catalog';
import { apiUrl } from '../support/env';
import { waitForMail } from '../support/mail';
import { toast } from '../support/shell';
import { expect, test } from '../support/test';

/** Sets one size's stock through the back office's stock CSV (what staff upload). */
async function setStock(
  request: APIRequestContext,
  staff: StaffSignedIn,
  product: DemoProduct,
  size: string,
  stock: number,
): Promise<void> {
  const res = await request.post(`${apiUrl}/api/admin/stock/csv/apply`, {
    headers: staffHeaders(staff),
    multipart: {
      file: {
        name: 'stock.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`product,size,stock\n${product._id},${size},${stock}\n`),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Journey 21: a size sells out; a visitor asks to be told when it is back ("Notify me", with a
 * bad e-mail first); staff raise its stock; the e-mail arrives, naming the product and size and
 * linking to its page.
 */
test('a visitor asks for a sold-out size and is e-mailed once staff restock it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [product] = await pickProducts(request, 1, 21);
  if (!product) throw new Error('no demo product');
  const size = product.sizeStock[0]!.size;
  const owner = await staffLoginViaApi(request);
  await setStock(request, owner, product, size, 0);

  await page.goto(`/productdetails/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const box = page.getByRole('region', { name: BackInStockMsg.soldOutHeading });
  await expect(box).toBeVisible();
  await expect(page.getByRole('button', { name: `${size} (out of stock)` })).toBeDisabled();
  await box.getByLabel('Sold-out size').selectOption(size);

  const email = `notify.${Date.now()}@example.com`;
  await box.getByLabel('Your e-mail').fill('not-an-email');
  await box.getByRole('button', { name: BackInStockMsg.notifyMe }).click();
  await expect(box.getByText(BackInStockMsg.invalidEmail)).toBeVisible();

  await box.getByLabel('Your e-mail').fill(email);
  await box.getByRole('button', { name: BackInStockMsg.notifyMe }).click();
  await expect(toast(page, BackInStockMsg.saved)).toBeVisible();

  await setStock(request, owner, product, size, 7);
  const mail = await waitForMail(email, { timeoutMs: 30_000 });
  expect(mail.subject).toBe(backInStockSubject(product.name, size));
  expect(mail.text).toContain(new URL(`/productdetails/${product._id}`, baseURL).href);

  // Back on the page the size can be chosen again and the box is gone for it.
  await page.reload();
  await expect(page.getByRole('button', { name: size, exact: true })).toBeEnabled();
});

/**
 * The product page's sharing and the device's recently viewed row: WhatsApp gets the name, price
 * and page; "Copy link" copies the page's address; a product opened earlier shows up on the next.
 */
test('share a product and find it again under recently viewed', async ({
  page,
  context,
  request,
}) => {
  const [first, second] = await pickProducts(request, 2, 23);
  if (!first || !second) throw new Error('no demo products');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(`/productdetails/${first._id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
  const href = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(href.origin).toBe('https://wa.me');
  const text = href.searchParams.get('text') ?? '';
  expect(text).toContain(first.name);
  expect(text).toContain(`/productdetails/${first._id}`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.goto(`/productdetails/${second._id}`);
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  // The row loads when the shopper scrolls near it (below the reviews).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await recent.scrollIntoViewIfNeeded();
  await expect(recent.getByText(first.name)).toBeVisible();
  await expect(recent.getByText(second.name)).toHaveCount(0);
});
