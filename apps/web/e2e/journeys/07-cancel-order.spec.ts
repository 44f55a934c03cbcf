import { cancellationRefund, LifecycleMsg, Msg } from '@vastra/contracts';
import { pickProducts } from '../support/catalog';
import { mouseDriver } from '../support/driver';
import { bagLink, header, openProductBySearch, toast } from '../support/shell';
import { newShopper } from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 7: a new shopper places a cash-on-delivery order and cancels it before it ships: the
 * confirmation states the refund (nothing, for cash on delivery), the order shows Cancelled with
 * the cancellation on its timeline.
 */
test('COD order → Cancel order before it ships, the refund stated', async ({ page }) => {
  test.setTimeout(150_000);
  const d = mouseDriver();
  const [a] = await pickProducts(page.request, 1, 5);
  if (!a) throw new Error('no demo product');
  const shopper = newShopper('Meera');
  await page.goto('/');

  // Register, then sign in.
  await d.press(header(page).getByRole('button', { name: 'Sign in', exact: true }));
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await d.press(signIn.getByRole('button', { name: 'Create an account' }));
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await d.fill(signUp.getByLabel('Name'), shopper.name);
  await d.fill(signUp.getByLabel('Email'), shopper.email);
  await d.fill(signUp.getByLabel('Phone'), shopper.phone);
  await d.fill(signUp.getByLabel('Password', { exact: true }), shopper.password);
  await d.press(signUp.getByRole('button', { name: 'Create Account' }));
  await expect(toast(page, 'Registration successful! Please sign in.')).toBeVisible();
  await expect(signIn).toBeVisible();
  await d.fill(signIn.getByLabel('Email'), shopper.email);
  await d.fill(signIn.getByLabel('Password', { exact: true }), shopper.password);
  await d.press(signIn.getByRole('button', { name: 'Sign In', exact: true }));
  await expect(toast(page, Msg.loggedIn)).toBeVisible();
  await expect(signIn).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();

  const size = a.sizes[0] ?? '';
  await openProductBySearch(page, d, a.name);
  if (size) await d.press(page.getByRole('button', { name: size, exact: true }));
  await d.press(page.getByRole('button', { name: 'Add to Bag' }));
  await expect(toast(page, Msg.itemAddedToCart)).toBeVisible();
  await d.press(bagLink(page, 1));
  await d.press(page.getByRole('link', { name: 'Proceed to Checkout' }));
  // The first address is added in a dialog over the checkout, and selected.
  await d.press(page.getByRole('button', { name: '+ Add New Address' }));
  const form = page
    .getByRole('dialog', { name: 'Add New Address' })
    .getByRole('form', { name: 'Add New Address' });
  await d.fill(form.getByLabel('Phone'), shopper.phone);
  await d.fill(form.getByLabel('Address', { exact: true }), '7, Residency Road');
  await d.fill(form.getByLabel('City'), 'Bengaluru');
  await d.fill(form.getByLabel('State'), 'Karnataka');
  await d.fill(form.getByLabel('Zipcode'), '560025');
  await d.press(form.getByRole('button', { name: 'Add Address' }));
  await expect(toast(page, Msg.addressAdded)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /Residency Road/ })).toBeChecked();
  await d.choose(page.getByRole('radio', { name: 'Cash on Delivery' }));
  await d.press(page.getByRole('button', { name: 'Place Order' }));
  await expect(toast(page, Msg.orderPlacedCod)).toBeVisible();

  // Before it ships: Cancel order, the confirmation states the refund.
  await d.press(page.getByRole('link', { name: /^Order / }));
  await d.press(page.getByRole('button', { name: 'Cancel order' }));
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await expect(dialog.getByTestId('cancel-refund-line')).toHaveText(
    LifecycleMsg.refundLine(
      cancellationRefund({ status: 'Pending', total: 1, paymentMethod: 'COD' }, 'shopper'),
      'COD',
    ),
  );
  await d.select(dialog.getByLabel('Reason for cancelling'), 'Ordered by mistake');
  await d.press(dialog.getByRole('button', { name: 'Confirm cancellation' }));
  await expect(toast(page, LifecycleMsg.cancelled)).toBeVisible();
  await expect(page.getByTestId('order-status-badge')).toHaveText('Cancelled');
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
});
