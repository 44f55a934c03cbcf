import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExchangeMsg, type AdminExchange } from '@vastra/contracts/exchange';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { adminOrder, ORDER_ID } from '@/test/order-fixtures';
import { OrderDetailsPage } from '../components/order-details-page';

const X_ID = '64b00000000000000000e001';
const exchange = (over: Partial<AdminExchange> = {}): AdminExchange => ({
  _id: X_ID,
  orderId: ORDER_ID,
  itemId: '64b0000000000000000000i1',
  productId: '64b0000000000000000000p1',
  name: 'Linen Shirt',
  image: null,
  fromSize: 'M',
  toSize: 'L',
  status: 'Exchange requested',
  timeline: [
    { status: 'Exchange requested', at: new Date().toISOString(), note: 'Size M for size L' },
  ],
  rejectReason: null,
  shipment: null,
  createdAt: new Date().toISOString(),
  actions: ['approve', 'reject'],
  orderRef: ORDER_ID.slice(-8).toUpperCase(),
  ...over,
});

function mock(current: () => AdminExchange) {
  return mockFetch({
    [`GET /api/admin/orders/${ORDER_ID}`]: () => ({
      success: true,
      data: adminOrder({ status: 'Delivered' }),
    }),
    'GET /api/admin/exchanges': () => ({ success: true, data: [current()] }),
    [`POST /api/admin/exchanges/${X_ID}/actions`]: () => ({
      success: true,
      message: ExchangeMsg.done.approve,
      data: current(),
    }),
  });
}

const open = () =>
  renderRoute(<OrderDetailsPage />, { path: `/orders/${ORDER_ID}`, routePath: '/orders/:id' });

describe('exchange requests on the order page', () => {
  it('shows the size asked for and lets staff approve', async () => {
    signInAs('staff');
    let x = exchange();
    const calls = mock(() => x);
    const user = userEvent.setup();
    open();
    const row = await screen.findByRole('listitem', { name: 'Exchange of Linen Shirt' });
    expect(row).toHaveTextContent('size M → size L');
    x = exchange({ status: 'Exchange approved', actions: ['pickedUp'] });
    await user.click(within(row).getByRole('button', { name: 'Approve exchange' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { action: 'approve' },
      ]),
    );
    expect(await within(row).findByRole('button', { name: 'Mark picked up' })).toBeInTheDocument();
    expect(within(row).getByTestId('exchange-status')).toHaveTextContent('Exchange approved');
  });

  it('asks a reason before rejecting', async () => {
    signInAs('owner');
    const calls = mock(() => exchange());
    const user = userEvent.setup();
    open();
    const row = await screen.findByRole('listitem', { name: 'Exchange of Linen Shirt' });
    await user.click(within(row).getByRole('button', { name: 'Reject exchange' }));
    const form = within(row).getByLabelText('Reason for rejecting').closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Reject exchange' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      ExchangeMsg.rejectReasonRequired,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(row).getByLabelText('Reason for rejecting'), 'Worn');
    await user.click(within(form).getByRole('button', { name: 'Reject exchange' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { action: 'reject', reason: 'Worn' },
      ]),
    );
  });

  it('shows read-only staff the request without actions', async () => {
    signInAs('readonly');
    mock(() => exchange());
    open();
    const row = await screen.findByRole('listitem', { name: 'Exchange of Linen Shirt' });
    expect(row).toHaveTextContent('Exchange requested');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});
