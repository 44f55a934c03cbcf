import { checkoutTotals, couponDiscount, formatINR, Msg } from '@vastra/contracts';
import { pickProducts, priceOf, type DemoProduct } from '../support/catalog';
import { toast } from '../support/shell';
import { addAddressViaApi, addToBagViaApi, signedInShopper } from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 9: the advertised code. VASTRA10 (10% off, up to ₹300, on ₹1,499 or more) applied from
 * the bag's coupon list, kept through a reload and checkout, paid online through the simulated
 * gateway, and shown on the order; and refused on a smaller bag with the amount still needed.
 */
const VASTRA10 = {
  code: 'VASTRA10',
  active: true,
  discountType: 'percent' as const,
  discountValue: 10,
  maxDiscount: 300,
  minOrderValue: 1499,
  validFrom: '2025-01-01',
  validUntil: '2030-12-31',
};

test('VASTRA10 on a qualifying bag: the saving in the bag and at checkout, paid online, on the order', async ({
  page,
}) => {
  const candidates = await pickProducts(page.request, 4, 24);
  const pick = candidates
    .map((p) => ({ p, q: Math.ceil(1499 / priceOf(p)) }))
    .find(({ q }) => q <= 5) as { p: DemoProduct; q: number } | undefined;
  if (!pick) throw new Error('no product reaches ₹1,499 with 5 units');
  const { p: product, q } = pick;
  const { shopper, session } = await signedInShopper(page, page.request, 'Kavya');
  await addAddressViaApi(page.request, session, shopper);
  await addToBagViaApi(page.request, session, product._id, product.sizes[0] ?? 'M', q);
  const lines = [{ unitPrice: priceOf(product), mrp: product.mrp, quantity: q }];
  const saving = couponDiscount(VASTRA10, checkoutTotals(lines).subtotal);
  const totals = checkoutTotals(lines, saving);

  await page.goto('/cart');
  const coupon = page.getByRole('region', { name: 'Coupon' });
  await coupon.getByRole('button', { name: 'Apply coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply coupon' });
  const row = dialog.getByRole('listitem').filter({ hasText: 'VASTRA10' });
  await expect(row).toContainText(`Save ${formatINR(saving)}`);
  await row.getByRole('button', { name: 'Apply VASTRA10' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, Msg.couponApplied('VASTRA10', formatINR(saving)))).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Coupon (VASTRA10)')).toBeVisible();
  await expect(summary.getByText(`−${formatINR(saving)}`)).toBeVisible();

  // Kept with the bag on the server: a reload still has it, and it moves to checkout.
  await page.reload();
  await expect(coupon.getByText(`You save ${formatINR(saving)}`)).toBeVisible();
  await summary.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const details = page.getByRole('region', { name: /Price Details/ });
  await expect(details.getByText('Coupon (VASTRA10)')).toBeVisible();
  await expect(details.getByText(formatINR(totals.total), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Place Order' }).click();
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const placedToast = expect(toast(page, Msg.orderPlaced)).toBeVisible();
  await gateway.getByRole('button', { name: `Pay ${formatINR(totals.total)}` }).click();
  await placedToast;
  await expect(page).toHaveURL(/\/account\/orders$/);
  await page
    .getByRole('link', { name: /^Order / })
    .first()
    .click();
  await expect(page.getByText('Coupon (VASTRA10)')).toBeVisible();
  await expect(page.getByText(`−${formatINR(saving)}`)).toBeVisible();
});

test('VASTRA10 on a smaller bag is refused with the amount still needed', async ({ page }) => {
  const candidates = await pickProducts(page.request, 4, 20);
  const product = candidates.find((p) => priceOf(p) < 1499);
  if (!product) throw new Error('no product under ₹1,499');
  const { session } = await signedInShopper(page, page.request, 'Rohan');
  await addToBagViaApi(page.request, session, product._id, product.sizes[0] ?? 'M', 1);
  const needed = formatINR(1499 - priceOf(product));

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply coupon' });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'VASTRA10' })).toContainText(
    Msg.couponMinimumNotMet(needed, 'VASTRA10'),
  );
  await dialog.getByLabel('Coupon code').fill('vastra10');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  // The refusal is the field's error (the list row says the same thing).
  await expect(dialog.getByRole('alert')).toHaveText(Msg.couponMinimumNotMet(needed, 'VASTRA10'));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Order Summary' })).not.toContainText('Coupon (');
});
