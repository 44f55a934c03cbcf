import { Msg } from '@vastra/contracts';
import { pickProducts } from '../support/catalog';
import { bagLink, toast } from '../support/shell';
import { addToBagViaApi, authHeaders, signedInShopper } from '../support/shopper';
import { apiUrl } from '../support/env';
import { expect, test } from '../support/test';

/**
 * Journey 8: a new shopper with no saved address adds one from the checkout (a dialog, the same
 * form as the account page), gets it selected and places the order without leaving the checkout;
 * then edits it there. A category URL that names nothing shows a not-found page with ways back.
 */
test('checkout: + Add New Address adds and selects an address in a dialog, edit too, and the order is placed from the same page', async ({
  page,
}) => {
  const [product] = await pickProducts(page.request, 1, 4);
  if (!product) throw new Error('no product');
  const { session } = await signedInShopper(page, page.request, 'Kavya');
  await addToBagViaApi(page.request, session, product._id, product.sizes[0] ?? 'M', 1);

  await page.goto('/checkout');
  await expect(bagLink(page, 1)).toBeVisible();
  const add = page.getByRole('button', { name: '+ Add New Address' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(dialog).toBeVisible();
  // Focus is in the form; the page behind is out of reach.
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeHidden();

  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(Msg.addressRequiredFields);
  await dialog.getByLabel('Phone').fill('9876543210');
  await dialog.getByLabel('Address', { exact: true }).fill('14 Residency Road');
  await dialog.getByLabel('City').fill('Bengaluru');
  await dialog.getByLabel('State').fill('Karnataka');
  await dialog.getByLabel('Zipcode').fill('560025');
  // Checkout's toasts last a second: watch for it from the click, or a busy machine misses it.
  const added = expect(toast(page, Msg.addressAdded)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await added;
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  const radio = page.getByRole('radio', { name: /14 Residency Road, Bengaluru/ });
  await expect(radio).toBeChecked();

  // Edit it in place: the form comes filled in, the change shows on the card.
  await page.getByRole('button', { name: /^Edit .*14 Residency Road/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(edit.getByLabel('City')).toHaveValue('Bengaluru');
  await edit.getByLabel('Landmark (optional)').fill('Near the museum');
  await edit.getByRole('button', { name: 'Update Address' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(/Near the museum, Bengaluru/)).toBeVisible();
  await expect(radio).toBeChecked();

  // The shopper's place in the checkout was kept: the order goes through from here.
  await page.getByRole('radio', { name: 'Cash on Delivery' }).click();
  const placed = expect(toast(page, Msg.orderPlacedCod)).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await placed;
  await expect(page).toHaveURL(/\/account\/orders$/);

  const saved = (await (
    await page.request.get(`${apiUrl}/api/address`, { headers: authHeaders(session) })
  ).json()) as { data: { landmark: string }[] };
  expect(saved.data).toHaveLength(1);
  expect(saved.data[0]?.landmark).toBe('Near the museum');
});

test('a category or subcategory URL that names nothing shows a not-found page with links back to the shop', async ({
  page,
}) => {
  for (const path of [
    '/men/0123456789abcdef01234567',
    '/foo/bar',
    '/men/shirts/not-an-id/0123456789abcdef01234567',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Category not found/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
