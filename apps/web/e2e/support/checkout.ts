import { Msg } from '@vastra/contracts';
import type { Page } from '@playwright/test';
import type { DemoProduct } from './catalog';
import type { Driver } from './driver';
import { bagLink, openProductBySearch, toast } from './shell';
import type { Shopper } from './shopper';
import { expect } from './test';

/** Each step waits on the API, which a busy machine answers slowly. */
const SLOW = { timeout: 30_000 };

/**
 * A signed-in shopper with no saved address puts one unit of `product` (its first size) in the
 * bag and places a cash-on-delivery order, adding the first address in the checkout's dialog.
 * Ends on My Orders with the order placed.
 */
export async function placeFirstCodOrder(
  page: Page,
  d: Driver,
  shopper: Shopper,
  product: DemoProduct,
  address: { line: string; zipcode: string },
): Promise<void> {
  const size = product.sizes[0] ?? '';
  await openProductBySearch(page, d, product.name);
  if (size) await d.press(page.getByRole('button', { name: size, exact: true }));
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const bagToast = expect(toast(page, Msg.itemAddedToCart)).toBeVisible(SLOW);
  await d.press(page.getByRole('button', { name: 'Add to Bag' }));
  await bagToast;
  await d.press(bagLink(page, 1));
  await d.press(page.getByRole('link', { name: 'Proceed to Checkout' }));
  // The first address is added in a dialog over the checkout, and selected.
  await d.press(page.getByRole('button', { name: '+ Add New Address' }));
  const form = page
    .getByRole('dialog', { name: 'Add New Address' })
    .getByRole('form', { name: 'Add New Address' });
  await d.fill(form.getByLabel('Phone'), shopper.phone);
  await d.fill(form.getByLabel('Address', { exact: true }), address.line);
  await d.fill(form.getByLabel('City'), 'Bengaluru');
  await d.fill(form.getByLabel('State'), 'Karnataka');
  await d.fill(form.getByLabel('Zipcode'), address.zipcode);
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const addressToast = expect(toast(page, Msg.addressAdded)).toBeVisible(SLOW);
  await d.press(form.getByRole('button', { name: 'Add Address' }));
  await addressToast;
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  const street = address.line.split(',').pop()?.trim() ?? address.line;
  await expect(page.getByRole('radio', { name: new RegExp(street) })).toBeChecked();
  await d.choose(page.getByRole('radio', { name: 'Cash on Delivery' }));
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const placedToast = expect(toast(page, Msg.orderPlacedCod)).toBeVisible(SLOW);
  await d.press(page.getByRole('button', { name: 'Place Order' }));
  await placedToast;
}
