import { checkoutTotals, formatINR, Msg } from '@vastra/contracts';
import { pickProducts, priceOf } from '../support/catalog';
import { bagLink, toast } from '../support/shell';
import {
  addAddressViaApi,
  addToBagViaApi,
  ordersViaApi,
  signedInShopper,
} from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 3: paying Online through the simulated gateway's stand-in dialog — dismissed, failed,
 * then paid after a double click on Place Order, which must make exactly one order.
 */
test('online payment: dismissal, failure, then a double-clicked Place Order paid once makes one order', async ({
  page,
}) => {
  const [product] = await pickProducts(page.request, 1, 4);
  if (!product) throw new Error('no product');
  const { shopper, session } = await signedInShopper(page, page.request, 'Meera');
  await addAddressViaApi(page.request, session, shopper);
  await addToBagViaApi(page.request, session, product._id, product.sizes[0] ?? 'M', 1);

  await page.goto('/checkout');
  await expect(bagLink(page, 1)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  const { total } = checkoutTotals([
    { unitPrice: priceOf(product), mrp: product.mrp, quantity: 1 },
  ]);

  // Dismissal: the dialog closed without paying.
  await placeOrder.click();
  await expect(gateway).toBeVisible();
  await expect(gateway.getByRole('button', { name: `Pay ${formatINR(total)}` })).toBeVisible();
  await gateway.getByRole('button', { name: 'Close without paying' }).click();
  await expect(gateway).toBeHidden();
  await expect(toast(page, Msg.paymentCancelled)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // Escape is a dismissal too.
  await placeOrder.click();
  await expect(gateway).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gateway).toBeHidden();
  await expect(toast(page, Msg.paymentCancelled)).toBeVisible();

  // Failure: the gateway's description in the message.
  await placeOrder.click();
  await gateway.getByRole('button', { name: 'Fail' }).click();
  await expect(gateway).toBeHidden();
  await expect(toast(page, /Payment failed: \S/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(bagLink(page, 1)).toBeVisible();
  expect(await ordersViaApi(page.request, session)).toHaveLength(0);

  // Success after a double click: one dialog, one payment, one order; the bag is empty.
  const paymentOrders: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/orders/razorpay-order')
      paymentOrders.push(req.url());
  });
  await placeOrder.dblclick();
  await expect(gateway).toHaveCount(1);
  expect(paymentOrders, 'payment orders created by the double click').toHaveLength(1);
  // A stray click outside the dialog (where a double click's second click can land) does not cancel it.
  await page.mouse.click(5, 450);
  await expect(gateway).toBeVisible();
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const placedToast = expect(toast(page, Msg.orderPlaced)).toBeVisible();
  await gateway.getByRole('button', { name: `Pay ${formatINR(total)}` }).click();
  await placedToast;
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(bagLink(page, 0)).toBeVisible();
  const cards = page.getByRole('link', { name: /^Order / });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(formatINR(total));
  await expect(cards).toContainText('Paid by Online');
  const orders = await ordersViaApi(page.request, session);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.total).toBe(total);
  expect(orders[0]?.paymentMethod).toBe('Online');

  // The bag stays empty after a reload (the server emptied it, not just the screen).
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: Msg.bagEmpty })).toBeVisible();
});
