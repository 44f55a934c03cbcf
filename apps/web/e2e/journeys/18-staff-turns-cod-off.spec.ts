import { AccountMsg } from '@vastra/contracts';
import { CustomerMsg } from '@vastra/contracts/admin/customers';
import { adminPage, seedStaffSession, staffLoginViaApi } from '../support/back-office';
import { pickProducts } from '../support/catalog';
import { mouseDriver } from '../support/driver';
import { toast } from '../support/shell';
import { addAddressViaApi, addToBagViaApi, signedInShopper } from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 18: staff find a shopper on the customers page by e-mail, open the customer and turn
 * cash on delivery off (after a confirmation); at checkout the shopper then cannot choose cash on
 * delivery, is told why, and the order goes online only.
 */
test('staff turn COD off for a customer; checkout no longer offers it to them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 30);
  if (!product) throw new Error('no demo product');
  const { shopper, session } = await signedInShopper(page, request, 'Nisha');
  await addAddressViaApi(request, session, shopper);
  await addToBagViaApi(request, session, product._id, product.sizes[0] ?? 'M');

  // Before: cash on delivery can be chosen.
  await page.goto('/checkout');
  const cod = page.getByRole('radio', { name: 'Cash on Delivery' });
  await expect(cod).toBeEnabled();

  const staff = await staffLoginViaApi(request);
  const admin = await browser.newPage();
  await seedStaffSession(admin, staff);
  await admin.goto(adminPage('/customers'));
  await expect(admin.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const filters = admin.getByRole('search', { name: 'Filter customers' });
  await d.fill(filters.getByLabel('Name, e-mail or phone'), shopper.email);
  await d.press(filters.getByRole('button', { name: 'Search' }));
  const table = admin.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await d.press(table.getByRole('link', { name: shopper.name }));
  await expect(admin.getByRole('heading', { level: 1, name: shopper.name })).toBeVisible();

  await d.press(admin.getByRole('button', { name: 'Disable COD' }));
  const dialog = admin.getByRole('dialog', { name: 'Turn cash on delivery off?' });
  const done = expect(toast(admin, CustomerMsg.updated)).toBeVisible();
  await d.press(dialog.getByRole('button', { name: 'Disable COD' }));
  await done;
  await expect(admin.getByText('COD off')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Allow COD' })).toBeVisible();

  // After: the shopper's checkout greys cash on delivery out and says why.
  await page.goto('/checkout');
  await expect(page.getByText(AccountMsg.codDisabledForAccount)).toBeVisible();
  await expect(cod).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
  await admin.close();
});
