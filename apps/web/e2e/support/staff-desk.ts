import { shopDay } from '@vastra/contracts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { seedStaffSession, staffHeaders, type StaffSignedIn } from './back-office';
import { apiUrl } from './env';
import { expect } from './test';

/**
 * Staff work a journey needs done but is not about: moving an order through the back office's
 * transitions by the API, and a back-office page signed in as staff.
 */

/** Applies each transition (`{ action, … }`) to the order in turn, as `staff`; each must succeed. */
export async function staffMoves(
  request: APIRequestContext,
  staff: StaffSignedIn,
  orderId: string,
  bodies: object[],
): Promise<void> {
  for (const data of bodies) {
    const res = await request.post(`${apiUrl}/api/admin/orders/${orderId}/transitions`, {
      headers: staffHeaders(staff),
      data,
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** Staff confirm the order, hand it to the shop's own courier and mark it delivered today. */
export function deliverByHand(
  request: APIRequestContext,
  staff: StaffSignedIn,
  orderId: string,
): Promise<void> {
  return staffMoves(request, staff, orderId, [
    { action: 'confirm' },
    { action: 'ship', shipment: { courier: 'Shree Maruti', awb: `SM-${Date.now() % 1e9}` } },
    { action: 'deliver', deliveredOn: shopDay() },
  ]);
}

/** A page in a browser context of its own (axe needs one), signed in to the back office. */
export async function staffPage(browser: Browser, staff: StaffSignedIn): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await seedStaffSession(admin, staff);
  return admin;
}
