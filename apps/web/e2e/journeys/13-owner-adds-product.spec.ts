import { randomUUID } from 'node:crypto';
import { Msg } from '@vastra/contracts';
import { PublicationMsg, sellingPrice } from '@vastra/contracts/admin/catalogue';
import { formatINR } from '@vastra/contracts/pricing';
import { adminPage, DEMO_OWNER, staffHeaders, staffLoginViaApi } from '../support/back-office';
import { mouseDriver } from '../support/driver';
import { apiUrl } from '../support/env';
import { reviewPhoto } from '../support/image';
import { bagLink, openProductBySearch, toast } from '../support/shell';
import {
  addAddressViaApi,
  loginViaApi,
  newShopper,
  registerViaApi,
  seedSession,
} from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 13: the owner signs in to the back office and adds a product with two sizes and a photo;
 * a shopper finds it in the storefront by its name, sees the price the owner set and buys one by
 * cash on delivery; the size's stock goes down by one.
 */
test('the owner adds a product with two sizes and a photo; a shopper finds it and buys it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Handloom Ikat Kurta ${randomUUID().slice(0, 6)}`;
  const mrp = 2400;
  const discount = 0.25;

  // The back office on its own origin: sign in as the demo owner.
  const admin = await browser.newPage();
  await admin.goto(adminPage('/'));
  await expect(admin).toHaveURL(/\/admin\/sign-in/);
  await admin.getByLabel('E-mail', { exact: true }).fill(DEMO_OWNER.email);
  await admin.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await admin
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Products' })
    .click();
  await admin.getByRole('link', { name: 'New product' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  const form = admin.getByRole('form', { name: 'Product' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Brand', { exact: true }).fill('Vastra Weaves');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Men' });
  await form.getByLabel('MRP (₹)', { exact: true }).fill(String(mrp));
  await form.getByLabel('Discount', { exact: true }).fill(String(discount));
  const price = formatINR(sellingPrice(mrp, discount));
  await expect(form.getByTestId('selling-price')).toHaveText(price);
  await form
    .getByLabel('Description', { exact: true })
    .fill('Hand-woven ikat cotton, straight cut.');
  await form.getByLabel('Colours', { exact: true }).fill('Indigo');
  await form.getByLabel('Material', { exact: true }).fill('Cotton');

  const sizes = form.getByRole('group', { name: 'Sizes and stock' });
  await sizes.getByRole('group', { name: 'Size 1' }).getByLabel('Size', { exact: true }).fill('M');
  await sizes.getByRole('group', { name: 'Size 1' }).getByLabel('Stock', { exact: true }).fill('4');
  await sizes.getByRole('button', { name: 'Add size' }).click();
  await sizes.getByRole('group', { name: 'Size 2' }).getByLabel('Size', { exact: true }).fill('L');
  await sizes.getByRole('group', { name: 'Size 2' }).getByLabel('Stock', { exact: true }).fill('6');

  await form.getByLabel('Upload photos', { exact: true }).setInputFiles(reviewPhoto(240, 320));
  const photo = form.getByRole('list', { name: 'Photos in order' }).getByRole('img');
  await expect(photo).toHaveCount(1);
  await expect(photo).toHaveAttribute('src', /^\/uploads\/[a-f\d]{32}\.webp$/);

  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(
    toast(admin, `${name} is saved as a draft: publish it to put it on sale.`),
  ).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/products\/[a-f\d]{24}$/);
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  // A new product is a draft until it is published.
  await expect(admin.getByText('Draft', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(admin, PublicationMsg.published)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Move back to draft' })).toBeVisible();
  const productId = admin.url().split('/').pop() ?? '';
  await admin.close();

  // A shopper, signed in with a saved address, finds it by name and buys size L.
  const shopper = newShopper('Kavya');
  await registerViaApi(page.request, shopper);
  const session = await loginViaApi(page.request, shopper);
  await addAddressViaApi(page.request, session, shopper);
  await seedSession(page, session);
  const d = mouseDriver();
  await page.goto('/');
  await openProductBySearch(page, d, name);
  await expect(page).toHaveURL(new RegExp(`/productdetails/${productId}$`));
  await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
  await expect(page.locator('img[src^="/uploads/"]').first()).toBeVisible();
  await d.press(page.getByRole('button', { name: 'L', exact: true }));
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const bagToast = expect(toast(page, Msg.itemAddedToCart)).toBeVisible();
  await d.press(page.getByRole('button', { name: 'Add to Bag' }));
  await bagToast;
  await d.press(bagLink(page, 1));
  await d.press(page.getByRole('link', { name: 'Proceed to Checkout' }));
  await expect(page).toHaveURL(/\/checkout$/);
  await d.choose(page.getByRole('radio', { name: 'Cash on Delivery' }));
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const placedToast = expect(toast(page, Msg.orderPlacedCod)).toBeVisible();
  await d.press(page.getByRole('button', { name: 'Place Order' }));
  await placedToast;

  // The back office sees the sale: size L has one fewer in stock.
  const owner = await staffLoginViaApi(page.request);
  await expect
    .poll(async () => {
      const res = await page.request.get(`${apiUrl}/api/admin/products/${productId}`, {
        headers: staffHeaders(owner),
      });
      const body = (await res.json()) as {
        product: { inventory: { size: string; stock: number }[] };
      };
      return body.product.inventory;
    })
    .toEqual([
      { size: 'M', stock: 4 },
      { size: 'L', stock: 5 },
    ]);
});
