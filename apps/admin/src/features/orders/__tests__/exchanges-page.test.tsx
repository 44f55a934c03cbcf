import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXCHANGE_STATUS_WORDING, type AdminExchange } from '@vastra/contracts/exchange';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, signInAs } from '@/test/render';
import { ExchangesPage } from '../components/exchanges-page';

const ORDER = '64b0000000000000000000b7';
const row = (n: number, over: Partial<AdminExchange> = {}): AdminExchange => ({
  _id: `64b00000000000000000e00${n}`,
  orderId: ORDER,
  itemId: '64b0000000000000000000a1',
  productId: '64b0000000000000000000a2',
  name: `Linen Shirt ${n}`,
  image: null,
  fromSize: 'M',
  toSize: 'L',
  status: 'Exchange requested',
  timeline: [],
  rejectReason: null,
  shipment: null,
  createdAt: new Date(Date.UTC(2026, 10, n)).toISOString(),
  actions: ['approve', 'reject'],
  orderRef: ORDER.slice(-8).toUpperCase(),
  ...over,
});

describe('the exchanges list', () => {
  it('lists exchanges newest first with the state’s wording, linked to the order, by state and page', async () => {
    signInAs('readonly');
    const calls = mockFetch({
      'GET /api/admin/exchanges': ({ url }) => {
        const status = url.searchParams.get('status');
        const rows = status
          ? [row(2, { status: 'Picked up', actions: ['ship'] })]
          : [row(3), row(2, { status: 'Picked up', actions: ['ship'] })];
        return {
          success: true,
          data: rows,
          pagination: { page: 1, limit: 20, total: status ? 1 : 25, pages: status ? 1 : 2 },
        };
      },
    });
    const user = userEvent.setup();
    renderRoute(<ExchangesPage />, { path: '/exchanges' });
    const table = await screen.findByRole('table', { name: 'Exchanges' });
    const first = await within(table).findByRole('row', { name: /Linen Shirt 3/ });
    expect(first).toHaveTextContent('size M → size L');
    expect(first).toHaveTextContent(EXCHANGE_STATUS_WORDING['Exchange requested']);
    expect(
      within(first).getByRole('link', { name: `#${ORDER.slice(-8).toUpperCase()}` }),
    ).toHaveAttribute('href', `/orders/${ORDER}`);
    expect(calls[0]!.url.searchParams.get('page')).toBe('1');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('20');
    expect(calls[0]!.url.searchParams.has('status')).toBe(false);

    await user.selectOptions(screen.getByLabelText('State'), 'Picked up');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('Picked up'));
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Linen Shirt 3/ })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('row', { name: /Linen Shirt 2/ })).toHaveTextContent(
      EXCHANGE_STATUS_WORDING['Picked up'],
    );
  });
});
