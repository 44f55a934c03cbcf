import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffAlertsMsg } from '@vastra/contracts/admin/staff-alerts';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { MyAlertsPage } from '../my-alerts-page';

describe('my e-mail alerts', () => {
  it('shows the saved choices and saves a ticked box for the signed-in account', async () => {
    signInAs('readonly');
    const calls = mockFetch({
      'GET /api/admin/auth/me/alerts': () => ({
        success: true,
        alerts: { newOrders: false, lowStockDigest: true },
      }),
      'PUT /api/admin/auth/me/alerts': ({ body }) => ({
        success: true,
        message: StaffAlertsMsg.saved,
        alerts: { newOrders: false, lowStockDigest: true, ...(body as object) },
      }),
    });
    renderRoute(<MyAlertsPage />, { path: '/me/alerts' });
    const orders = await screen.findByRole('checkbox', { name: StaffAlertsMsg.newOrdersLabel });
    const digest = screen.getByRole('checkbox', { name: StaffAlertsMsg.lowStockDigestLabel });
    expect(orders).not.toBeChecked();
    expect(digest).toBeChecked();

    await userEvent.click(orders);
    expect(await screen.findByText(StaffAlertsMsg.saved)).toBeInTheDocument();
    await waitFor(() => expect(orders).toBeChecked());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { newOrders: true },
    ]);
  });
});
