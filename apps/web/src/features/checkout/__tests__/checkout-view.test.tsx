import {
  Msg,
  OrderLimitMsg,
  type Address,
  type CreatePaymentOrderResponse,
  type PlaceOrderResponse,
  type SimulatorFailResponse,
  type SimulatorPayResponse,
} from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { cartBody, cartItem, order, savedAddress } from '@/test/fixtures/commerce';
import { renderRoute, signIn, findToast } from '@/test/render';
import { server } from '@/test/server';
import { CheckoutView } from '../components/checkout-view';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  delete window.Razorpay;
});
afterAll(() => server.close());
beforeEach(() => signIn());

const address: Address = savedAddress({ isDefault: true });
const other: Address = {
  ...address,
  _id: '64b0000000000000000000a2',
  name: 'Office',
  isDefault: false,
};
const shirt = cartItem({ name: 'Linen Shirt', price: 400, quantity: 2 }); // mrp 500 each

const paymentOrder = (simulated: boolean): CreatePaymentOrderResponse => ({
  success: true,
  id: 'order_SIM123',
  amount: 90000,
  currency: 'INR',
  keyId: simulated ? 'rzp_test_simulated' : 'rzp_test_real',
  receipt: 'rcpt_1',
  simulated,
});
const paid: SimulatorPayResponse = {
  success: true,
  razorpay_order_id: 'order_SIM123',
  razorpay_payment_id: 'pay_SIM456',
  razorpay_signature: 'abcdef0123',
};
const placed = (): PlaceOrderResponse => ({
  success: true,
  message: 'Order placed',
  order: order(),
});

interface Recorder {
  orders: { body: Record<string, unknown>; key: string | null }[];
  paymentOrders: unknown[];
  verified: unknown[];
  simulator: string[];
}

function mockApi({
  addresses = [address, other],
  items = [shirt],
  simulated = true,
} = {}): Recorder {
  const rec: Recorder = { orders: [], paymentOrders: [], verified: [], simulator: [] };
  let bag = items;
  server.use(
    http.get('/api/cart', () => HttpResponse.json(cartBody(bag))),
    http.get('/api/address', () => HttpResponse.json({ success: true, data: addresses })),
    http.get('/api/orders/me', () => HttpResponse.json({ success: true, orders: [] })),
    http.post('/api/orders/razorpay-order', async ({ request }) => {
      rec.paymentOrders.push(await request.json());
      return HttpResponse.json(paymentOrder(simulated));
    }),
    // Every pincode is delivered to, with cash on delivery (delivery-notice.test.tsx: the others).
    http.post('/api/xpressbees/pincode', async ({ request }) => {
      const { pincode } = (await request.json()) as { pincode: string };
      return HttpResponse.json({
        success: true,
        pincode,
        serviceable: true,
        eta: 3,
        cod: true,
        source: 'dataset',
      });
    }),
    http.post('/api/payments/simulator/:id/pay', ({ params }) => {
      rec.simulator.push(`pay ${String(params.id)}`);
      return HttpResponse.json(paid);
    }),
    http.post('/api/payments/simulator/:id/fail', ({ params }) => {
      rec.simulator.push(`fail ${String(params.id)}`);
      const body: SimulatorFailResponse = {
        success: true,
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your card was declined.',
          reason: 'payment_failed',
          metadata: { order_id: 'order_SIM123', payment_id: 'pay_X' },
        },
      };
      return HttpResponse.json(body);
    }),
    http.post('/api/orders/razorpay/verify', async ({ request }) => {
      rec.verified.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Payment verified.', verified: true });
    }),
    http.post('/api/orders', async ({ request }) => {
      rec.orders.push({
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('Idempotency-Key'),
      });
      await delay(20);
      bag = [];
      return HttpResponse.json(placed(), { status: 201 });
    }),
  );
  return rec;
}

const renderCheckout = () =>
  renderRoute(<CheckoutView />, {
    path: '/checkout',
    routes: [{ path: '/account/orders', element: <p>My Orders page</p> }],
  });

async function ready() {
  const user = userEvent.setup();
  const view = renderCheckout();
  await screen.findByRole('radiogroup', { name: 'Delivery address' });
  return { user, ...view };
}

describe('checkout', () => {
  it('preselects the default address and Online, and shows the price details by the checkout reading', async () => {
    mockApi();
    await ready();
    expect(screen.getByRole('radio', { name: /Asha Rao, 12 MG Road/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
    const details = screen.getByRole('region', { name: /Price Details/ });
    expect(within(details).getByText('Total MRP').nextSibling).toHaveTextContent('₹1,000');
    expect(within(details).getByText('Discount on MRP').nextSibling).toHaveTextContent('₹200');
    // ₹800 is below ₹999: delivery ₹100 (the cart screen would say ₹99)
    expect(within(details).getByText('Delivery').nextSibling).toHaveTextContent('₹100');
    expect(within(details).getByText('Total Amount').nextSibling).toHaveTextContent('₹900');
  });

  it("without a saved address: 'Please select an address before proceeding.', then + Add New Address adds one in a dialog and selects it, staying in the checkout", async () => {
    mockApi({ addresses: [] });
    const saved: Address = { ...address, _id: '64b0000000000000000000a9', name: 'Home' };
    const posted: unknown[] = [];
    let list: Address[] = [];
    server.use(
      http.get('/api/address', () => HttpResponse.json({ success: true, data: list })),
      http.post('/api/address', async ({ request }) => {
        posted.push(await request.json());
        list = [saved];
        return HttpResponse.json(
          { success: true, message: 'Address added successfully', data: saved },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const { router } = renderCheckout();
    const add = await screen.findByRole('button', { name: '+ Add New Address' });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await findToast(Msg.selectAddress, 'error');
    // Checkout's toasts close after the account screens' 1000 ms.
    expect(error).toHaveBeenCalledWith(Msg.selectAddress, ACCOUNT_TOAST_MS);

    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    // The same form as the account page; its first field has focus and the shopper's name.
    expect(within(dialog).getByLabelText('Full Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Asha Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Add Address' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(Msg.addressRequiredFields),
    );
    expect(posted).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.type(within(dialog).getByLabelText('Full Name'), 'Home');
    await user.type(within(dialog).getByLabelText('Phone'), '98765-43210');
    await user.type(within(dialog).getByLabelText('Address'), '12 MG Road');
    await user.type(within(dialog).getByLabelText('City'), 'Bengaluru');
    await user.type(within(dialog).getByLabelText('State'), 'Karnataka');
    await user.type(within(dialog).getByLabelText('Zipcode'), '560001');
    await user.click(within(dialog).getByRole('button', { name: 'Add Address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      {
        name: 'Home',
        phone: '9876543210',
        address: '12 MG Road',
        landmark: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipcode: '560001',
        country: 'India',
      },
    ]);
    expect(await screen.findByRole('radio', { name: /Home, 12 MG Road/ })).toBeChecked();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('edits a saved address in a dialog and selects it', async () => {
    mockApi();
    const updates: unknown[] = [];
    server.use(
      http.put('/api/address/:id', async ({ request, params }) => {
        updates.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({
          success: true,
          message: 'Address updated successfully',
          data: { ...other, city: 'Mysuru' },
        });
      }),
    );
    const { user } = await ready();
    expect(screen.getByRole('radio', { name: /Asha Rao, 12 MG Road/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Edit Office, 12 MG Road/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    const city = within(dialog).getByLabelText('City');
    expect(city).toHaveValue('Bengaluru');
    await user.clear(city);
    await user.type(city, 'Mysuru');
    await user.click(within(dialog).getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates).toEqual([
      { id: other._id, body: expect.objectContaining({ city: 'Mysuru', name: 'Office' }) },
    ]);
    expect(screen.getByRole('radio', { name: /Office, 12 MG Road/ })).toBeChecked();
  });

  it('with an empty bag (Back after an order): goes to the bag, never offers Place Order', async () => {
    const rec = mockApi({ items: [] });
    const { router } = renderRoute(<CheckoutView />, {
      path: '/checkout',
      routes: [{ path: '/cart', element: <p>Bag page</p> }],
    });
    expect(await screen.findByText('Bag page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(rec.orders).toHaveLength(0);
  });

  it('COD refused by the limits: the server message stays inline by Place Order', async () => {
    mockApi();
    const refusal = OrderLimitMsg.codOpenOrders(3, 3);
    server.use(
      http.post('/api/orders', () =>
        HttpResponse.json({ success: false, message: refusal, code: 'COD_LIMIT' }, { status: 409 }),
      ),
    );
    const { user, router } = await ready();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await findToast(refusal, 'error');
    expect(screen.getByTestId('place-order-error')).toHaveTextContent(
      'You already have 3 cash-on-delivery orders on the way',
    );
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('COD: creates the order once (double click), with an Idempotency-Key, then goes to My Orders', async () => {
    const rec = mockApi();
    const { user, router } = await ready();
    await user.click(screen.getByRole('radio', { name: /Office/ }));
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    const button = screen.getByRole('button', { name: 'Place Order' });
    await user.dblClick(button);
    expect(await screen.findByText(Msg.orderPlacedCod)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/orders'));
    // My Orders replaces the checkout: Back does not reopen it.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(rec.orders).toHaveLength(1);
    expect(rec.orders[0]!.body).toEqual({
      products: [{ productId: shirt.product._id, size: 'M', quantity: 2 }],
      addressId: other._id,
      currency: 'INR',
      paymentMethod: 'COD',
    });
    expect(rec.orders[0]!.key).toMatch(/^checkout-[\w-]{8,}$/);
  });

  it("COD failure shows the server's message and stays", async () => {
    mockApi();
    server.use(
      http.post('/api/orders', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Cash on delivery is not available for 560001.',
            code: 'CONFLICT',
          },
          { status: 409 },
        ),
      ),
    );
    const { user, router } = await ready();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText('Cash on delivery is not available for 560001.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  describe('Online with the simulated gateway', () => {
    it('Pay: verifies, creates the order with the payment ids, empties the bag and goes to My Orders', async () => {
      const rec = mockApi();
      const { user, router, client } = await ready();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
      expect(within(dialog).getByText('₹900')).toBeInTheDocument();
      // Behind the modal dialog, so hidden from the accessibility tree.
      expect(screen.getByRole('button', { name: 'Placing Order...', hidden: true })).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Pay ₹900' }));
      expect(await screen.findByText(Msg.orderPlaced)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/orders'));
      // The payment is for the chosen address (the server checks it delivers there).
      expect(rec.paymentOrders).toEqual([{ addressId: address._id }]);
      expect(rec.simulator).toEqual(['pay order_SIM123']);
      expect(rec.verified).toEqual([
        {
          razorpay_order_id: 'order_SIM123',
          razorpay_payment_id: 'pay_SIM456',
          razorpay_signature: 'abcdef0123',
        },
      ]);
      expect(rec.orders).toHaveLength(1);
      expect(rec.orders[0]!.body).toMatchObject({
        paymentMethod: 'Online',
        addressId: address._id,
        razorpay_payment_id: 'pay_SIM456',
      });
      expect(client.getQueryData<{ items: unknown[] }>(['cart'])?.items).toEqual([]);
    });

    it("Fail: 'Payment failed: {description}' and no order", async () => {
      const rec = mockApi();
      const { user, router } = await ready();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
      await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
      await findToast(Msg.paymentFailed('Your card was declined.'), 'error');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(rec.verified).toHaveLength(0);
      expect(rec.orders).toHaveLength(0);
      expect(router.state.location.pathname).toBe('/checkout');
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
      // Also inline by Place Order, where it stays (the toast goes) until the next attempt.
      expect(screen.getByTestId('place-order-error')).toHaveTextContent(
        Msg.paymentFailed('Your card was declined.'),
      );
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await screen.findByRole('dialog', { name: 'Test payment' });
      expect(screen.queryByTestId('place-order-error')).not.toBeInTheDocument();
    });

    it("Close: 'Payment was cancelled.' and no order", async () => {
      const rec = mockApi();
      const { user } = await ready();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
      await user.click(within(dialog).getByRole('button', { name: 'Close without paying' }));
      expect(await screen.findByText(Msg.paymentCancelled)).toBeInTheDocument();
      expect(rec.simulator).toEqual([]);
      expect(rec.orders).toHaveLength(0);
    });

    it("a refused signature: 'Payment verification failed' and no order", async () => {
      const rec = mockApi();
      server.use(
        http.post('/api/orders/razorpay/verify', () =>
          HttpResponse.json(
            { success: false, message: Msg.paymentVerificationFailed, code: 'BAD_REQUEST' },
            { status: 400 },
          ),
        ),
      );
      const { user } = await ready();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: /^Pay/ }),
      );
      expect(await screen.findByText(Msg.paymentVerificationFailed)).toBeInTheDocument();
      expect(rec.orders).toHaveLength(0);
    });

    it("the payment order cannot be created: 'Failed to initiate payment.'", async () => {
      mockApi();
      server.use(
        http.post('/api/orders/razorpay-order', () => new HttpResponse(null, { status: 503 })),
      );
      const { user } = await ready();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText(Msg.paymentInitFailed)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('Online with Razorpay Checkout', () => {
    type Options = {
      key: string;
      order_id: string;
      amount: number;
      handler: (r: unknown) => void;
      modal?: { ondismiss?: () => void };
    };
    function fakeRazorpay(behave: (opts: Options, failed: (d: string) => void) => void) {
      const seen: Options[] = [];
      window.Razorpay = class {
        private failedCb: (r: { error?: { description?: string } }) => void = () => {};
        constructor(private readonly opts: Options) {
          seen.push(opts);
        }
        on(_event: string, cb: (r: { error?: { description?: string } }) => void) {
          this.failedCb = cb;
        }
        open() {
          setTimeout(
            () => behave(this.opts, (description) => this.failedCb({ error: { description } })),
            0,
          );
        }
      } as unknown as NonNullable<typeof window.Razorpay>;
      return seen;
    }

    it('opens Checkout with the server key and order, then verifies and places the order', async () => {
      const rec = mockApi({ simulated: false });
      const seen = fakeRazorpay((opts) =>
        opts.handler({
          razorpay_order_id: opts.order_id,
          razorpay_payment_id: 'pay_REAL1',
          razorpay_signature: 'ff00',
        }),
      );
      const { user, router } = await ready();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText(Msg.orderPlaced)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/orders'));
      expect(seen[0]).toMatchObject({
        key: 'rzp_test_real',
        order_id: 'order_SIM123',
        amount: 90000,
      });
      expect(rec.verified).toEqual([
        {
          razorpay_order_id: 'order_SIM123',
          razorpay_payment_id: 'pay_REAL1',
          razorpay_signature: 'ff00',
        },
      ]);
      expect(rec.orders).toHaveLength(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("payment.failed: 'Payment failed: {description}'", async () => {
      const rec = mockApi({ simulated: false });
      fakeRazorpay((_opts, failed) => failed('Bank server is down.'));
      const { user } = await ready();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText('Payment failed: Bank server is down.')).toBeInTheDocument();
      expect(rec.orders).toHaveLength(0);
    });

    it("dismissed: 'Payment was cancelled.'", async () => {
      const rec = mockApi({ simulated: false });
      fakeRazorpay((opts) => opts.modal?.ondismiss?.());
      const { user } = await ready();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText(Msg.paymentCancelled)).toBeInTheDocument();
      expect(rec.orders).toHaveLength(0);
    });
  });
});
