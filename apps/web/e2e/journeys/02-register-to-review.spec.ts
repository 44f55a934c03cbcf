import { checkoutTotals, formatINR, Msg } from '@vastra/contracts';
import type { Page } from '@playwright/test';
import { pickProducts, priceOf, productNow, type DemoProduct } from '../support/catalog';
import { keyboardDriver, mouseDriver, type Driver } from '../support/driver';
import { reviewPhoto } from '../support/image';
import { bagLink, openProductBySearch, toast, wishlistLink } from '../support/shell';
import { registerViaUi } from '../support/register';
import { newShopper } from '../support/shopper';
import { expect, test } from '../support/test';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Journey 2, end to end as a new shopper: register → sign in → a sized product into the bag →
 * another into the wishlist → Move to Cart in a size the shopper picks → that line's size changed
 * in the bag → quantities → checkout paid online (adding the first
 * address on the way) → the order in My Orders with the right total → the simulated courier
 * delivers it → a review with a photo → a return request → the review,
 * its photo and the new rating on the product page.
 */
async function registerToReview(page: Page, d: Driver, [a, b]: [DemoProduct, DemoProduct]) {
  const shopper = newShopper(d.mode === 'mouse' ? 'Asha' : 'Kiran');
  await page.goto('/');

  await registerViaUi(page, d, shopper);

  // A sized product into the bag.
  const size = a.sizes[1] ?? '';
  await openProductBySearch(page, d, a.name);
  const ratingBefore = a.reviewCount > 0 ? a.ratings : null;
  await d.press(page.getByRole('button', { name: size, exact: true }));
  await expect(page.getByRole('button', { name: size, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const bagToast = expect(toast(page, Msg.itemAddedToCart)).toBeVisible();
  await d.press(page.getByRole('button', { name: 'Add to Bag' }));
  await bagToast;
  await expect(page.getByRole('button', { name: Msg.addedToBag })).toBeDisabled();
  await expect(bagLink(page, 1)).toBeVisible();

  // Another into the wishlist.
  await openProductBySearch(page, d, b.name);
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const wishlistToast = expect(toast(page, Msg.itemAddedToWishlist)).toBeVisible();
  await d.press(page.getByRole('button', { name: 'Add to wishlist' }));
  await wishlistToast;
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(wishlistLink(page, 1)).toBeVisible();

  // Move to Cart from the wishlist: it asks the size (none chosen for the shopper).
  await d.press(wishlistLink(page, 1));
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  const wished = page.getByRole('listitem', { name: b.name });
  await d.press(wished.getByRole('button', { name: 'Move to Cart' }));
  const sheet = page.getByRole('dialog', { name: 'Select Size' });
  await expect(sheet.getByRole('button', { name: 'Move to Bag' })).toBeDisabled();
  await expect(sheet.getByRole('radio', { checked: true })).toHaveCount(0);
  const wishedSize = b.sizes[1] ?? '';
  await d.choose(sheet.getByRole('radio', { name: wishedSize, exact: true }));
  await d.press(sheet.getByRole('button', { name: 'Move to Bag' }));
  await expect(wished).toBeHidden();
  await expect(bagLink(page, 2)).toBeVisible();
  await expect(wishlistLink(page, 0)).toBeVisible();

  // Quantities in the bag: A up to 3, back down to 2.
  await d.press(bagLink(page, 2));
  const lineA = page.getByRole('listitem', { name: a.name });
  const lineB = page.getByRole('listitem', { name: b.name });
  // B came in the size chosen; the bag moves it to another (the server checks its stock).
  const sizeB = lineB.getByRole('combobox', { name: `Size of ${b.name}` });
  await expect(sizeB).toHaveValue(wishedSize);
  const sizeToast = expect(toast(page, Msg.bagSizeChanged)).toBeVisible();
  await d.select(sizeB, b.sizes[0] ?? '');
  await sizeToast;
  await expect(sizeB).toHaveValue(b.sizes[0] ?? '');
  await expect(sizeB).toBeEnabled();
  const qtyA = lineA.getByLabel('Quantity', { exact: true });
  await expect(qtyA).toHaveText('1');
  await d.press(lineA.getByRole('button', { name: `Increase quantity of ${a.name}` }));
  await expect(qtyA).toHaveText('2');
  await d.press(lineA.getByRole('button', { name: `Increase quantity of ${a.name}` }));
  await expect(qtyA).toHaveText('3');
  await d.press(lineA.getByRole('button', { name: `Decrease quantity of ${a.name}` }));
  await expect(qtyA).toHaveText('2');
  await expect(lineB.getByLabel('Quantity', { exact: true })).toHaveText('1');
  const { total } = checkoutTotals([
    { unitPrice: priceOf(a), mrp: a.mrp, quantity: 2 },
    { unitPrice: priceOf(b), mrp: b.mrp, quantity: 1 },
  ]);

  // Checkout: no saved address yet, so add one first.
  await d.press(page.getByRole('link', { name: 'Proceed to Checkout' }));
  await expect(page).toHaveURL(/\/checkout$/);
  // The address is added in a dialog over the checkout (the account page's form).
  await d.press(page.getByRole('button', { name: '+ Add New Address' }));
  const form = page
    .getByRole('dialog', { name: 'Add New Address' })
    .getByRole('form', { name: 'Add New Address' });
  await expect(form.getByLabel('Full Name')).toHaveValue(shopper.name);
  await d.fill(form.getByLabel('Phone'), shopper.phone);
  await d.fill(form.getByLabel('Address', { exact: true }), '12, 4th Cross, Koramangala 5th Block');
  await d.fill(form.getByLabel('City'), 'Bengaluru');
  await d.fill(form.getByLabel('State'), 'Karnataka');
  await d.fill(form.getByLabel('Zipcode'), '560034');
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const addressToast = expect(toast(page, Msg.addressAdded)).toBeVisible();
  await d.press(form.getByRole('button', { name: 'Add Address' }));
  await addressToast;
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);

  // The badge counts pieces: 2 × A + 1 × B.
  await d.press(bagLink(page, 3));
  await d.press(page.getByRole('link', { name: 'Proceed to Checkout' }));
  await expect(page.getByRole('radio', { name: /Koramangala/ })).toBeChecked();
  // Paid online (only paid orders can be reviewed; a COD order can be once delivered).
  await expect(page.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
  const totalRow = page
    .getByRole('region', { name: /Price Details/ })
    .getByRole('definition')
    .last();
  await expect(totalRow).toHaveText(formatINR(total));
  await d.press(page.getByRole('button', { name: 'Place Order' }));
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  // A one-second toast: watched from the action on, so a busy machine cannot miss it.
  const placedToast = expect(toast(page, Msg.orderPlaced)).toBeVisible();
  await d.press(gateway.getByRole('button', { name: `Pay ${formatINR(total)}` }));
  await placedToast;
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(bagLink(page, 0)).toBeVisible();

  // My Orders: one order, the right total, paid online.
  const card = page.getByRole('link', { name: /^Order / });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(formatINR(total));
  await expect(card).toContainText('Paid by Online');

  // Leave a Review with a photo.
  await d.press(card);
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  // The (fast, simulated) courier brings it to Delivered; the timeline shows every step.
  const badge = page.getByTestId('order-status-badge');
  await expect(async () => {
    await page.reload();
    await expect(badge).toHaveText('Delivered', { timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  await expect(
    page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Track shipment' })).toBeVisible();
  const ordered = page.getByRole('region', { name: /^Items Ordered \(\d+\)$/ });
  await expect(ordered.getByRole('listitem')).toHaveCount(2);
  await expect(ordered).toContainText(
    new RegExp(`Grand Total\\s*${escapeRegExp(formatINR(total))}$`),
  );
  const item = ordered.getByRole('listitem', { name: a.name });
  await d.press(item.getByRole('button', { name: 'Leave a Review' }));
  const modal = page.getByRole('dialog', { name: 'Write a Review' });
  const stars = ratingBefore !== null && ratingBefore >= 3 ? 2 : 5;
  const comment = `Lovely fabric, true to size (${d.mode} review ${shopper.email}).`;
  await d.select(modal.getByLabel('Rating'), `${stars} Stars`);
  await d.fill(modal.getByLabel('Your Review'), comment);
  await d.upload(modal.getByLabel('Add a photo (optional)'), reviewPhoto());
  await expect(modal.getByRole('img', { name: 'Preview of your upload' })).toBeVisible();
  await d.press(modal.getByRole('button', { name: 'Submit Review' }));
  await expect(modal).toBeHidden();
  await expect(item.getByText('Reviewed', { exact: true })).toBeVisible();

  // Not the right fit: a return of the order, within the window.
  await d.press(page.getByRole('button', { name: 'Request return' }));
  const ret = page.getByRole('dialog', { name: 'Request return' });
  await d.select(ret.getByLabel('Reason for the return'), 'Size or fit is not right');
  await d.press(ret.getByRole('button', { name: 'Request return' }));
  await expect(toast(page, 'Your return request has been received.')).toBeVisible();
  await expect(badge).toHaveText('Return requested');

  // The product page shows the review, its photo and the new rating.
  await d.press(item.getByRole('link', { name: a.name }));
  await expect(page.getByRole('heading', { level: 1, name: a.name })).toBeVisible();
  // The reviews load when the shopper scrolls near them.
  await page.getByTestId('product-reviews').scrollIntoViewIfNeeded();
  const review = page.getByRole('article', { name: `Review by ${shopper.name}` });
  await expect(review).toContainText(comment);
  const photo = review.getByRole('button', { name: 'View review photo' }).locator('img');
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByText('Based on 1 review', { exact: true })).toBeVisible();
  // The server recomputed the product's rating from its reviews…
  const now = await productNow(page.request, a._id);
  expect(now.reviewCount).toBe(1);
  expect(now.ratings).toBe(stars);
  expect(now.ratings).not.toBe(ratingBefore);
  // …and the product page shows it next to the name (rating and count).
  await expect(page.getByRole('link', { name: /1 review$/ })).toContainText(`${stars}.0`);
}

test('register → bag, wishlist, Move to Cart, quantities → paid order → review with a photo on the product page', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerToReview(
    page,
    mouseDriver(),
    (await pickProducts(page.request, 2, 0)) as [DemoProduct, DemoProduct],
  );
});

test('journey 2 with the keyboard alone', async ({ page }) => {
  // Tab by Tab through the whole shop: over four minutes when the machine is heavily loaded.
  test.setTimeout(360_000);
  await registerToReview(
    page,
    keyboardDriver(page),
    (await pickProducts(page.request, 2, 2)) as [DemoProduct, DemoProduct],
  );
});
