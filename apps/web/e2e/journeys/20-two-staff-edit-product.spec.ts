import { CatalogueMsg } from '@vastra/contracts/admin/catalogue';
import {
  adminPage,
  seedStaffSession,
  staffHeaders,
  staffLoginViaApi,
} from '../support/back-office';
import { pickProducts } from '../support/catalog';
import { mouseDriver } from '../support/driver';
import { apiUrl } from '../support/env';
import { toast } from '../support/shell';
import { expect, test } from '../support/test';

/**
 * Journey 20: two staff open the same product. Asha saves a new MRP first; the owner, who opened
 * it before, renames it and saves: refused, told Asha saved meanwhile with her change on the MRP
 * field. "Reload keeping my changes" shows Asha's MRP with the owner's new name still typed in,
 * and saving then keeps both.
 */
test('a second staff save over a newer version is refused; reloading keeps both changes', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const d = mouseDriver();
  const [product] = await pickProducts(request, 1, 17);
  if (!product) throw new Error('no demo product');
  const owner = await staffLoginViaApi(request);
  const ashaLogin = { email: `asha.${Date.now()}@staff.example.com`, password: 'asha-secret-123' };
  const made = await request.post(`${apiUrl}/api/admin/staff`, {
    headers: staffHeaders(owner),
    data: { name: 'Asha Staff', role: 'staff', ...ashaLogin },
  });
  expect(made.status(), await made.text()).toBe(201);
  const asha = await staffLoginViaApi(request, ashaLogin);

  const ownerPage = await browser.newPage();
  await seedStaffSession(ownerPage, owner);
  const ashaPage = await browser.newPage();
  await seedStaffSession(ashaPage, asha);
  for (const p of [ownerPage, ashaPage]) {
    await p.goto(adminPage(`/products/${product._id}`));
    await expect(
      p.getByRole('form', { name: 'Product' }).getByLabel('Name', { exact: true }),
    ).toHaveValue(product.name);
  }

  // Asha saves a new MRP first.
  const ashaForm = ashaPage.getByRole('form', { name: 'Product' });
  const mrp = ashaForm.getByLabel('MRP (₹)', { exact: true });
  const oldMrp = await mrp.inputValue();
  const newMrp = String(Number(oldMrp) + 111);
  await d.fill(mrp, newMrp);
  const saved = expect(toast(ashaPage, 'Changes saved.')).toBeVisible();
  await d.press(ashaForm.getByRole('button', { name: 'Save changes' }));
  await saved;

  // The owner renames it from the older version: refused, naming Asha and her change.
  const form = ownerPage.getByRole('form', { name: 'Product' });
  const newName = `${product.name} (renamed)`;
  await d.fill(form.getByLabel('Name', { exact: true }), newName);
  await d.press(form.getByRole('button', { name: 'Save changes' }));
  await expect(
    form.getByRole('alert').filter({ hasText: CatalogueMsg.editedMeanwhile(asha.staff.email) }),
  ).toBeVisible();
  await expect(
    form.getByText(CatalogueMsg.fieldChangedMeanwhile(asha.staff.email, oldMrp, newMrp)),
  ).toBeVisible();

  // Reload keeping the rename: Asha's MRP is shown, the new name is still there; save keeps both.
  await d.press(form.getByRole('button', { name: 'Reload keeping my changes' }));
  await expect(form.getByLabel('MRP (₹)', { exact: true })).toHaveValue(newMrp);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(newName);
  const again = expect(toast(ownerPage, 'Changes saved.')).toBeVisible();
  await d.press(form.getByRole('button', { name: 'Save changes' }));
  await again;

  await expect
    .poll(async () => {
      const res = await request.get(`${apiUrl}/api/admin/products/${product._id}`, {
        headers: staffHeaders(owner),
      });
      const body = (await res.json()) as { product: { name: string; price: number } };
      return [body.product.name, body.product.price];
    })
    .toEqual([newName, Number(newMrp)]);
  await ownerPage.close();
  await ashaPage.close();
});
