import { AccountMsg, Msg } from '@vastra/contracts';
import { resetLinkIn, waitForMail } from '../support/mail';
import { header, toast } from '../support/shell';
import { loginViaApi, newShopper, registerViaApi } from '../support/shopper';
import { expect, test } from '../support/test';

/**
 * Journey 4: Forgot password → the mail the stack delivered (to the loopback SMTP server) → the
 * link → a new password → the old one fails, the new one works, and the link is single use.
 */
test('forgot password: the mailed link resets the password; the old one stops working', async ({
  page,
  baseURL,
}) => {
  const shopper = newShopper('Ravi');
  await registerViaApi(page.request, shopper);
  const oldSession = await loginViaApi(page.request, shopper);
  const newPassword = `New-${shopper.password}-9`;

  await page.goto('/');
  await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByLabel('Email').fill(shopper.email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, Msg.resetLinkSent)).toBeVisible();

  const mail = await waitForMail(shopper.email);
  const link = resetLinkIn(mail);
  expect(link.origin, 'the link points at the web app').toBe(new URL(baseURL ?? '').origin);

  await page.goto(link.pathname);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, AccountMsg.resetDone)).toBeVisible();
  await expect(page).toHaveURL(new URL('/', baseURL).href);

  // The old password fails…
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.getByLabel('Email').fill(shopper.email);
  await signIn.getByLabel('Password', { exact: true }).fill(shopper.password);
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, AccountMsg.invalidCredentials)).toBeVisible();
  await expect(signIn).toBeVisible();

  // …the new one works.
  await signIn.getByLabel('Password', { exact: true }).fill(newPassword);
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, Msg.loggedIn)).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();

  // A token issued before the reset is dead, and the link cannot be used twice.
  const res = await page.request.get(new URL('/api/users/profile', baseURL).href, {
    headers: { Authorization: `Bearer ${oldSession.token}` },
  });
  expect(res.status()).toBe(401);
  await page.goto(link.pathname);
  await page.getByLabel('New Password').fill('Another-pass-1');
  await page.getByLabel('Confirm Password').fill('Another-pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: Msg.invalidToken }).first()).toBeVisible();
});
