import { ORDER_STATUS_WORDING } from '@vastra/contracts';
import { STAFF_ACTION_INFO } from '@vastra/contracts/admin/orders';
import { pickProducts } from '../support/catalog';
import { adminPage, seedStaffSession, staffLoginViaApi } from '../support/back-office';
import { mouseDriver } from '../support/driver';
import { toast } from '../support/shell';
import { addAddressViaApi, placeCodOrderViaApi, signedInShopper } from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 11: a shopper places a cash-on-delivery order; staff find it in the back office by the
 * shopper's e-mail, confirm it and hand it to the courier, each after a confirmation dialog; the
 * shopper's order page then shows it shipped, by the shop. (An order staff confirm is theirs to
 * hand over: the courier sweep books only orders confirmed automatically.)
 */
test('staff confirm and ship an order; the shopper sees it shipped', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 30);
  if (!product) throw new Error('no demo product');
  const staff = await staffLoginViaApi(request);

  // Staff are at the orders list before the order arrives (a COD order confirms itself after a while).
  const admin = await browser.newPage();
  await seedStaffSession(admin, staff);
  await admin.goto(adminPage('/orders'));
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  const { shopper, session } = await signedInShopper(page, request, 'Ravi');
  await addAddressViaApi(request, session, shopper);
  const orderId = await placeCodOrderViaApi(request, session, product);

  // Find it by the shopper's e-mail.
  const filters = admin.getByRole('search', { name: 'Filter orders' });
  await d.fill(
    filters.getByLabel('Order number, invoice, AWB, phone, e-mail or name'),
    shopper.email,
  );
  await d.press(filters.getByRole('button', { name: 'Apply filters' }));
  const orders = admin.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await d.press(orders.getByRole('link', { name: orderId.slice(-8).toUpperCase() }));
  const status = admin.getByTestId('admin-order-status');
  await expect(status).toHaveText('Pending');

  // Confirm, then hand to the courier; each asks first.
  const actions = admin.getByRole('list', { name: 'Order actions' });
  await d.press(actions.getByRole('button', { name: 'Confirm order' }));
  let dialog = admin.getByRole('dialog', { name: 'Confirm this order?' });
  await d.press(dialog.getByRole('button', { name: 'Confirm order' }));
  await expect(status).toHaveText('Processing');
  await d.press(actions.getByRole('button', { name: 'Hand to courier' }));
  dialog = admin.getByRole('dialog', { name: 'Hand this order to the courier?' });
  await d.fill(dialog.getByLabel('Note (optional)'), 'Packed in one box');
  await d.press(dialog.getByRole('button', { name: 'Hand to courier' }));
  await expect(toast(admin, STAFF_ACTION_INFO.ship.done)).toBeVisible();
  const adminTimeline = admin.getByRole('list', { name: 'Order timeline' });
  await expect(adminTimeline.getByRole('listitem').filter({ hasText: 'Shipped' })).toContainText(
    'Staff',
  );
  await expect(actions.getByRole('button', { name: 'Cancel with refund' })).toBeHidden();

  // The shopper's order page: shipped by the shop, with the courier's details.
  await page.goto(`/account/orders/${orderId}`);
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  // In the shop's words: staff notes are private unless shown to the customer, names never.
  const shippedStep = timeline.getByRole('listitem').filter({ hasText: 'Shipped' });
  await expect(shippedStep).toContainText(ORDER_STATUS_WORDING.Shipped);
  await expect(shippedStep).not.toContainText('Packed in one box');
  await expect(page.getByText(/Shipped with .* AWB/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await admin.close();
});
