import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { describeFindings, seriousViolations, settle, type A11yFinding } from './support/a11y';
import { adminPage, seedStaffSession, staffHeaders, staffLoginViaApi } from './support/back-office';
import { pickProducts } from './support/catalog';
import { apiUrl } from './support/env';
import { addAddressViaApi, placeCodOrderViaApi, signedInShopper } from './support/shopper';
import { expect, test } from './support/test';

/**
 * axe-core on the back office's order, review, inbox, newsletter and content pages (signed in as
 * the demo owner, so every write control is on the page), at 1440 and 390 px, with their dialogs
 * open where they have one: no serious or critical violations.
 */
const a11yDir = fileURLToPath(new URL('./artifacts/a11y', import.meta.url));
const WIDTHS = [1440, 390] as const;

async function audit(
  page: Page,
  route: string,
  findings: A11yFinding[],
  widths: readonly number[] = WIDTHS,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(adminPage(route));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    findings.push(...(await seriousViolations(page, { route, width, theme: 'light' })));
  }
}

test('a11y: back office orders, reviews, messages, newsletter and content', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const staff = await staffLoginViaApi(request);
  await seedStaffSession(page, staff);
  // An order to show, and a coupon to edit.
  const [product] = await pickProducts(request, 1, 28);
  if (!product) throw new Error('no demo product');
  const { shopper, session } = await signedInShopper(page, request, 'Audit');
  await addAddressViaApi(request, session, shopper);
  const orderId = await placeCodOrderViaApi(request, session, product);
  // Confirmed by staff, it stays Processing (theirs to hand over), with its actions on the page.
  const confirmed = await request.post(`${apiUrl}/api/admin/orders/${orderId}/transitions`, {
    headers: staffHeaders(staff),
    data: { action: 'confirm' },
  });
  expect(confirmed.status()).toBe(200);
  const coupons = await request.get(`${apiUrl}/api/admin/content/coupons`, {
    headers: staffHeaders(staff),
  });
  const coupon = ((await coupons.json()) as { data: { _id: string }[] }).data[0];
  if (!coupon) throw new Error('no demo coupon');

  const findings: A11yFinding[] = [];
  // The dialogs: an order action, and hiding a review.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(adminPage(`/orders/${orderId}`));
  await page.getByRole('button', { name: 'Cancel with refund' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeVisible();
  await settle(page);
  findings.push(
    ...(await seriousViolations(page, {
      route: 'order action dialog',
      width: 1440,
      theme: 'light',
    })),
  );
  await page.goto(adminPage('/reviews'));
  await page
    .getByRole('button', { name: /^Hide: review of / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Hide this review?' })).toBeVisible();
  await settle(page);
  findings.push(
    ...(await seriousViolations(page, {
      route: 'hide review dialog',
      width: 1440,
      theme: 'light',
    })),
  );

  // Every route wide; the phone width on one page of each layout (list, details, form).
  for (const route of [
    '/orders',
    `/orders/${orderId}`,
    '/reviews',
    `/content/coupons/${coupon._id}`,
  ])
    await audit(page, route, findings);
  for (const route of [
    '/messages',
    '/newsletter',
    '/content/banners',
    '/content/banners/new',
    '/content/coupons',
    '/content/announcement',
    '/content/blogs',
    '/content/testimonials',
    '/content/styles',
    '/content/influencers',
    '/content/looks',
  ])
    await audit(page, route, findings, [1440]);

  if (findings.length > 0) {
    mkdirSync(a11yDir, { recursive: true });
    writeFileSync(join(a11yDir, 'back-office-ops.json'), JSON.stringify(findings, null, 2));
    await testInfo.attach('a11y-findings.txt', { body: describeFindings(findings) });
  }
  expect(findings, describeFindings(findings)).toEqual([]);
});
