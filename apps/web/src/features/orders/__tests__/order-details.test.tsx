import { Msg, type Review, type ReviewsByOrderResponse } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { OrderDetails } from '../components/order-details';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

const theOrder = order({
  status: 'Delivered',
  deliveredAt: '2026-03-08T10:00:00.000Z',
  canCancel: false,
  paymentMethod: 'Online',
  items: [
    {
      ...order().items[0]!,
      name: 'Linen Shirt',
      productId: '64b0000000000000000000p1',
      quantity: 2,
      price: 400,
      lineTotal: 800,
    },
    {
      ...order().items[0]!,
      _id: '64b0000000000000000000i2',
      name: 'Denim Jacket',
      productId: '64b0000000000000000000p2',
      quantity: 1,
      price: 1999,
      lineTotal: 1999,
      size: 'L',
    },
  ],
  subtotal: 2799,
  delivery: 0,
  total: 2799,
});
const jacketReview: Review = {
  _id: '64b0000000000000000000r1',
  productId: '64b0000000000000000000p2',
  orderId: theOrder._id,
  rating: 4,
  comment: 'Warm and well cut.',
  user: { name: 'Asha Rao' },
  date: '2026-03-12T00:00:00.000Z',
  createdAt: '2026-03-12T00:00:00.000Z',
  verified: true,
  helpful: 0,
  votedHelpful: false,
  image: '/uploads/abc.webp',
};

function mockApi() {
  const submitted: Record<string, FormDataEntryValue>[] = [];
  let shirtReviewed = false;
  server.use(
    http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: theOrder })),
    http.get('/api/orders/me', () => HttpResponse.json({ success: true, orders: [theOrder] })),
    http.get('/api/review/byOrder/:orderId', () => {
      const body: ReviewsByOrderResponse = {
        success: true,
        data: {
          orderId: theOrder._id,
          products: [
            {
              productId: '64b0000000000000000000p1',
              hasReviewed: shirtReviewed,
              review: shirtReviewed
                ? {
                    ...jacketReview,
                    productId: '64b0000000000000000000p1',
                    comment: 'Fits well.',
                    image: null,
                  }
                : null,
            },
            { productId: '64b0000000000000000000p2', hasReviewed: true, review: jacketReview },
          ],
        },
      };
      return HttpResponse.json(body);
    }),
    http.get('/api/review/user/:productId', () => HttpResponse.json({ success: true, data: null })),
    http.get('/api/reviews/:productId', () => HttpResponse.json({ success: true, data: [] })),
    http.post('/api/reviews/create', async ({ request }) => {
      const form = await request.formData();
      submitted.push(Object.fromEntries(form.entries()));
      await delay(50);
      shirtReviewed = true;
      return HttpResponse.json(
        {
          success: true,
          message: 'Review submitted!',
          data: { ...jacketReview, productId: '64b0000000000000000000p1' },
        },
        { status: 201 },
      );
    }),
  );
  return submitted;
}

describe('order details', () => {
  it('shows every field, the status badge colour and the items with line totals', async () => {
    mockApi();
    renderRoute(<OrderDetails orderId={theOrder._id} />, {
      path: `/account/orders/${theOrder._id}`,
    });
    expect(screen.getByText(Msg.loadingOrderDetails)).toBeInTheDocument();
    expect(await screen.findByText(theOrder.orderId)).toBeInTheDocument();
    expect(screen.getByText('Placed on 5 March 2026')).toBeInTheDocument();
    expect(screen.getByTestId('order-status-badge')).toHaveTextContent('Delivered');
    expect(screen.getByTestId('order-status-badge')).toHaveClass('bg-green-100');
    const ship = screen.getByRole('region', { name: 'Shipping Address' });
    expect(ship).toHaveTextContent('Bengaluru, Karnataka - 560001');
    expect(ship).toHaveTextContent('Landmark: Near the metro');
    expect(ship).toHaveTextContent('Mobile: 9876543210');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Online');
    const items = screen.getByRole('region', { name: 'Items Ordered (3)' });
    const shirt = within(items).getByRole('listitem', { name: 'Linen Shirt' });
    expect(within(shirt).getByLabelText('Line total')).toHaveTextContent('₹800');
    expect(within(shirt).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      '/productdetails/64b0000000000000000000p1',
    );
    expect(within(items).getByText('Grand Total').nextSibling).toHaveTextContent('₹2,799');
    const jacket = within(items).getByRole('listitem', { name: 'Denim Jacket' });
    expect(await within(jacket).findByText('Reviewed')).toBeInTheDocument();
    expect(within(jacket).getByText('Warm and well cut.')).toBeInTheDocument();
    expect(within(jacket).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(jacket).getByRole('img', { name: 'Shared with your review' })).toHaveAttribute(
      'src',
      '/uploads/abc.webp',
    );
    expect(
      within(jacket).queryByRole('button', { name: 'Leave a Review' }),
    ).not.toBeInTheDocument();
  });

  it("says 'Order not found.' for an unknown order", async () => {
    server.use(
      http.get('/api/orders/:id', () =>
        HttpResponse.json(
          { success: false, message: 'Order not found', code: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
      http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
    );
    renderRoute(<OrderDetails orderId="64b0000000000000000000ff" />, {
      path: '/account/orders/64b0000000000000000000ff',
    });
    expect(await screen.findByText(Msg.orderNotFound)).toBeInTheDocument();
  });

  it('review modal: rating 5 by default, text required, photo preview, Submitting..., then Reviewed', async () => {
    const submitted = mockApi();
    const user = userEvent.setup();
    renderRoute(<OrderDetails orderId={theOrder._id} />, {
      path: `/account/orders/${theOrder._id}`,
    });
    const shirt = await screen.findByRole('listitem', { name: 'Linen Shirt' });
    await user.click(within(shirt).getByRole('button', { name: 'Leave a Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    const rating = within(dialog).getByLabelText('Rating');
    expect(rating).toHaveValue('5');
    expect(
      within(rating)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5 Stars', '4 Stars', '3 Stars', '2 Stars', '1 Star']);

    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(within(dialog).getByText('Review text is required.')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);

    await user.selectOptions(rating, '4');
    await user.type(within(dialog).getByLabelText(/Your Review/), 'Fits well.');
    const fit = within(dialog).getByRole('group', { name: 'How did it fit? (optional)' });
    expect(within(fit).getByRole('radio', { name: 'Not sure' })).toBeChecked();
    await user.click(within(fit).getByRole('radio', { name: 'Runs small' }));
    const photo = new File(['img'], 'shirt.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Add a photo (optional)'), photo);
    expect(within(dialog).getByRole('img', { name: 'Preview of your upload' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByText(Msg.reviewSubmitted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      productId: '64b0000000000000000000p1',
      orderId: theOrder._id,
      rating: '4',
      text: 'Fits well.',
      fit: 'small',
    });
    expect(submitted[0]!.image).toMatchObject({ type: 'image/png', size: 3 });
    const after = screen.getByRole('listitem', { name: 'Linen Shirt' });
    expect(within(after).getByText('Reviewed')).toBeInTheDocument();
    expect(await within(after).findByText('Fits well.')).toBeInTheDocument();
  });

  it("review failure shows the server's message and keeps the modal open", async () => {
    mockApi();
    server.use(
      http.post('/api/reviews/create', () =>
        HttpResponse.json(
          { success: false, message: 'You have already reviewed this product.', code: 'CONFLICT' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute(<OrderDetails orderId={theOrder._id} />, {
      path: `/account/orders/${theOrder._id}`,
    });
    const shirt = await screen.findByRole('listitem', { name: 'Linen Shirt' });
    await user.click(within(shirt).getByRole('button', { name: 'Leave a Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' });
    await user.type(within(dialog).getByLabelText(/Your Review/), 'Nice.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('You have already reviewed this product.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Write a Review' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(shirt).getByRole('button', { name: 'Leave a Review' }));
    expect(within(screen.getByRole('dialog')).getByLabelText(/Your Review/)).toHaveValue('');
  });
});

describe('order lifecycle on the details page', () => {
  it('shows the timeline and courier, and waits for delivery before reviews', async () => {
    const shipped = order({
      status: 'Shipped',
      paymentMethod: 'Online',
      canCancel: false,
      timeline: [
        {
          status: 'Pending',
          at: '2026-03-05T10:30:00.000Z',
          actor: 'shopper',
          note: 'Order placed',
        },
        { status: 'Shipped', at: '2026-03-06T09:00:00.000Z', actor: 'courier', note: '' },
      ],
      shipment: { courier: 'Xpressbees', awb: 'XB123', trackingUrl: 'https://track.example/XB123' },
    });
    server.use(
      http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: shipped })),
      http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
    );
    renderRoute(<OrderDetails orderId={shipped._id} />, { path: `/account/orders/${shipped._id}` });
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Pending'),
      expect.stringContaining('Shipped'),
      // The steps still ahead, greyed and announced as upcoming.
      'Out for delivery (upcoming)',
      'Delivered (upcoming)',
    ]);
    expect(screen.getByRole('link', { name: 'Track shipment' })).toHaveAttribute(
      'href',
      'https://track.example/XB123',
    );
    expect(screen.getByTestId('order-status-badge')).toHaveClass('bg-blue-100');
    expect(screen.queryByRole('button', { name: 'Leave a Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('a cancelled order offers no shipment tracking and no steps ahead', async () => {
    const base = order({ status: 'Cancelled' });
    const cancelled = {
      ...base,
      timeline: [
        {
          status: 'Processing' as const,
          at: '2026-03-05T09:00:00.000Z',
          actor: 'system' as const,
          note: '',
        },
        {
          status: 'Cancelled' as const,
          at: '2026-03-06T09:00:00.000Z',
          actor: 'shopper' as const,
          note: '',
        },
      ],
      shipment: { courier: 'Xpressbees', awb: 'XB123', trackingUrl: 'https://track.example/XB123' },
    };
    server.use(
      http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: cancelled })),
      http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
    );
    renderRoute(<OrderDetails orderId={cancelled._id} />, {
      path: `/account/orders/${cancelled._id}`,
    });
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Track shipment' })).not.toBeInTheDocument();
    expect(screen.queryByText(/upcoming/)).not.toBeInTheDocument();
  });

  it('states a full refund for an online order only paid so far (payment is not processing)', async () => {
    const paid = order({ status: 'Processing', paymentMethod: 'Online', total: 900 });
    server.use(
      http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: paid })),
      http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
    );
    const user = userEvent.setup();
    renderRoute(<OrderDetails orderId={paid._id} />, { path: `/account/orders/${paid._id}` });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(within(dialog).getByTestId('cancel-refund-line')).toHaveTextContent(
      'You will be refunded ₹900 in full within 5 business days.',
    );
  });

  it('cancels an order staff processed after stating the refund less the 10% fee', async () => {
    const base = order({ status: 'Processing', paymentMethod: 'Online', total: 900 });
    const processing = {
      ...base,
      timeline: [
        ...base.timeline,
        { status: 'Processing' as const, at: base.createdAt, actor: 'shop' as const, note: '' },
      ],
    };
    const sent: unknown[] = [];
    server.use(
      http.get('/api/orders/:id', () => HttpResponse.json({ success: true, data: processing })),
      http.get('/api/review/byOrder/:orderId', () => new HttpResponse(null, { status: 404 })),
      http.post('/api/orders/:id/cancel', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: 'Your order has been cancelled.',
          order: { ...processing, status: 'Cancelled', canCancel: false },
        });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<OrderDetails orderId={processing._id} />, {
      path: `/account/orders/${processing._id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(within(dialog).getByTestId('cancel-refund-line')).toHaveTextContent(
      'You will be refunded ₹810 (the order value less the 10% cancellation fee of ₹90, since we have already started processing your order) within 5 business days.',
    );
    await user.selectOptions(within(dialog).getByLabelText('Reason for cancelling'), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Other', note: '' }]));
  });
});
