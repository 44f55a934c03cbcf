import { LifecycleMsg } from '@vastra/contracts';
import { pickProducts } from '../support/catalog';
import { placeFirstCodOrder } from '../support/checkout';
import { mouseDriver } from '../support/driver';
import { registerViaUi } from '../support/register';
import { toast } from '../support/shell';
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

  await registerViaUi(page, d, shopper);
  await placeFirstCodOrder(page, d, shopper, a, { line: '7, Residency Road', zipcode: '560025' });

  // Before it ships: Cancel order, the confirmation states the refund.
  await d.press(page.getByRole('link', { name: /^Order / }));
  await d.press(page.getByRole('button', { name: 'Cancel order' }));
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await expect(dialog.getByTestId('cancel-refund-line')).toHaveText(
    LifecycleMsg.refundLine({ refund: 0, fee: 0 }, 'COD'),
  );
  await d.select(dialog.getByLabel('Reason for cancelling'), 'Ordered by mistake');
  await d.press(dialog.getByRole('button', { name: 'Confirm cancellation' }));
  await expect(toast(page, LifecycleMsg.cancelled)).toBeVisible();
  await expect(page.getByTestId('order-status-badge')).toHaveText('Cancelled');
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
});
