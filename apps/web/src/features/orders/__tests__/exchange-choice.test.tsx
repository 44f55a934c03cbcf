import type { Order } from '@vastra/contracts';
import { ExchangeMsg, type Exchange } from '@vastra/contracts/exchange';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { OrderDetails } from '../components/order-details';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

const SHIRT = '64b0000000000000000000i1';
const JACKET = '64b0000000000000000000i2';
const delivered = order({
  status: 'Delivered',
  deliveredAt: new Date().toISOString(),
  canCancel: false,
  canReturn: true,
  items: [
    { ...order().items[0]!, _id: SHIRT, name: 'Linen Shirt', size: 'M', quantity: 1 },
    { ...order().items[0]!, _id: JACKET, name: 'Denim Jacket', size: 'L', quantity: 1 },
  ],
});

const requested = (itemId: string, toSize: string): Exchange => ({
  _id: '64b00000000000000000e001',
  orderId: delivered._id,
  itemId,
  productId: delivered.items[0]!.productId,
  name: 'Linen Shirt',
  image: null,
  fromSize: 'M',
  toSize,
  status: 'Exchange requested',
  timeline: [{ status: 'Exchange requested', at: new Date().toISOString(), note: '' }],
  rejectReason: null,
  shipment: null,
  createdAt: new Date().toISOString(),
});

function mockApi(options: { itemId: string; sizes: string[] }[], shown: Order = delivered) {
  const sent: unknown[] = [];
  let exchanges: Exchange[] = [];
  server.use(
    http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: shown })),
    http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
    http.get('/api/orders/:id/exchanges', () =>
      HttpResponse.json({ success: true, exchanges, options: exchanges.length ? [] : options }),
    ),
    http.post('/api/orders/:id/exchange', async ({ request }) => {
      const body = (await request.json()) as { itemId: string; size: string };
      sent.push(body);
      exchanges = [requested(body.itemId, body.size)];
      return HttpResponse.json(
        { success: true, message: ExchangeMsg.requested, exchange: exchanges[0] },
        { status: 201 },
      );
    }),
  );
  return sent;
}

async function openReturn() {
  const user = userEvent.setup();
  renderRoute(<OrderDetails orderId={delivered._id} />, {
    path: `/account/orders/${delivered._id}`,
  });
  await user.click(await screen.findByRole('button', { name: 'Request return' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Request return' }) };
}

describe('exchange for another size, beside the return', () => {
  it('is disabled, saying why, when no other size is in stock', async () => {
    const sent = mockApi([
      { itemId: SHIRT, sizes: [] },
      { itemId: JACKET, sizes: [] },
    ]);
    const { dialog } = await openReturn();
    const button = within(dialog).getByRole('button', { name: 'Exchange for another size' });
    expect(await within(dialog).findByText(ExchangeMsg.noOtherSize)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(ExchangeMsg.noOtherSize);
    expect(sent).toEqual([]);
  });

  it('offers only the sizes in stock, sends the chosen one, then shows the exchange', async () => {
    const sent = mockApi([
      { itemId: SHIRT, sizes: ['S', 'L'] },
      { itemId: JACKET, sizes: [] },
    ]);
    const { user, dialog } = await openReturn();
    const button = within(dialog).getByRole('button', { name: 'Exchange for another size' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(dialog).queryByText(ExchangeMsg.noOtherSize)).not.toBeInTheDocument();
    await user.click(button);

    const exchange = screen.getByRole('dialog', { name: 'Exchange for another size' });
    expect(within(exchange).getByText('Linen Shirt (M)')).toBeInTheDocument();
    const sizes = within(exchange).getByLabelText('New size');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['S', 'L']);
    await user.selectOptions(sizes, 'L');
    await user.click(within(exchange).getByRole('button', { name: 'Request exchange' }));
    await waitFor(() => expect(sent).toEqual([{ itemId: SHIRT, size: 'L' }]));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Exchange for another size' }),
      ).not.toBeInTheDocument(),
    );
    const shown = await screen.findByRole('list', { name: 'Exchange of Linen Shirt' });
    expect(
      within(shown).getByText('Exchange requested — your new size is kept for you'),
    ).toBeInTheDocument();
    expect(within(shown).getByText(/Exchange completed/)).toBeInTheDocument();
  });

  it('goes back to the return form', async () => {
    mockApi([{ itemId: SHIRT, sizes: ['L'] }]);
    const { user, dialog } = await openReturn();
    const button = within(dialog).getByRole('button', { name: 'Exchange for another size' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const exchange = screen.getByRole('dialog', { name: 'Exchange for another size' });
    await user.click(within(exchange).getByRole('button', { name: 'Back to return' }));
    expect(await screen.findByRole('dialog', { name: 'Request return' })).toBeInTheDocument();
  });
});
