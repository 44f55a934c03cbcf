import { LifecycleMsg } from '@vastra/contracts';
import { pickProducts } from '../support/catalog';
import { placeFirstCodOrder } from '../support/checkout';
import { mouseDriver } from '../support/driver';
import { reviewPhoto } from '../support/image';
import { registerViaUi } from '../support/register';
import { openProductBySearch, toast } from '../support/shell';
import { newShopper } from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 14: a new shopper's cash-on-delivery order is confirmed and carried to Delivered by the
 * fast simulated courier (the harness speeds it up). Until it arrives, the product page says it
 * can be reviewed once delivered, with the order's state and a link to it. Once delivered, the
 * shopper asks to return it with photos (one removed again before sending) and sees
 * "Return requested".
 */
test('COD order → Delivered by the simulated courier → return with photos', async ({ page }) => {
  test.setTimeout(180_000);
  const d = mouseDriver();
  const [product] = await pickProducts(page.request, 1, 7);
  if (!product) throw new Error('no demo product');
  const shopper = newShopper('Ravi');
  await page.goto('/');
  await registerViaUi(page, d, shopper);
  await placeFirstCodOrder(page, d, shopper, product, {
    line: '21, Brigade Road',
    zipcode: '560001',
  });

  // Not arrived yet: the product page says so where a review would be, and links to the order.
  await openProductBySearch(page, d, product.name);
  // The reviews (and this notice) load when the shopper scrolls near them.
  await page.getByTestId('product-reviews').scrollIntoViewIfNeeded();
  const notice = page.getByTestId('review-awaiting-delivery');
  await expect(notice).toContainText(LifecycleMsg.reviewNotDelivered);
  await expect(notice).toContainText(
    /Your order is (Pending|Processing|Shipped|Out for delivery)\./,
  );
  await d.press(notice.getByRole('link', { name: 'View your order' }));
  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();

  // The courier brings it to Delivered; the timeline shows every step.
  const badge = page.getByTestId('order-status-badge');
  await expect(async () => {
    await page.reload();
    await expect(badge).toHaveText('Delivered', { timeout: 2000 });
  }).toPass({ timeout: 120_000 });
  await expect(
    page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem'),
  ).toHaveCount(5);

  // A return with photos: three chosen, the first removed, two sent.
  await d.press(page.getByRole('button', { name: 'Request return' }));
  const ret = page.getByRole('dialog', { name: 'Request return' });
  await expect(ret.getByRole('checkbox', { name: new RegExp(product.name) })).toBeChecked();
  await d.select(ret.getByLabel('Reason for the return'), 'Item is damaged or defective');
  await d.fill(ret.getByLabel('Anything else? (optional)'), 'The seam came open on first wear.');
  const picker = ret.getByLabel('Add photos (optional)');
  await picker.setInputFiles([
    { ...reviewPhoto(96, 96), name: 'front.png' },
    { ...reviewPhoto(80, 80), name: 'seam.png' },
    { ...reviewPhoto(64, 64), name: 'tag.png' },
  ]);
  await expect(ret.getByRole('img', { name: /^Preview of photo/ })).toHaveCount(3);
  await expect(picker).toBeDisabled();
  await d.press(ret.getByRole('button', { name: 'Remove photo 1' }));
  await expect(ret.getByRole('img', { name: /^Preview of photo/ })).toHaveCount(2);
  const sent = page.waitForResponse((r) => /\/api\/orders\/[a-f\d]{24}\/return$/.test(r.url()));
  await d.press(ret.getByRole('button', { name: 'Request return' }));
  const answer = (await (await sent).json()) as {
    order: { returnRequest: { photos: string[] } | null };
  };
  expect(answer.order.returnRequest?.photos).toHaveLength(2);
  await expect(toast(page, LifecycleMsg.returnRequested)).toBeVisible();
  await expect(ret).toBeHidden();
  await expect(badge).toHaveText('Return requested');
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText(
    'Return requested',
  );
});
