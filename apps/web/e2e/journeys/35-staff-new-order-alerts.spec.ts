import { StaffAlertsMsg } from '@vastra/contracts/admin/staff-alerts';
import type { Page } from '@playwright/test';
import { auditThemes, describeFindings } from '../support/a11y';
import { adminPage, staffHeaders, staffLoginViaApi } from '../support/back-office';
import { pickProducts } from '../support/catalog';
import { placeFirstCodOrder } from '../support/checkout';
import { mouseDriver, type Driver } from '../support/driver';
import { apiUrl } from '../support/env';
import { mailsTo, waitForMail } from '../support/mail';
import { toast } from '../support/shell';
import { ordersViaApi, placeCodOrderViaApi, signedInShopper } from '../support/shopper';
import { staffPage } from '../support/staff-desk';
import { expect as expectSoon, test } from '../support/test';

/** On a busy machine the stack answers slowly: every wait in this journey allows 30 s. */
const expect = expectSoon.configure({ timeout: 30_000 });

/**
 * Journey 35: a staff member opens "My e-mail alerts" from the back office's sidebar and turns on
 * "E-mail me about new orders" (it stays on after a reload; axe checks the page in both themes).
 * A shopper places an order in the storefront and the staff member's alert arrives, naming the
 * order's number. Turned off again, the next order sends the shopper's confirmation and no alert.
 */

/** The order's number as shopper and staff see it. */
const numberOf = (orderId: string) => orderId.slice(-8).toUpperCase();

/** Ticks or unticks the new-order alert and waits until the choice is saved and shown. */
async function setNewOrderAlerts(admin: Page, d: Driver, on: boolean): Promise<void> {
  const box = admin.getByRole('checkbox', { name: StaffAlertsMsg.newOrdersLabel });
  await expect(box).toBeChecked({ checked: !on });
  const saved = expect(toast(admin, StaffAlertsMsg.saved)).toBeVisible();
  await d.press(box);
  await saved;
  await expect(box).toBeChecked({ checked: on });
  await expect(box).toBeEnabled();
}

test('a staff member turns new-order e-mails on, gets one per order, and turns them off', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 41);
  if (!product) throw new Error('no demo product');
  const owner = await staffLoginViaApi(request);
  const nishaLogin = {
    email: `nisha.${Date.now()}@staff.example.com`,
    password: 'nisha-secret-123',
  };
  const made = await request.post(`${apiUrl}/api/admin/staff`, {
    headers: staffHeaders(owner),
    data: { name: 'Nisha Orders', role: 'staff', ...nishaLogin },
  });
  expect(made.status(), await made.text()).toBe(201);
  const nisha = await staffLoginViaApi(request, nishaLogin);

  // Nisha finds her alerts in the sidebar; both are off until she turns them on.
  const admin = await staffPage(browser, nisha);
  await admin.goto(adminPage('/'));
  const link = admin
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'My e-mail alerts', exact: true });
  await expect(link).toBeVisible();
  await d.press(link);
  await expect(admin.getByRole('heading', { level: 1, name: 'My e-mail alerts' })).toBeVisible();
  await expect(
    admin.getByRole('checkbox', { name: StaffAlertsMsg.lowStockDigestLabel }),
  ).not.toBeChecked();
  await setNewOrderAlerts(admin, d, true);
  await admin.reload();
  await expect(admin.getByRole('checkbox', { name: StaffAlertsMsg.newOrdersLabel })).toBeChecked();
  await expect(
    admin.getByRole('checkbox', { name: StaffAlertsMsg.lowStockDigestLabel }),
  ).not.toBeChecked();
  const found = await auditThemes(admin, '/me/alerts (new-order alerts on)', 1440);
  expect(found, describeFindings(found)).toEqual([]);

  // A shopper orders in the storefront: Nisha's alert names the order.
  const { shopper, session } = await signedInShopper(page, request, 'Kavya');
  await page.goto('/');
  await placeFirstCodOrder(page, d, shopper, product, {
    line: '14 Residency Road',
    zipcode: '560025',
  });
  const [first] = await ordersViaApi(request, session);
  if (!first) throw new Error('the storefront order is not among the shopper’s orders');
  // Other journeys order at the same time and Nisha hears of every order: find this one's alert.
  const firstAlert = `New order ${numberOf(first._id)}`;
  const alert = await waitForMail(nisha.staff.email, {
    timeoutMs: 60_000,
    where: (m) => m.subject.includes(firstAlert),
  });
  expect(alert.subject).toContain(firstAlert);
  expect(alert.subject).toContain('cash on delivery');
  expect(alert.text).toContain(shopper.email);
  expect(alert.text).toContain(product.name);

  // Off again: the next order sends the shopper's confirmation, and Nisha nothing.
  await setNewOrderAlerts(admin, d, false);
  const secondId = await placeCodOrderViaApi(request, session, product);
  const second = numberOf(secondId);
  await waitForMail(shopper.email, {
    timeoutMs: 60_000,
    where: (m) => m.subject.includes(second),
  });
  // Only alerts sent after she turned them off count: none of them, this order's or another's.
  const toNisha = (await mailsTo(nisha.staff.email)).map((m) => m.subject);
  expect(toNisha.filter((s) => s.includes(firstAlert))).toEqual([alert.subject]);
  expect(toNisha.filter((s) => s.includes(second))).toEqual([]);
  await admin.context().close();
});
