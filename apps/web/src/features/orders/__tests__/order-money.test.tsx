import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@vastra/contracts';
import { order } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { OrderDetails } from '../components/order-details';
import { OrderMoney } from '../components/order-money';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

/** Paid online with SAVE10 (₹350 off ₹3,500, shared ₹200 / ₹150), free delivery. */
const couponOrder = order({
  status: 'Delivered',
  deliveredAt: '2026-03-08T10:00:00.000Z',
  canCancel: false,
  paymentMethod: 'Online',
  paymentId: 'order_Money0000001',
  items: [
    {
      ...order().items[0]!,
      _id: '64b0000000000000000000m1',
      name: 'Linen Shirt',
      price: 1000,
      quantity: 2,
      lineTotal: 2000,
      couponShare: 20000,
    },
    {
      ...order().items[0]!,
      _id: '64b0000000000000000000m2',
      name: 'Denim Jacket',
      price: 1500,
      quantity: 1,
      lineTotal: 1500,
      couponShare: 15000,
    },
  ],
  subtotal: 3500,
  couponDiscount: 350,
  coupon: {
    code: 'SAVE10',
    discount: 350,
    discountType: 'percent',
    discountValue: 10,
    maxDiscount: null,
    minOrderValue: 2500,
  },
  delivery: 0,
  total: 3150,
  money: { charged: 3150, captured: 3150, refunded: 0, owed: 0, feesKept: 0 },
});

/** The rows under the price lines, label → amount (a row's hint left out). */
function rows(): Record<string, string> {
  const dl = screen.getByLabelText('Paid and refunded');
  return Object.fromEntries(
    within(dl)
      .getAllByRole('term')
      .map((dt) => [dt.firstChild?.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
  );
}

describe('the order page money', () => {
  it('shows the coupon discount, delivery, the total and what was paid in the Payment box', async () => {
    server.use(
      http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: couponOrder })),
      http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
    );
    renderRoute(<OrderDetails orderId={couponOrder._id} />, {
      path: `/account/orders/${couponOrder._id}`,
    });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Coupon (SAVE10)−₹350');
    expect(payment).toHaveTextContent('DeliveryFree');
    expect(payment).toHaveTextContent('Total₹3,150');
    expect(within(payment).getByLabelText('Paid and refunded')).toBeInTheDocument();
    expect(rows()).toEqual({ Paid: '₹3,150' });
  });

  it('says what is to be paid on delivery for a cash on delivery order not yet delivered', () => {
    render(<OrderMoney order={order()} />);
    expect(rows()).toEqual({ 'To pay on delivery': '₹900' });
  });

  it('after a cancellation: the fee kept, the refund and what was paid in the end', () => {
    const cancelled: Order = order({
      status: 'Cancelled',
      paymentMethod: 'Online',
      paymentId: 'order_Money0000002',
      refund: {
        kind: 'cancellation',
        amount: 1169.1,
        fee: 129.9,
        status: 'refunded',
        refundId: 'rfnd_Money0001',
      },
      money: { charged: 1299, captured: 1299, refunded: 1169.1, owed: 0, feesKept: 129.9 },
    });
    render(<OrderMoney order={cancelled} />);
    expect(rows()).toEqual({
      Paid: '₹1,299',
      'Cancellation fee kept': '₹129.90',
      Refunded: '₹1,169.10',
      'Paid after refunds': '₹129.90',
    });
  });

  it('after a return in part: the offer recovered and the refund still to be paid, from the ledger when the answer has no money', () => {
    const returned: Order = {
      ...couponOrder,
      status: 'Returned',
      paymentMethod: 'COD',
      paymentId: null,
      refund: {
        kind: 'return',
        amount: 1150,
        fee: 0,
        recovered: 200,
        delivery: 0,
        status: 'bank-transfer',
        refundId: null,
      },
      money: { charged: 3150, captured: 3150, refunded: 0, owed: 1150, feesKept: 0 },
    };
    const { rerender } = render(<OrderMoney order={returned} />);
    const expected = {
      Paid: '₹3,150',
      'Offer recovered': '₹200',
      'To be refunded': '₹1,150',
      'Paid after refunds': '₹2,000',
    };
    expect(rows()).toEqual(expected);
    expect(screen.getByText('Coupon SAVE10 no longer applies to the items kept')).toBeVisible();
    expect(screen.getByText('to your bank account or UPI ID')).toBeVisible();

    rerender(<OrderMoney order={{ ...returned, money: undefined }} />);
    expect(rows()).toEqual(expected);
  });

  it('shows delivery refunded on a full return', () => {
    const full: Order = {
      ...order({ status: 'Returned', paymentMethod: 'Online', paymentId: 'order_Money0000003' }),
      refund: {
        kind: 'return',
        amount: 900,
        fee: 0,
        recovered: 0,
        delivery: 100,
        status: 'pending',
        refundId: null,
      },
    };
    render(<OrderMoney order={full} />);
    expect(rows()).toEqual({
      Paid: '₹900',
      'Delivery refunded': '₹100',
      'To be refunded': '₹900',
      'Paid after refunds': '₹0',
    });
  });
});
