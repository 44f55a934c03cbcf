import { Msg } from '@vastra/contracts';
import type { Page } from '@playwright/test';
import type { Driver } from './driver';
import { expectToastShown, header } from './shell';
import type { Shopper } from './shopper';
import { expect } from './test';

/**
 * Registers a new shopper through the header's Sign Up dialog, then signs in with the same
 * credentials, as a first-time visitor does: ends signed in with "My account" in the header.
 */
export async function registerViaUi(page: Page, d: Driver, shopper: Shopper): Promise<void> {
  await d.press(header(page).getByRole('button', { name: 'Sign in', exact: true }));
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await d.press(signIn.getByRole('button', { name: 'Create an account' }));
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await d.fill(signUp.getByLabel('Name'), shopper.name);
  await d.fill(signUp.getByLabel('Email'), shopper.email);
  await d.fill(signUp.getByLabel('Phone'), shopper.phone);
  await d.fill(signUp.getByLabel('Password', { exact: true }), shopper.password);
  await d.press(signUp.getByRole('button', { name: 'Create Account' }));
  await expectToastShown(page, 'Registration successful! Please sign in.');
  await expect(signIn).toBeVisible();
  await d.fill(signIn.getByLabel('Email'), shopper.email);
  await d.fill(signIn.getByLabel('Password', { exact: true }), shopper.password);
  await d.press(signIn.getByRole('button', { name: 'Sign In', exact: true }));
  await expectToastShown(page, Msg.loggedIn);
  await expect(signIn).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();
}
