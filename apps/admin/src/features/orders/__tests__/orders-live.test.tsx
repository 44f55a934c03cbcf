import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { orderRow } from '@/test/order-fixtures';
import { ordersListQuery, newOrdersQuery } from '../api/orders-api';
import { OrdersListPage } from '../components/orders-list-page';

const page = (total: number) => ({
  success: true,
  data: total ? [orderRow()] : [],
  pagination: { page: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) },
});

describe('orders list that refreshes itself', () => {
  it('asks again every 30 s while the tab is visible, never in the background', () => {
    for (const q of [
      ordersListQuery({ page: 1, limit: 20 }),
      newOrdersQuery({ page: 1, limit: 20 }, new Date().toISOString()),
    ]) {
      expect(q.refetchInterval).toBe(30_000);
      expect(q.refetchIntervalInBackground).toBe(false);
    }
  });

  it('counts orders placed since the list was opened and shows them on request', async () => {
    signInAs('readonly');
    const opened = Date.now();
    let fresh = 2;
    const calls = mockFetch({
      'GET /api/admin/orders': ({ url }) =>
        url.searchParams.has('placedAfter') ? page(fresh) : page(1),
    });
    const { router } = renderRoute(<OrdersListPage />, {
      path: '/orders?status=Pending&page=2',
    });
    expect(await screen.findByText('2 new orders since you opened this list')).toBeInTheDocument();
    const counted = calls.find((c) => c.url.searchParams.has('placedAfter'))!.url.searchParams;
    expect(Date.parse(counted.get('placedAfter')!)).toBeGreaterThanOrEqual(opened - 1000);
    // The count respects the list's filters.
    expect(counted.get('status')).toBe('Pending');
    expect(counted.get('limit')).toBe('1');

    fresh = 0;
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Show new orders' }));
    await waitFor(() =>
      expect(screen.queryByText(/new orders? since you opened/)).not.toBeInTheDocument(),
    );
    // Back on the first page, newest first, counting from now.
    expect(router.state.location.search).not.toContain('page=2');
    const later = calls.slice(before).find((c) => c.url.searchParams.has('placedAfter'));
    expect(Date.parse(later!.url.searchParams.get('placedAfter')!)).toBeGreaterThan(
      Date.parse(counted.get('placedAfter')!) - 1,
    );
  });

  it('downloads the filtered orders as CSV', async () => {
    signInAs('readonly');
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const calls = mockFetch({
      'GET /api/admin/orders': () => page(1),
      'GET /api/admin/exports/orders.csv': () =>
        new Response('order_number\nABCDEF12\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    renderRoute(<OrdersListPage />, { path: '/orders?status=Delivered&from=2026-11-01' });
    await screen.findByText('asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((c) => c.path === '/api/admin/exports/orders.csv')!;
    expect(Object.fromEntries(exported.url.searchParams)).toMatchObject({
      status: 'Delivered',
      from: '2026-11-01',
    });
    expect(exported.url.searchParams.has('page')).toBe(false);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });
});
