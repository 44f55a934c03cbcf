import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, signInAs } from '@/test/render';
import { OrdersListPage } from '../components/orders-list-page';
import { orderRow } from '@/test/order-fixtures';

const page = (rows = [orderRow()], total = rows.length) => ({
  success: true,
  data: rows,
  pagination: { page: 1, limit: 20, total, pages: Math.ceil(total / 20) },
});

describe('orders list', () => {
  it('asks the API for the newest orders first and links each to its page', async () => {
    signInAs('readonly');
    const calls = mockFetch({ 'GET /api/admin/orders': () => page() });
    renderRoute(<OrdersListPage />, { path: '/orders' });
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByText('asha@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '000000C1' })).toHaveAttribute(
      'href',
      '/orders/64b0000000000000000000c1',
    );
    const q = calls[0]?.url.searchParams;
    expect(q?.get('sort')).toBe('createdAt');
    expect(q?.get('dir')).toBe('desc');
    expect(q?.get('page')).toBe('1');
  });

  it('applies the filters together, in the URL and the query, back on the first page', async () => {
    signInAs('staff');
    const calls = mockFetch({ 'GET /api/admin/orders': () => page([orderRow()], 45) });
    const { router } = renderRoute(<OrdersListPage />, { path: '/orders?page=2' });
    await screen.findByText('asha@example.com');
    const form = screen.getByRole('search', { name: 'Filter orders' });
    await userEvent.selectOptions(within(form).getByLabelText('State'), 'Pending');
    await userEvent.selectOptions(within(form).getByLabelText('Payment'), 'Cash on delivery');
    await userEvent.type(within(form).getByLabelText('Pincode'), '5600');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(
      await within(form).findByText('Please enter a valid 6-digit pincode.'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Pincode'), '01');
    await userEvent.type(
      within(form).getByLabelText('Order number, invoice, AWB, phone, e-mail or name'),
      '9876543210',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('asha@example.com');
    const last = calls.at(-1)?.url.searchParams;
    expect(Object.fromEntries(last ?? [])).toMatchObject({
      status: 'Pending',
      paymentMethod: 'COD',
      pincode: '560001',
      q: '9876543210',
      page: '1',
    });
    expect(router.state.location.search).toContain('status=Pending');
    expect(router.state.location.search).not.toContain('page=2');
  });

  it('sorts on the server when a sortable header is pressed', async () => {
    signInAs('staff');
    const calls = mockFetch({ 'GET /api/admin/orders': () => page() });
    renderRoute(<OrdersListPage />, { path: '/orders' });
    await screen.findByText('asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: /Total/ }));
    await screen.findByText('asha@example.com');
    const last = calls.at(-1)?.url.searchParams;
    expect(last?.get('sort')).toBe('total');
  });

  it('offers "Try again" when the orders cannot be loaded, and loads them on a retry', async () => {
    signInAs('readonly');
    let calls = 0;
    mockFetch({
      'GET /api/admin/orders': () => {
        calls += 1;
        return calls === 1
          ? json(503, { success: false, message: 'The shop is busy. Please try again.' })
          : page();
      },
    });
    renderRoute(<OrdersListPage />, { path: '/orders' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop is busy. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
  });
});
