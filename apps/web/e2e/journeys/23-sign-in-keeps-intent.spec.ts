import { Msg } from '@vastra/contracts';
import type { Page } from '@playwright/test';
import { pickProducts, type DemoProduct } from '../support/catalog';
import { keyboardDriver, mouseDriver, type Driver } from '../support/driver';
import { bagLink, header, toast } from '../support/shell';
import { newShopper, registerViaApi } from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 23: a visitor on a product page (reached with a query string) picks a size and presses
 * Add to Bag; the shop asks them to sign in; once signed in they are on the same page (path and
 * query) with the line in the bag, in the size they picked.
 */
async function signInKeepsIntent(page: Page, d: Driver, product: DemoProduct) {
  const shopper = newShopper(d.mode === 'mouse' ? 'Meera' : 'Arjun');
  await registerViaApi(page.request, shopper);
  const path = `/productdetails/${product._id}?from=journey-23`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const size = product.sizes[1] ?? '';
  await d.press(page.getByRole('button', { name: size, exact: true }));
  await expect(page.getByRole('button', { name: size, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const askToast = expect(toast(page, Msg.loginToAddToBag)).toBeVisible();
  await d.press(page.getByRole('button', { name: 'Add to Bag' }));
  await askToast;

  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await d.fill(signIn.getByLabel('Email'), shopper.email);
  await d.fill(signIn.getByLabel('Password', { exact: true }), shopper.password);
  // Both toasts are short: watched from the action on, so a busy machine cannot miss them.
  const addedToast = expect(toast(page, Msg.itemAddedToCart)).toBeVisible();
  await d.press(signIn.getByRole('button', { name: 'Sign In', exact: true }));
  await addedToast;
  await expect(signIn).toBeHidden();

  // Back on the same page, query and all, with the line in the bag.
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('button', { name: Msg.addedToBag })).toBeDisabled();
  await expect(bagLink(page, 1)).toBeVisible();

  // The bag holds it in the size picked before signing in.
  await d.press(bagLink(page, 1));
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line.getByRole('combobox', { name: `Size of ${product.name}` })).toHaveValue(size);
  const one = line.getByRole('button', { name: `Remove ${product.name} (quantity 1)` });
  await expect(one).toBeVisible();

  // It was done once: a reload adds nothing more.
  await page.reload();
  await expect(one).toBeVisible();
  await expect(bagLink(page, 1)).toBeVisible();
}

test.describe('sign-in keeps intent', () => {
  test('with the mouse', async ({ page }) => {
    const [product] = (await pickProducts(page.request, 1, 10)) as [DemoProduct];
    await signInKeepsIntent(page, mouseDriver(), product);
  });

  test('with the keyboard', async ({ page }) => {
    const [product] = (await pickProducts(page.request, 1, 11)) as [DemoProduct];
    await signInKeepsIntent(page, keyboardDriver(page), product);
  });
});
