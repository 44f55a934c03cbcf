import { Msg, type Address, type PincodeResponse } from '@vastra/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartBody, cartItem, order, savedAddress } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { CheckoutView } from '../components/checkout-view';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => signIn());

const home: Address = savedAddress({ isDefault: true });
const nowhere: Address = savedAddress({
  _id: '64b0000000000000000000a2',
  name: 'Nowhere',
  zipcode: '999999',
});
const island: Address = savedAddress({
  _id: '64b0000000000000000000a3',
  name: 'Island',
  city: 'Port Blair',
  state: 'Andaman & Nicobar Islands',
  zipcode: '744101',
});

const answers: Record<string, Omit<PincodeResponse, 'success' | 'pincode'>> = {
  '560001': { serviceable: true, eta: 2, cod: true, source: 'dataset' },
  '999999': { serviceable: false, eta: null, cod: false, source: 'dataset' },
  '744101': { serviceable: true, eta: 7, cod: false, source: 'dataset' },
};

function mockApi() {
  const sent = { payments: [] as unknown[], orders: [] as Record<string, unknown>[] };
  server.use(
    http.get('/api/cart', () => HttpResponse.json(cartBody([cartItem({ price: 400 })]))),
    http.get('/api/address', () =>
      HttpResponse.json({ success: true, data: [home, nowhere, island] }),
    ),
    http.post('/api/xpressbees/pincode', async ({ request }) => {
      const { pincode } = (await request.json()) as { pincode: string };
      return HttpResponse.json({ success: true, pincode, ...answers[pincode] });
    }),
    http.post('/api/orders/razorpay-order', async ({ request }) => {
      sent.payments.push(await request.json());
      return HttpResponse.json({ success: false, message: 'stop here' }, { status: 503 });
    }),
    http.post('/api/orders', async ({ request }) => {
      sent.orders.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ success: true, message: 'ok', order: order() }, { status: 201 });
    }),
  );
  return sent;
}

async function ready() {
  const user = userEvent.setup();
  renderRoute(<CheckoutView />, { path: '/checkout' });
  await screen.findByRole('radiogroup', { name: 'Delivery address' });
  return user;
}

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

describe('checkout: delivery to the chosen address', () => {
  it('says under the address when it cannot be delivered to, and Place Order stays disabled', async () => {
    // Timers keep pace with the clock, and the test can jump ahead of it (below).
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const sent = mockApi();
    const user = await ready();
    expect(await screen.findByText('Delivery to 560001 in 2 days.')).toBeInTheDocument();
    expect(placeOrder()).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: /^Nowhere/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(Msg.pincodeNotServiceable);
    expect(alert).toHaveTextContent('We cannot deliver to 999999');
    expect(placeOrder()).toBeDisabled();
    expect(placeOrder()).toHaveAccessibleDescription(alert.textContent ?? '');
    // The message stays (it is not a toast that goes away): still there 10 s later.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent(Msg.pincodeNotServiceable);
    expect(sent.payments).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /^Asha Rao/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(placeOrder()).toBeEnabled();
  });

  it('offers only Online where cash on delivery is not available, and pays for that address', async () => {
    const sent = mockApi();
    const user = await ready();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('radio', { name: /^Island/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cash on delivery is not available for pincode 744101. Please pay online.',
    );
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
    expect(placeOrder()).toBeEnabled();

    await user.click(placeOrder());
    await waitFor(() => expect(sent.payments).toEqual([{ addressId: island._id }]));
    expect(sent.orders).toEqual([]);
  });
});
