import { OrderNoteMsg } from '@vastra/contracts/admin/order-notes';
import { adminPage, seedStaffSession, staffLoginViaApi } from '../support/back-office';
import { pickProducts } from '../support/catalog';
import { mouseDriver } from '../support/driver';
import { toast } from '../support/shell';
import { staffMoves } from '../support/staff-desk';
import { addAddressViaApi, placeCodOrderViaApi, signedInShopper } from '../support/shopper';
import { expect as expectSoon, test } from '../support/test';

/** On a busy machine the stack answers slowly: every wait in this journey allows 30 s. */
const expect = expectSoon.configure({ timeout: 30_000 });

/**
 * Journey 28: on a phone (390 px) the back office's top bar keeps one row and its favicon loads;
 * the owner adds a private staff note to a shopper's order (its state unchanged) and a second one
 * ticked "Visible to the customer". The shopper's order timeline shows the visible note's text
 * under the shop's heading, never the private one nor a staff name. At 1440 px the owner finds
 * the notes in the audit log by choosing the action from its filter, the entry's change read as
 * text and the table within the page.
 */
test('staff note an order on a phone, one note for the shopper; the audit log shows them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 30);
  if (!product) throw new Error('no demo product');
  const { shopper, session } = await signedInShopper(page, request, 'Leela');
  await addAddressViaApi(request, session, shopper);
  const orderId = await placeCodOrderViaApi(request, session, product);
  const staff = await staffLoginViaApi(request);
  // Confirmed by staff, the order stays Processing until they hand it over (a COD order left
  // Pending would confirm itself and move on while the journey runs).
  await staffMoves(request, staff, orderId, [{ action: 'confirm' }]);
  const note = `Called ${shopper.name}: deliver after 6 pm (${Date.now()})`;
  const forShopper = `Your kurta is being hemmed and leaves tomorrow (${Date.now()})`;

  const admin = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await seedStaffSession(admin, staff);
  const favicon = admin.waitForResponse((r) => /favicon/.test(r.url()));
  await admin.goto(adminPage(`/orders/${orderId}`));
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Processing');
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
  await expect(admin.getByTestId('admin-order-status')).toHaveText('Processing');

  // A second note, this one for the shopper (the box is unticked again after each note).
  const visible = admin.getByRole('checkbox', { name: OrderNoteMsg.visibleLabel });
  await expect(visible).not.toBeChecked();
  await d.fill(admin.getByLabel('New note'), forShopper);
  await visible.check();
  const addedVisible = expect(toast(admin, OrderNoteMsg.noteAdded)).toBeVisible();
  await d.press(admin.getByRole('button', { name: 'Add note' }));
  await addedVisible;
  await expect(visible).not.toBeChecked();
  const staffNotes = timeline.getByTestId('order-staff-note');
  await expect(staffNotes).toHaveCount(2);
  await expect(staffNotes.filter({ hasText: note })).toContainText('staff only');
  await expect(staffNotes.filter({ hasText: forShopper })).toContainText('shown to the customer');

  // The shopper's own order page: the note meant for them, never the private one nor who wrote.
  await page.goto(`/account/orders/${orderId}`);
  const shopperTimeline = page.getByRole('list', { name: 'Order timeline' });
  const shopNote = shopperTimeline.getByTestId('order-shop-note');
  await expect(shopNote).toHaveCount(1);
  await expect(shopNote).toContainText('Note from the shop');
  await expect(shopNote).toContainText(forShopper);
  await expect(page.getByText(note)).toHaveCount(0);
  await expect(shopperTimeline).not.toContainText('Staff note');
  await expect(page.getByText(staff.staff.name)).toHaveCount(0);

  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto(adminPage('/audit'));
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await d.select(admin.getByLabel('Action'), 'order.note');
  const table = admin.getByRole('table', { name: 'Audit log' });
  const row = table.getByRole('row').filter({ hasText: note });
  await expect(row).toContainText(`note: — → ${note}`);
  await expect(table.getByRole('row').filter({ hasText: forShopper })).toContainText(
    `note: — → ${forShopper}`,
  );
  await expect(table.getByRole('row').filter({ hasText: 'product.update' })).toHaveCount(0);
  // Nothing runs off the page: the table is no wider than its scroll box.
  const fits = await table.evaluate(
    (t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1,
  );
  expect(fits).toBe(true);
  await admin.close();
});
