import { Msg } from '@vastra/contracts';
import { auditThemes, describeFindings, type A11yFinding } from '../support/a11y';
import { pickProducts } from '../support/catalog';
import { bagLink, toast } from '../support/shell';
import { expect, test } from '../support/test';

/**
 * Journey 31: a visitor (never signed in) puts a product in the bag kept on the device and opens
 * the bag: the priced line, the totals and the sign-in offer pass axe in both themes, on a desktop
 * and a phone width.
 */
test('a visitor’s bag with an item passes axe in both themes at desktop and phone widths', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const [product] = await pickProducts(page.request, 1, 36);
  if (!product) throw new Error('no demo product to put in the bag');
  const size = product.sizeStock.find((s) => s.stock > 0)!.size;

  await page.goto(`/productdetails/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page
    .getByRole('group', { name: 'Select Size' })
    .getByRole('button', { name: size, exact: true })
    .click();
  const added = expect(toast(page, Msg.itemAddedToCart)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await added;
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: 'Close' }).click();
  await expect(bagLink(page, 1)).toBeVisible();

  const findings: A11yFinding[] = [];
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto('/cart');
    // The visitor's line, priced from the public product data.
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible({
      timeout: 30_000,
    });
    const found = await auditThemes(page, '/cart (visitor with an item)', width);
    if (found.length > 0) {
      await testInfo.attach(`visitor bag @${width}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    }
    findings.push(...found);
  }
  expect(findings, describeFindings(findings)).toEqual([]);
});
