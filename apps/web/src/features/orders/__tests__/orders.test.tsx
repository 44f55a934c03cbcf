import { Msg, type Order, type OrdersResponse, type Review } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { order } from '@/test/fixtures/commerce';
import { renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { OrdersList } from '../components/orders-list';
import { cardStatus, detailStatusTone } from '../lib/status';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

const ordersBody = (orders: Order[]): OrdersResponse => ({ success: true, orders });
const review = (over: Partial<Review> = {}): Review => ({
  _id: '64b0000000000000000000r1',
  productId: 'p',
  orderId: 'o',
  rating: 4,
  comment: 'Lovely fabric.',
  user: { name: 'Asha Rao' },
  date: '2026-03-10T00:00:00.000Z',
  createdAt: '2026-03-10T00:00:00.000Z',
  verified: true,
  helpful: 0,
  votedHelpful: false,
  image: null,
  ...over,
});

describe('order card status', () => {
  it('maps statuses to the contract labels and colours', () => {
    expect(cardStatus('Delivered')).toEqual({ label: 'Order Delivered', tone: 'success' });
    expect(cardStatus('Pending')).toEqual({ label: 'Pending', tone: 'warning' });
    // An order on its way is not an error: blue, never red.
    expect(cardStatus('Processing')).toEqual({ label: 'Processing', tone: 'sky' });
    expect(cardStatus('Shipped')).toEqual({ label: 'Shipped', tone: 'sky' });
    expect(cardStatus('Out for delivery')).toEqual({ label: 'Out for delivery', tone: 'sky' });
    expect(cardStatus('Cancelled')).toEqual({ label: 'Cancelled', tone: 'danger' });
    expect(cardStatus(undefined)).toEqual({ label: 'Processing', tone: 'sky' });
    expect(detailStatusTone('Delivered')).toBe('success');
    expect(detailStatusTone('Shipped')).toBe('info');
    expect(detailStatusTone('Processing')).toBe('sky');
    expect(detailStatusTone('Pending')).toBe('neutral');
  });

  it('renders cards with status colour, date, item, review state, total and payment', async () => {
    const delivered = order({ status: 'Delivered', paymentMethod: 'Online', total: 1499 });
    const pending = order({ status: 'Pending' });
    const shipped = order({ status: 'Shipped' });
    const reviewedProduct = delivered.items[0]!.productId;
    server.use(
      http.get('/api/orders/me', () =>
        HttpResponse.json(ordersBody([delivered, pending, shipped])),
      ),
      http.get('/api/review/user/:productId', async ({ params }) => {
        await delay(20);
        return HttpResponse.json({
          success: true,
          data: params.productId === reviewedProduct ? review() : null,
        });
      }),
    );
    renderRoute(<OrdersList />, { path: '/account/orders' });
    expect(screen.getByText(Msg.loadingOrders)).toBeInTheDocument();
    const cards = await screen.findAllByRole('link', { name: /^Order / });
    expect(cards).toHaveLength(3);
    const [d, p, s] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(d).getByTestId('order-status')).toHaveTextContent('Order Delivered');
    expect(within(d).getByTestId('order-status')).toHaveClass('text-green-700');
    expect(within(p).getByTestId('order-status')).toHaveClass('text-yellow-700');
    expect(within(s).getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(within(s).getByTestId('order-status')).toHaveClass('text-sky-600');
    expect(d).toHaveAttribute('href', `/account/orders/${delivered._id}`);
    expect(within(d).getByText('Placed on 5 March 2026')).toBeInTheDocument();
    expect(within(d).getByText('Vastra Studio')).toBeInTheDocument();
    expect(within(d).getByText('Paid by Online')).toBeInTheDocument();
    expect(within(d).getByText('₹1,499')).toBeInTheDocument();
    expect(await within(d).findByText('Reviewed')).toBeInTheDocument();
    // Only delivered items can be reviewed: a pending or shipped order offers no review.
    for (const card of [p, s]) {
      expect(within(card).queryByText('Leave a review')).not.toBeInTheDocument();
      expect(within(card).queryByText(/Rate This Product/)).not.toBeInTheDocument();
    }
  });

  it('swaps a broken item image for the fallback', async () => {
    server.use(
      http.get('/api/orders/me', () => HttpResponse.json(ordersBody([order()]))),
      http.get('/api/review/user/:productId', () =>
        HttpResponse.json({ success: true, data: null }),
      ),
    );
    renderRoute(<OrdersList />, { path: '/account/orders' });
    const img = await screen.findByRole('img', { name: 'Linen Shirt' });
    expect(img).toHaveAttribute('src', '/static/shirt.jpg');
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
  });
});

describe('order history answers', () => {
  it.each([
    [
      '404',
      () =>
        HttpResponse.json(
          { success: false, message: 'Not found', code: 'NOT_FOUND' },
          { status: 404 },
        ),
    ],
    ['204', () => new HttpResponse(null, { status: 204 })],
    [
      "a 'no orders' message",
      () =>
        HttpResponse.json(
          { success: false, message: 'No orders found for this user', code: 'X' },
          { status: 400 },
        ),
    ],
    ['an empty list', () => HttpResponse.json(ordersBody([]))],
  ])('treats %s as no orders', async (_label, answer) => {
    server.use(http.get('/api/orders/me', answer));
    renderRoute(<OrdersList />, { path: '/account/orders' });
    expect(await screen.findByText(Msg.noOrders)).toBeInTheDocument();
    expect(screen.getByText(Msg.noOrdersDetail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows a failure inline and as a toast', async () => {
    server.use(http.get('/api/orders/me', () => new HttpResponse(null, { status: 503 })));
    renderRoute(<OrdersList />, { path: '/account/orders' });
    await waitFor(() => expect(screen.getAllByText(Msg.orderHistoryFailed)).toHaveLength(2));
  });
});
