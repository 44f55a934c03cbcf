import { Msg, type Review, type ReviewListResponse } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authPanel } from '@/entities/session';
import { renderRoute, signIn, signOut } from '@/test/render';
import { server } from '@/test/server';
import { LOGIN_TO_VOTE, ProductReviews } from '../components/product-reviews';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  authPanel.close();
  signOut();
});
afterAll(() => server.close());

const PID = 'a'.repeat(24);
const review = (id: string, over: Partial<Review> = {}): Review => ({
  _id: id.padStart(24, '0'),
  productId: PID,
  orderId: 'o'.repeat(24).replace(/o/g, '9'),
  rating: 5,
  comment: 'Lovely fabric',
  user: { name: 'Asha' },
  date: '2026-05-01T00:00:00.000Z',
  createdAt: '2026-05-01T00:00:00.000Z',
  verified: true,
  helpful: 2,
  votedHelpful: false,
  image: null,
  ...over,
});

const body = (data: Review[], total = data.length): ReviewListResponse => ({
  success: true,
  data,
  summary: { average: 4.3, count: 3, distribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 2 } },
  pagination: { page: 1, limit: 5, total, pages: 1 },
});

function mockReviews(all: Review[]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(`/api/reviews/${PID}`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      seen.push(q);
      const rating = q.get('rating');
      let list = rating ? all.filter((r) => r.rating === Number(rating)) : all;
      const sort = q.get('sort');
      if (sort === 'lowest') list = [...list].sort((a, b) => a.rating - b.rating);
      if (sort === 'highest') list = [...list].sort((a, b) => b.rating - a.rating);
      if (sort === 'helpful') list = [...list].sort((a, b) => b.helpful - a.helpful);
      return HttpResponse.json(body(list));
    }),
  );
  return seen;
}

const reviews = [
  review('1', { user: { name: 'Asha' }, rating: 5, helpful: 1, fit: 'true' }),
  review('2', {
    user: { name: 'Ravi' },
    rating: 3,
    helpful: 7,
    comment: 'Runs small',
    image: '/uploads/r2.webp',
    verified: false,
  }),
  review('3', { user: { name: 'Meera' }, rating: 5, helpful: 0 }),
];
const names = () =>
  within(screen.getByRole('list', { name: 'Reviews' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('ratings & reviews', () => {
  it('shows the summary, breakdown, verified badge and photos', async () => {
    mockReviews(reviews);
    renderRoute(<ProductReviews productId={PID} />);
    expect(await screen.findByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 star reviews: 2' })).toBeInTheDocument();
    expect(names()).toEqual(['Review by Asha', 'Review by Ravi', 'Review by Meera']);
    expect(screen.getAllByText('Verified Purchase')).toHaveLength(2);
    // Only Asha answered how it fits.
    expect(screen.getAllByText(/^Fit: /).map((e) => e.closest('article')?.ariaLabel)).toEqual([
      'Review by Asha',
    ]);
    expect(screen.getByText('Fit: True to size')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View review photo' }));
    expect(screen.getByRole('img', { name: 'Shared by Ravi with the review' })).toHaveAttribute(
      'src',
      '/uploads/r2.webp',
    );
  });

  it('filters by rating and offers the four sorts, asking the API for each', async () => {
    const seen = mockReviews(reviews);
    const user = userEvent.setup();
    renderRoute(<ProductReviews productId={PID} />);
    await screen.findByText('4.3');
    const sort = screen.getByRole('combobox', { name: 'Sort reviews' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most Recent', 'Most Helpful', 'Highest Rated', 'Lowest Rated']);
    await user.selectOptions(sort, 'Lowest Rated');
    await waitFor(() => expect(names()[0]).toBe('Review by Ravi'));
    expect(seen.at(-1)?.get('sort')).toBe('lowest');
    await user.selectOptions(sort, 'Most Helpful');
    await waitFor(() =>
      expect(names()).toEqual(['Review by Ravi', 'Review by Asha', 'Review by Meera']),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by rating' }), '5 stars');
    await waitFor(() => expect(names()).toEqual(['Review by Asha', 'Review by Meera']));
    expect(seen.at(-1)?.get('rating')).toBe('5');
    await user.click(screen.getByRole('button', { name: '3 star reviews: 1' }));
    await waitFor(() => expect(names()).toEqual(['Review by Ravi']));
  });

  it("shows 'Failed to load reviews.' on failure", async () => {
    server.use(http.get(`/api/reviews/${PID}`, () => new HttpResponse(null, { status: 500 })));
    renderRoute(<ProductReviews productId={PID} />);
    expect(await screen.findByText(Msg.reviewsLoadFailed)).toBeInTheDocument();
  });

  it('votes helpful once when signed in; a visitor is asked to log in', async () => {
    let all = reviews;
    mockReviews(reviews);
    const user = userEvent.setup();
    const first = renderRoute(<ProductReviews productId={PID} />);
    await screen.findByText('4.3');
    await user.click(screen.getAllByRole('button', { name: /Helpful/ })[0]!);
    expect(await screen.findByText(LOGIN_TO_VOTE)).toBeInTheDocument();
    expect(authPanel.get()).toBe('signin');
    first.unmount();

    signIn();
    server.use(
      http.post(`/api/reviews/${reviews[0]!._id}/helpful`, () => {
        all = all.map((r) =>
          r._id === reviews[0]!._id ? { ...r, helpful: r.helpful + 1, votedHelpful: true } : r,
        );
        return HttpResponse.json({
          success: true,
          message: 'Thanks for your feedback!',
          data: { _id: reviews[0]!._id, helpful: 2, votedHelpful: true },
        });
      }),
      http.get(`/api/reviews/${PID}`, () => HttpResponse.json(body(all))),
      http.get('/api/orders/hasPurchased', () =>
        HttpResponse.json({ success: true, hasPurchased: false, awaiting: null }),
      ),
    );
    renderRoute(<ProductReviews productId={PID} />);
    await screen.findByText('4.3');
    await user.click(screen.getAllByRole('button', { name: /Helpful/ })[0]!);
    expect(await screen.findByText('Thanks for your feedback!')).toBeInTheDocument();
    const voted = await screen.findByRole('button', { name: /Helpful \(2\)/ });
    expect(voted).toBeDisabled();
    expect(voted).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a purchase that has not arrived', () => {
  const purchase = (awaiting: { orderId: string; status: 'Shipped' } | null) =>
    server.use(
      http.get('/api/orders/hasPurchased', ({ request }) =>
        new URL(request.url).searchParams.get('productId') === PID
          ? HttpResponse.json({ success: true, hasPurchased: true, awaiting })
          : new HttpResponse(null, { status: 400 }),
      ),
    );

  it("says it can be reviewed once delivered, with the order's state and a link to it", async () => {
    mockReviews([review('1')]);
    purchase({ orderId: 'c'.repeat(24), status: 'Shipped' });
    signIn();
    renderRoute(<ProductReviews productId={PID} />);
    const notice = await screen.findByTestId('review-awaiting-delivery');
    expect(notice).toHaveTextContent(
      'You can review this product once your order has been delivered. Your order is Shipped.',
    );
    expect(within(notice).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/account/orders/${'c'.repeat(24)}`,
    );
  });

  it('says nothing once an order with it has arrived, or to a visitor', async () => {
    mockReviews([review('1')]);
    purchase(null);
    signIn();
    const { unmount } = renderRoute(<ProductReviews productId={PID} />);
    expect(await screen.findByText('Lovely fabric')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByTestId('review-awaiting-delivery')).not.toBeInTheDocument(),
    );
    unmount();
    signOut();
    renderRoute(<ProductReviews productId={PID} />);
    expect(await screen.findByText('Lovely fabric')).toBeInTheDocument();
    expect(screen.queryByTestId('review-awaiting-delivery')).not.toBeInTheDocument();
  });
});
