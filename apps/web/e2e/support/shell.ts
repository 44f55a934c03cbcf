import type { Locator, Page } from '@playwright/test';
import type { Driver } from './driver';
import { expect } from './test';

/**
 * A toast with this text: an item of the one 'Notifications' live region, not one on its way out
 * (the same message raised again while its toast is closing shows beside it for a moment).
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text })
    .and(page.locator(':not([data-removed="true"])'));
}

/**
 * Waits until a toast with this text has been shown on this page (recorded by the suite's page
 * fixture), whether or not it is still on screen.
 */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __toastsShown?: string[] }).__toastsShown ?? []),
    )
    .toEqual(expect.arrayContaining([expect.stringContaining(text)]));
}

export const header = (page: Page) => page.getByRole('banner');
export const bagLink = (page: Page, n: number) =>
  header(page).getByRole('link', { name: `Bag, ${n} items`, exact: true });
export const wishlistLink = (page: Page, n: number) =>
  header(page).getByRole('link', { name: `Wishlist, ${n} items`, exact: true });

/** Header search (wide screens): type the name, pick the matching option, land on the product. */
export async function openProductBySearch(page: Page, driver: Driver, name: string): Promise<void> {
  const bar = header(page);
  const box = bar.getByRole('combobox', { name: 'Search products' });
  if (!(await box.isVisible()))
    await driver.press(bar.getByRole('button', { name: 'Search products' }));
  await expect(box).toBeFocused();
  await page.keyboard.type(name);
  const option = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name });
  // Search answers from the API: on a busy machine that may take a while.
  await expect(option).toBeVisible({ timeout: 30_000 });
  if (driver.mode === 'mouse') {
    await option.click();
  } else {
    const count = await page.getByRole('option').count();
    for (let i = 0; i <= count && (await option.getAttribute('aria-selected')) !== 'true'; i++)
      await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
  }
  // The product page loads its data first: a busy machine may take a while.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
}
