import { COD_REFUSAL, ORDER_STATUS_WORDING } from '@vastra/contracts';
import { STAFF_ACTION_INFO } from '@vastra/contracts/admin/orders';
import type { APIRequestContext, Page } from '@playwright/test';
import { describeFindings, seriousViolations } from '../support/a11y';
import { pickProducts, type DemoProduct } from '../support/catalog';
import {
  adminPage,
  staffHeaders,
  staffLoginViaApi,
  type StaffSignedIn,
} from '../support/back-office';
import { apiUrl } from '../support/env';
import { mouseDriver, type Driver } from '../support/driver';
import { reviewPhoto } from '../support/image';
import { toast } from '../support/shell';
import { staffMoves, staffPage } from '../support/staff-desk';
import {
  addAddressViaApi,
  authHeaders,
  getJson,
  placeCodOrderViaApi,
  signedInShopper,
} from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 17: the back office runs orders by hand, with no courier integration. Staff find an
 * order by the number the shopper sees, hand it over with their own courier's name, AWB and
 * tracking link (a private note), mark it out for delivery and delivered; the shopper sees the
 * shop's words and never the note nor a staff name; the shopper asks for a return with a photo,
 * which staff see, approve and receive (the refund then owed). A second order is returned to
 * sender because the customer refused it: the refusal is counted on the customer and, once the
 * parcel is back, the stock returns and the order is cancelled. axe checks the order page with
 * the hand-over dialog open and with the return's photos.
 */

/** Staff confirm at once (a COD order confirms itself, and is then booked, after a while). */
async function placeAndConfirm(
  request: APIRequestContext,
  staff: StaffSignedIn,
  session: Parameters<typeof placeCodOrderViaApi>[1],
  product: DemoProduct,
): Promise<string> {
  const id = await placeCodOrderViaApi(request, session, product);
  await staffMoves(request, staff, id, [{ action: 'confirm' }]);
  return id;
}

async function stockOf(
  request: APIRequestContext,
  staff: StaffSignedIn,
  product: DemoProduct,
): Promise<number> {
  const p = await getJson<{ product: { inventory: { size: string; stock: number }[] } }>(
    request,
    `/api/admin/products/${product._id}`,
    staffHeaders(staff),
  );
  return p.product.inventory.find((s) => s.size === product.sizes[0])?.stock ?? -1;
}

/** Opens the order from the list, found by the number the shopper sees. */
async function openByNumber(admin: Page, d: Driver, orderId: string): Promise<void> {
  const number = orderId.slice(-8).toUpperCase();
  await admin.goto(adminPage('/orders'));
  const filters = admin.getByRole('search', { name: 'Filter orders' });
  await d.fill(filters.getByLabel('Order number, invoice, AWB, phone, e-mail or name'), number);
  await d.press(filters.getByRole('button', { name: 'Apply filters' }));
  const orders = admin.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await d.press(orders.getByRole('link', { name: number }));
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Presses an action, answers its dialog (`fill` sets its fields) and waits for the new state. */
async function applyAction(
  admin: Page,
  d: Driver,
  action: keyof typeof STAFF_ACTION_INFO,
  title: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => undefined,
): Promise<void> {
  const info = STAFF_ACTION_INFO[action];
  await d.press(
    admin.getByRole('list', { name: 'Order actions' }).getByRole('button', { name: info.label }),
  );
  const dialog = admin.getByRole('dialog', { name: title });
  await fill(dialog);
  await d.press(dialog.getByRole('button', { name: info.label }));
  await expect(toast(admin, info.done)).toBeVisible();
  await expect(admin.getByTestId('admin-order-status')).toHaveText(info.to);
}

async function expectNoSeriousA11y(admin: Page, route: string): Promise<void> {
  const found = await seriousViolations(admin, { route, width: 1280, theme: 'light' });
  expect(found, describeFindings(found)).toEqual([]);
}

test('an order fulfilled entirely by hand, then returned and refunded', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 8);
  if (!product) throw new Error('no demo product');
  const staff = await staffLoginViaApi(request);
  const { shopper, session } = await signedInShopper(page, request, 'Meera');
  await addAddressViaApi(request, session, shopper);
  const orderId = await placeAndConfirm(request, staff, session, product);

  const admin = await staffPage(browser, staff);
  await openByNumber(admin, d, orderId);
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Processing');

  const awb = `SM-${Date.now().toString().slice(-9)}`;
  await applyAction(admin, d, 'ship', 'Hand this order to the courier?', async (dialog) => {
    await d.fill(dialog.getByLabel('Courier'), 'Shree Maruti');
    await d.fill(dialog.getByLabel('AWB'), awb);
    await d.fill(dialog.getByLabel('Tracking link'), `https://track.example.in/${awb}`);
    await d.fill(dialog.getByLabel('Note (optional)'), 'Packed by Meena, box 7');
    await expectNoSeriousA11y(admin, '/orders/:id (hand-over dialog)');
  });
  await expect(admin.getByTestId('admin-order-shipment')).toContainText(
    `Shree Maruti (booked by us) · AWB ${awb}`,
  );
  await applyAction(admin, d, 'outForDelivery', 'Mark this order out for delivery?');
  await applyAction(admin, d, 'deliver', 'Mark this order delivered?');

  // The shopper: the shop's words on the timeline, the courier's details, no note, no name.
  await page.goto(`/account/orders/${orderId}`);
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Shipped' })).toContainText(
    ORDER_STATUS_WORDING.Shipped,
  );
  await expect(timeline).toContainText('Delivered');
  await expect(timeline).not.toContainText('Packed by Meena');
  await expect(timeline).not.toContainText(staff.staff.name);
  await expect(page.getByText(`Shipped with Shree Maruti · AWB ${awb}`)).toBeVisible();

  // The shopper asks for a return with a photo.
  const mine = await getJson<{ data: { items: { _id: string }[] } }>(
    request,
    `/api/orders/${orderId}`,
    authHeaders(session),
  );
  const asked = await request.post(`${apiUrl}/api/orders/${orderId}/return`, {
    headers: authHeaders(session),
    multipart: {
      reason: 'Item is damaged or defective',
      note: 'The seam came open',
      items: JSON.stringify([{ itemId: mine.data.items[0]?._id, quantity: 1 }]),
      image: { ...reviewPhoto(120, 90), name: 'seam.png' },
    },
  });
  expect(asked.ok()).toBe(true);

  // Staff see the request, its photo full size, approve it and receive the parcel.
  await admin.reload();
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Return requested');
  const asking = admin.getByRole('region', { name: 'Return request' });
  await expect(asking).toContainText('Item is damaged or defective · “The seam came open”');
  const photo = asking.getByRole('img', { name: 'Return evidence 1 of 1 (opens full size)' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
    .toBe(120);
  await expectNoSeriousA11y(admin, '/orders/:id (return request)');
  const [full] = await Promise.all([
    admin.context().waitForEvent('page'),
    d.press(asking.getByRole('link').first()),
  ]);
  await full.waitForLoadState();
  expect(full.url()).toMatch(/\/uploads\/[a-f\d]{32}\.webp$/);
  await full.close();

  await applyAction(admin, d, 'approveReturn', 'Approve this return?');
  await applyAction(admin, d, 'markReturned', 'Mark the returned items as received?');
  await expect(admin.getByTestId('admin-order-refund')).toContainText(
    'Waiting for the customer’s account',
  );
  await admin.context().close();
});

test('a refused cash on delivery parcel returns to sender, and its stock comes back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 9);
  if (!product) throw new Error('no demo product');
  const staff = await staffLoginViaApi(request);
  const { shopper, session } = await signedInShopper(page, request, 'Arjun');
  await addAddressViaApi(request, session, shopper);
  const before = await stockOf(request, staff, product);
  const orderId = await placeAndConfirm(request, staff, session, product);
  expect(await stockOf(request, staff, product)).toBe(before - 1);

  const admin = await staffPage(browser, staff);
  await openByNumber(admin, d, orderId);
  await applyAction(admin, d, 'ship', 'Hand this order to the courier?', async (dialog) => {
    await d.fill(dialog.getByLabel('Courier'), 'Shree Maruti');
    await d.fill(dialog.getByLabel('AWB'), `SM-${Date.now().toString().slice(-9)}`);
  });
  await applyAction(admin, d, 'rto', 'Return this parcel to sender?', async (dialog) => {
    await expect(dialog.getByRole('button', { name: 'Keep delivering' })).toBeVisible();
    await d.select(dialog.getByLabel('What went wrong'), COD_REFUSAL);
  });
  await expect(admin.getByTestId('cod-refusals')).toHaveText(
    'Refused 1 cash on delivery parcel before',
  );
  expect(await stockOf(request, staff, product)).toBe(before - 1);

  await applyAction(admin, d, 'rtoReceived', 'Has the parcel come back?');
  expect(await stockOf(request, staff, product)).toBe(before);
  await admin.context().close();

  await page.goto(`/account/orders/${orderId}`);
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText(ORDER_STATUS_WORDING['RTO initiated']);
  await expect(page.getByTestId('order-status-badge')).toHaveText('Cancelled');
});
