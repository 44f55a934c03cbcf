import { OrderNoteMsg } from '@vastra/contracts/admin/order-notes';
import { adminPage, seedStaffSession, staffLoginViaApi } from '../support/back-office';
import { pickProducts } from '../support/catalog';
import { mouseDriver } from '../support/driver';
import { toast } from '../support/shell';
import { addAddressViaApi, placeCodOrderViaApi, signedInShopper } from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 28: on a phone (390 px) the back office's top bar keeps one row and its favicon loads;
 * the owner adds a staff note to a shopper's order (its state unchanged; the shopper's order page
 * never shows it), then at 1440 px finds the note in the audit log by choosing the action from
 * its filter, the entry's change read as text and the table within the page.
 */
test('staff note an order on a phone; the audit log shows it, fitting 1440 px', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 30);
  if (!product) throw new Error('no demo product');
  const { shopper, session } = await signedInShopper(page, request, 'Leela');
  await addAddressViaApi(request, session, shopper);
  const orderId = await placeCodOrderViaApi(request, session, product);
  const staff = await staffLoginViaApi(request);
  const note = `Called ${shopper.name}: deliver after 6 pm (${Date.now()})`;

  const admin = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await seedStaffSession(admin, staff);
  const favicon = admin.waitForResponse((r) => /favicon/.test(r.url()));
  await admin.goto(adminPage(`/orders/${orderId}`));
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Pending');
  expect((await favicon).status()).toBe(200);
  // One row: every control of the bar sits within its 56 px, none wraps onto a second line.
  const bar = admin.getByRole('banner');
  expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(57);
  for (const name of ['Sign out', /theme/, 'Open menu']) {
    const box = await bar.getByRole('button', { name }).boundingBox();
    expect(box?.height ?? 99).toBeLessThanOrEqual(40);
  }

  await d.fill(admin.getByLabel('New note'), note);
  const added = expect(toast(admin, OrderNoteMsg.noteAdded)).toBeVisible();
  await d.press(admin.getByRole('button', { name: 'Add note' }));
  await added;
  const timeline = admin.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByTestId('order-staff-note')).toContainText(note);
  await expect(timeline.getByTestId('order-staff-note')).toContainText(staff.staff.name);
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Pending');

  // The shopper's own order page never carries it.
  await page.goto(`/account/orders/${orderId}`);
  const shopperTimeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(shopperTimeline.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
  await expect(shopperTimeline).not.toContainText('Staff note');

  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(adminPage('/audit'));
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await d.select(admin.getByLabel('Action'), 'order.note');
  const table = admin.getByRole('table', { name: 'Audit log' });
  const row = table.getByRole('row').filter({ hasText: note });
  await expect(row).toContainText(`note: — → ${note}`);
  await expect(table.getByRole('row').filter({ hasText: 'product.update' })).toHaveCount(0);
  // Nothing runs off the page: the table is no wider than its scroll box.
  const fits = await table.evaluate(
    (t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1,
  );
  expect(fits).toBe(true);
  await admin.close();
});
