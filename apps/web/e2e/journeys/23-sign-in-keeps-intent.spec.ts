import { Msg } from '@vastra/contracts';
import type { Page } from '@playwright/test';
import { pickProducts, type DemoProduct } from '../support/catalog';
import { keyboardDriver, mouseDriver, type Driver } from '../support/driver';
import { bagLink, header, toast, wishlistLink } from '../support/shell';
import { newShopper, registerViaApi, type Shopper } from '../support/shopper';
import { expect, test } from '../support/test';

/** A visitor on a product page reached with a query string, a size picked and added to the bag. */
async function visitorAddsToBag(page: Page, d: Driver, product: DemoProduct, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const size = product.sizes[1] ?? '';
  await d.press(page.getByRole('button', { name: size, exact: true }));
  await expect(page.getByRole('button', { name: size, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A short toast: watched from the action on, so a busy machine cannot miss it.
  const addedToast = expect(toast(page, Msg.itemAddedToCart)).toBeVisible({ timeout: 60_000 });
  await d.press(page.getByRole('button', { name: 'Add to Bag' }));
  await addedToast;
  // Kept on the device (product, size, quantity; no price), and sign-in is offered.
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('vastra:visitor-bag'));
  expect(JSON.parse(stored ?? '[]')).toEqual([{ productId: product._id, size, quantity: 1 }]);
  return size;
}

async function signInInPanel(page: Page, d: Driver, shopper: Shopper, expectToast: string) {
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible();
  await d.fill(signIn.getByLabel('Email'), shopper.email);
  await d.fill(signIn.getByLabel('Password', { exact: true }), shopper.password);
  // Watched from before the press, which (with the keyboard) tabs there first: a long timeout.
  const done = expect(toast(page, expectToast)).toBeVisible({ timeout: 60_000 });
  await d.press(signIn.getByRole('button', { name: 'Sign In', exact: true }));
  await done;
  await expect(signIn).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();
}

/** The account's bag holds the line once, in the size picked as a visitor. */
async function bagHolds(page: Page, d: Driver, product: DemoProduct, size: string) {
  await d.press(bagLink(page, 1));
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line.getByRole('combobox', { name: `Size of ${product.name}` })).toHaveValue(size);
  const one = line.getByRole('button', { name: `Remove ${product.name} (quantity 1)` });
  await expect(one).toBeVisible();
  // From the account, not the device: a reload shows the same single line.
  await page.reload();
  await expect(one).toBeVisible();
  await expect(bagLink(page, 1)).toBeVisible();
}

/**
 * Journey 23: what a visitor started survives signing in. On a product page (with a query string)
 * a visitor picks a size and adds to the bag: the line is kept on the device and sign-in is
 * offered; once signed in they are on the same page (path and query) with the line in the
 * account's bag, in that size. A gated action (the wishlist heart) is finished after sign-in too.
 */
test.describe('sign-in keeps intent', () => {
  test('Add to Bag, then sign in: back on the page, the line in the account’s bag', async ({
    page,
  }) => {
    const d = mouseDriver();
    const [product] = (await pickProducts(page.request, 1, 10)) as [DemoProduct];
    const shopper = newShopper('Meera');
    await registerViaApi(page.request, shopper);
    const path = `/productdetails/${product._id}?from=journey-23`;
    const size = await visitorAddsToBag(page, d, product, path);
    await signInInPanel(page, d, shopper, Msg.itemAddedToCart);
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
    await expect(page.getByRole('button', { name: Msg.addedToBag })).toBeDisabled();
    await bagHolds(page, d, product, size);
  });

  test('with the keyboard: the bag kept on the device, then the wishlist heart asks to sign in', async ({
    page,
  }) => {
    // Every control is reached by Tab presses: slow on a busy machine.
    test.setTimeout(240_000);
    const d = keyboardDriver(page);
    const [product] = (await pickProducts(page.request, 1, 11)) as [DemoProduct];
    const shopper = newShopper('Arjun');
    await registerViaApi(page.request, shopper);
    const path = `/productdetails/${product._id}?from=journey-23&view=keys`;
    const size = await visitorAddsToBag(page, d, product, path);
    // Not now: the offer is closed, the line stays on the device.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeHidden();
    await expect(bagLink(page, 1)).toBeVisible();
    await expect(page.getByRole('button', { name: Msg.addedToBag })).toBeDisabled();

    // Tabbing from the top of the page to the heart can take a while on a busy machine.
    const ask = expect(toast(page, Msg.loginToManageWishlist)).toBeVisible({ timeout: 60_000 });
    await d.press(page.getByRole('button', { name: 'Add to wishlist' }));
    await ask;
    await signInInPanel(page, d, shopper, Msg.itemAddedToWishlist);
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(wishlistLink(page, 1)).toBeVisible();
    await bagHolds(page, d, product, size);
  });
});
