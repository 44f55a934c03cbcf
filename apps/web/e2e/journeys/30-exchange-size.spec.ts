import { EXCHANGE_STATUS_WORDING, ExchangeMsg } from '@vastra/contracts/exchange';
import { describeFindings, seriousViolations } from '../support/a11y';
import { pickProducts } from '../support/catalog';
import { adminPage, staffLoginViaApi } from '../support/back-office';
import { mouseDriver } from '../support/driver';
import { toast } from '../support/shell';
import { addAddressViaApi, placeCodOrderViaApi, signedInShopper } from '../support/shopper';
import { deliverByHand, staffPage } from '../support/staff-desk';
import { expect, test } from '../support/test';

/**
 * Journey 30: a delivered item exchanged for another size. Staff carry a COD order to Delivered
 * by hand (through the API); the shopper opens the return dialog, chooses "Exchange for another
 * size", picks a size in stock and sees the exchange on the order page; staff see the request
 * with the chosen size in the back office and approve it; the shopper then sees it approved.
 * axe checks the exchange dialog and the back office's order page with the request.
 */

test('a delivered item exchanged for another size, approved in the back office', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 37);
  if (!product) throw new Error('no demo product');
  const [bought, wanted] = product.sizes;
  if (!bought || !wanted) throw new Error('the product needs two sizes');
  const staff = await staffLoginViaApi(request);
  const { shopper, session } = await signedInShopper(page, request, 'Kavya');
  await addAddressViaApi(request, session, shopper);
  const orderId = await placeCodOrderViaApi(request, session, product);
  await deliverByHand(request, staff, orderId);

  // The shopper: exchange beside the return, a size in stock, then the exchange on the page.
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByTestId('order-status-badge')).toHaveText('Delivered');
  await d.press(page.getByRole('button', { name: 'Request return' }));
  const ret = page.getByRole('dialog', { name: 'Request return' });
  const choice = ret.getByRole('button', { name: 'Exchange for another size' });
  await expect(choice).toBeEnabled();
  await d.press(choice);
  const exchange = page.getByRole('dialog', { name: 'Exchange for another size' });
  const sizes = exchange.getByLabel('New size');
  await expect(sizes.getByRole('option', { name: wanted, exact: true })).toHaveCount(1);
  await expect(sizes.getByRole('option', { name: bought, exact: true })).toHaveCount(0);
  await d.select(sizes, wanted);
  const found = await seriousViolations(page, {
    route: '/account/orders/:id (exchange dialog)',
    width: 1280,
    theme: 'light',
  });
  expect(found, describeFindings(found)).toEqual([]);
  await d.press(exchange.getByRole('button', { name: 'Request exchange' }));
  await expect(toast(page, ExchangeMsg.requested)).toBeVisible();
  await expect(exchange).toBeHidden();
  const mine = page.getByRole('list', { name: `Exchange of ${product.name}` });
  await expect(mine).toContainText(EXCHANGE_STATUS_WORDING['Exchange requested']);

  // Staff: the request with the chosen size on the order page; approve it.
  const admin = await staffPage(browser, staff);
  await admin.goto(adminPage(`/orders/${orderId}`));
  const row = admin.getByRole('listitem', { name: `Exchange of ${product.name}` });
  await expect(row).toContainText(`size ${bought} → size ${wanted}`);
  await expect(row.getByTestId('exchange-status')).toHaveText('Exchange requested');
  const inAdmin = await seriousViolations(admin, {
    route: '/orders/:id (exchange request)',
    width: 1280,
    theme: 'light',
  });
  expect(inAdmin, describeFindings(inAdmin)).toEqual([]);
  await d.press(row.getByRole('button', { name: 'Approve exchange' }));
  await expect(toast(admin, ExchangeMsg.done.approve)).toBeVisible();
  await expect(row.getByTestId('exchange-status')).toHaveText('Exchange approved');
  await admin.context().close();

  // The shopper sees it approved, and the reverse pickup ahead.
  await page.reload();
  await expect(mine).toContainText(EXCHANGE_STATUS_WORDING['Exchange approved']);
  await expect(page.getByTestId('order-status-badge')).toHaveText('Delivered');
});
