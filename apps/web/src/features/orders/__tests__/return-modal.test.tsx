import {
  LifecycleMsg,
  orderMoney,
  RETURN_MAX_PHOTOS,
  returnQuote,
  toRupees,
  type Order,
} from '@vastra/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { OrderDetails } from '../components/order-details';

let previews = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = vi.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

const delivered = order({
  status: 'Delivered',
  deliveredAt: new Date().toISOString(),
  canCancel: false,
  canReturn: true,
  items: [
    { ...order().items[0]!, _id: '64b0000000000000000000i1', name: 'Linen Shirt' },
    { ...order().items[0]!, _id: '64b0000000000000000000i2', name: 'Denim Jacket', quantity: 1 },
  ],
});

/** Paid online with SAVE10 (10 % off a bag of ₹2,500 or more): ₹350 shared ₹200 / ₹150. */
const withCoupon = order({
  status: 'Delivered',
  deliveredAt: new Date().toISOString(),
  canCancel: false,
  canReturn: true,
  paymentMethod: 'Online',
  paymentId: 'order_Coupon000001',
  items: [
    {
      ...order().items[0]!,
      _id: '64b0000000000000000000c1',
      name: 'Linen Shirt',
      price: 1000,
      quantity: 2,
      lineTotal: 2000,
      couponShare: 20000,
    },
    {
      ...order().items[0]!,
      _id: '64b0000000000000000000c2',
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
});

function mockApi(shown: Order = delivered) {
  const sent: FormData[] = [];
  server.use(
    http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: shown })),
    http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
    http.post('/api/orders/:id/return', async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json({
        success: true,
        message: LifecycleMsg.returnRequested,
        order: { ...shown, status: 'Return requested', canReturn: false },
      });
    }),
  );
  return sent;
}

const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });

describe('request a return', () => {
  it('tells the shopper the request was received even when the dialog has gone meanwhile', async () => {
    // The dialog goes as soon as the refetched order no longer offers a return, which on a busy
    // phone can come before the answer is told; here the shopper leaves the page while it is sent.
    let received = false;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: delivered })),
      http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
      http.post('/api/orders/:id/return', async () => {
        received = true;
        await answered;
        return HttpResponse.json({
          success: true,
          message: LifecycleMsg.returnRequested,
          order: { ...delivered, status: 'Return requested', canReturn: false },
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute(<OrderDetails orderId={delivered._id} />, {
      path: `/account/orders/${delivered._id}`,
      routes: [{ path: '/', element: <p>Home</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Request return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request return' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Linen Shirt/ }));
    await user.selectOptions(
      within(dialog).getByLabelText('Reason for the return'),
      'Size or fit is not right',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(received).toBe(true));
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText(LifecycleMsg.returnRequested)).toBeInTheDocument();
  });

  it('asks for items first, then sends the chosen lines and photos (some removed)', async () => {
    const sent = mockApi();
    const user = userEvent.setup();
    renderRoute(<OrderDetails orderId={delivered._id} />, {
      path: `/account/orders/${delivered._id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Request return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request return' });

    await user.click(within(dialog).getByRole('checkbox', { name: /Linen Shirt/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Denim Jacket/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LifecycleMsg.chooseItems);
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: /Denim Jacket/ }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    const picker = within(dialog).getByLabelText('Add photos (optional)');
    await user.upload(picker, [photo('a.jpg'), photo('b.jpg')]);
    await user.upload(picker, [photo('c.jpg'), photo('d.jpg')]);
    const previewsShown = within(dialog).getAllByRole('img', { name: /^Preview of photo/ });
    expect(previewsShown).toHaveLength(RETURN_MAX_PHOTOS);
    expect(picker).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(dialog).getAllByRole('img', { name: /^Preview of photo/ })).toHaveLength(
      RETURN_MAX_PHOTOS - 1,
    );

    await user.selectOptions(
      within(dialog).getByLabelText('Reason for the return'),
      'Item is damaged or defective',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0]!;
    expect(form.get('reason')).toBe('Item is damaged or defective');
    expect(JSON.parse(String(form.get('items')))).toEqual([
      { itemId: '64b0000000000000000000i2', quantity: 1 },
    ]);
    const contents = await Promise.all(form.getAll('image').map((f) => (f as Blob).text()));
    expect(contents).toEqual(['b.jpg', 'c.jpg']);
    expect(await screen.findByText(LifecycleMsg.returnRequested)).toBeInTheDocument();
  });

  it('states the exact refund of a coupon order returned in part, as the ledger prices it', async () => {
    const sent = mockApi(withCoupon);
    const user = userEvent.setup();
    renderRoute(<OrderDetails orderId={withCoupon._id} />, {
      path: `/account/orders/${withCoupon._id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Request return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request return' });
    const refund = () => within(dialog).getByTestId('return-refund-lines');

    // Everything comes back: all that was paid.
    expect(refund()).toHaveTextContent(LifecycleMsg.returnRefund(3150));
    expect(refund()).toHaveTextContent(LifecycleMsg.returnPaidOnline);

    // Only the jacket: the shirts kept (₹2,000) no longer meet SAVE10's ₹2,500 minimum.
    await user.click(within(dialog).getByRole('checkbox', { name: /Linen Shirt/ }));
    const jacketOnly = returnQuote(orderMoney(withCoupon), [
      { itemId: '64b0000000000000000000c2', quantity: 1 },
    ]);
    expect(jacketOnly).toMatchObject({ refundPaise: 115000, recoveredPaise: 20000 });
    expect(jacketOnly.refundPaise).toBeLessThan(150000); // below the jacket's list price
    expect(refund()).toHaveTextContent(LifecycleMsg.returnRefund(toRupees(jacketOnly.refundPaise)));
    expect(refund()).toHaveTextContent('You will be refunded ₹1,150.');
    expect(refund()).toHaveTextContent(
      'Coupon SAVE10: the offer no longer applies to the items you keep, so ₹200 of its discount is taken from this refund.',
    );
    expect(refund()).not.toHaveTextContent(/delivery charge/);

    // One shirt instead: what is kept still meets the minimum, so nothing is recovered.
    await user.click(within(dialog).getByRole('checkbox', { name: /Denim Jacket/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Linen Shirt/ }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Units of Linen Shirt to return' }),
      '1',
    );
    expect(refund()).toHaveTextContent('You will be refunded ₹900.');
    expect(refund()).not.toHaveTextContent(/SAVE10/);

    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(String(sent[0]!.get('items')))).toEqual([
      { itemId: '64b0000000000000000000c1', quantity: 1 },
    ]);
  });

  it('on a full return of a cash on delivery order, refunds delivery and says how it is paid', async () => {
    mockApi();
    const user = userEvent.setup();
    renderRoute(<OrderDetails orderId={delivered._id} />, {
      path: `/account/orders/${delivered._id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Request return' }));
    const lines = within(screen.getByRole('dialog', { name: 'Request return' })).getByTestId(
      'return-refund-lines',
    );
    expect(lines).toHaveTextContent('You will be refunded ₹1,300.');
    expect(lines).toHaveTextContent(LifecycleMsg.returnDeliveryRefunded(100));
    expect(lines).toHaveTextContent(LifecycleMsg.returnPaidCod);
  });
});
