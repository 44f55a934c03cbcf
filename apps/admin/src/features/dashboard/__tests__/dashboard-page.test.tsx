import { screen } from '@testing-library/react';
import type { Dashboard } from '@vastra/contracts/admin/dashboard';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { DashboardPage } from '../dashboard-page';

describe('dashboard', () => {
  it('links its “Refunds to pay by hand” count to the refunds page', async () => {
    signInAs('readonly');
    const day = { date: '2026-11-20', orders: 0, revenue: 0 };
    const dashboard: Dashboard = {
      today: day,
      days: [day],
      last30: {
        orders: 0,
        revenue: 0,
        gross: 0,
        discounts: 0,
        reversed: 0,
        feesKept: 0,
        refunded: 0,
        collected: 0,
        gst: 0,
      },
      waiting: {
        toConfirm: 0,
        toShip: 0,
        returnsToReview: 0,
        returnsToReceive: 0,
        refundsToPay: 3,
      },
      waitingOrders: [],
      lowStock: [],
      recentReviews: [],
      recentMessages: [],
    };
    mockFetch({ 'GET /api/admin/dashboard': () => ({ success: true, data: dashboard }) });
    renderRoute(<DashboardPage />, { path: '/' });
    const link = await screen.findByRole('link', { name: 'Refunds to pay by hand' });
    expect(link).toHaveAttribute('href', '/refunds');
    expect(link.previousElementSibling).toHaveTextContent('3');
  });
});
