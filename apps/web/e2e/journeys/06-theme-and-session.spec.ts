import type { Page } from '@playwright/test';
import { header } from '../support/shell';
import {
  loginViaApi,
  newShopper,
  registerViaApi,
  seedSession,
  type SignedIn,
} from '../support/shopper';
import { expect, test } from '../support/test';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

test.describe('theme', () => {
  test.use({ colorScheme: 'light' });

  test('the theme choice survives a reload and wins over the system preference', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await isDark(page), 'no choice yet: the system preference (light)').toBe(false);
    await header(page).getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(header(page).getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    // Back to light, with the system now preferring dark: the saved choice still wins.
    await header(page).getByRole('button', { name: 'Switch to light theme' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await isDark(page)).toBe(false);
  });
});

/** A JWT-shaped token with the given `exp` (seconds); its signature is not a real one. */
function tokenWithExp(real: string, exp: number): string {
  const [head, body] = real.split('.');
  const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
  return `${head}.${Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url')}.c2lnbmF0dXJl`;
}

async function expectSignedOutAtHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'My account' })).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
}

test.describe('session', () => {
  let session: SignedIn;
  test.beforeEach(async ({ request }) => {
    const shopper = newShopper('Dev');
    await registerViaApi(request, shopper);
    session = await loginViaApi(request, shopper);
  });

  test('an expired token (its exp in the past) sends the shopper home, signed out', async ({
    page,
  }) => {
    await seedSession(page, {
      ...session,
      token: tokenWithExp(session.token, Math.floor(Date.now() / 1000) - 60),
    });
    await page.goto('/wishlist');
    await expectSignedOutAtHome(page);
  });

  test('a token the server refuses (401) sends the shopper home, signed out', async ({ page }) => {
    await seedSession(page, {
      ...session,
      token: tokenWithExp(session.token, Math.floor(Date.now() / 1000) + 3600),
    });
    await page.goto('/account/orders');
    await expectSignedOutAtHome(page);
  });

  test('a valid session stays signed in across a reload', async ({ page }) => {
    await seedSession(page, session);
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();
  });
});
