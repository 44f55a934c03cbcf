import { randomUUID } from 'node:crypto';
import {
  formatINR,
  LifecycleMsg,
  orderMoney,
  returnQuote,
  toRupees,
  type Order,
} from '@vastra/contracts';
import { pickProducts, priceOf } from '../support/catalog';
import { apiUrl } from '../support/env';
import { toast } from '../support/shell';
import {
  addAddressViaApi,
  addToBagViaApi,
  authHeaders,
  getJson,
  signedInShopper,
  type SignedIn,
} from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 15: a coupon order returned in part. Units of one item bought with VASTRA10 (10 % off,
 * up to ₹300, on ₹1,499 or more); once the simulated courier has delivered them, the shopper
 * returns all but one. Before confirming, the dialog states the refund the ledger prices — what
 * the units cost after their share of the coupon, less the offer the kept unit no longer earns
 * alone — and that is exactly what the order records once the return is received.
 */
const orderOf = async (
  request: Parameters<typeof getJson>[0],
  session: SignedIn,
  id: string,
): Promise<Order> =>
  (await getJson<{ data: Order }>(request, `/api/orders/${id}`, authHeaders(session))).data;

test('a VASTRA10 order returned in part: the refund shown first is the refund made', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Enough units of one item to reach ₹1,499; all but one come back. Kept alone, an item under
  // ₹1,499 no longer meets the coupon's minimum, so its share of the discount is recovered.
  const [product] = await pickProducts(page.request, 1, 29);
  if (!product) throw new Error('no demo product');
  const units = Math.max(2, Math.ceil(1499 / priceOf(product)));
  if (units > 5) throw new Error(`${product.name} is too cheap to reach ₹1,499 in 5 units`);
  const size = product.sizes[0] ?? 'M';
  const { shopper, session } = await signedInShopper(page, page.request, 'Nisha');
  await addAddressViaApi(page.request, session, shopper);
  await addToBagViaApi(page.request, session, product._id, size, units);
  const addresses = await getJson<{ data: { _id: string }[] }>(
    page.request,
    '/api/address',
    authHeaders(session),
  );
  const placed = await page.request.post(`${apiUrl}/api/orders`, {
    headers: { ...authHeaders(session), 'Idempotency-Key': randomUUID() },
    data: {
      products: [{ productId: product._id, size, quantity: units }],
      addressId: addresses.data[0]?._id,
      paymentMethod: 'COD',
      couponCode: 'VASTRA10',
      currency: 'INR',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderId = ((await placed.json()) as { order: { _id: string } }).order._id;

  // The simulated courier confirms, ships and delivers it.
  await expect
    .poll(async () => (await orderOf(page.request, session, orderId)).status, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe('Delivered');
  const order = await orderOf(page.request, session, orderId);
  expect(order.couponDiscount).toBeGreaterThan(0);
  const line = order.items[0];
  if (!line) throw new Error('the order has no line');
  const quote = returnQuote(orderMoney(order), [{ itemId: line._id, quantity: units - 1 }]);
  // Less than their price: their own share of the coupon, and the kept unit's share recovered.
  const keptAlone = priceOf(product) < 1499;
  expect(quote.offerWithdrawn).toBe(keptAlone);
  expect(toRupees(quote.refundPaise)).toBeLessThan(priceOf(product) * (units - 1));

  await page.goto(`/account/orders/${orderId}`);
  await page.getByRole('button', { name: 'Request return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request return' });
  await expect(dialog.getByRole('checkbox', { name: new RegExp(product.name) })).toBeChecked();
  await dialog
    .getByRole('combobox', { name: `Units of ${product.name} to return` })
    .selectOption(String(units - 1));
  const lines = dialog.getByTestId('return-refund-lines');
  await expect(lines).toContainText(LifecycleMsg.returnRefund(toRupees(quote.refundPaise)));
  if (keptAlone)
    await expect(lines).toContainText(
      LifecycleMsg.returnOfferWithdrawn('VASTRA10', toRupees(quote.recoveredPaise)),
    );
  await dialog.getByLabel('Reason for the return').selectOption('Size or fit is not right');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(toast(page, LifecycleMsg.returnRequested)).toBeVisible();

  // The courier collects it and the shop receives it: the refund is the one quoted.
  await expect
    .poll(async () => (await orderOf(page.request, session, orderId)).status, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe('Returned');
  const after = await orderOf(page.request, session, orderId);
  expect(after.refund).toMatchObject({
    kind: 'return',
    amount: toRupees(quote.refundPaise),
    recovered: toRupees(quote.recoveredPaise),
    status: 'bank-transfer',
  });
  await page.reload();
  await expect(page.getByText(formatINR(toRupees(quote.refundPaise))).first()).toBeVisible();
});
