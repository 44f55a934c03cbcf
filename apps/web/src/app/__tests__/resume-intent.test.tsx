import { Msg } from '@vastra/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPanel, forgetIntent, signInToContinue } from '@/entities/session';
import { INTENT_STORAGE_KEY as STORAGE_KEY } from '@/entities/session/pending-intent';
import { INTENT_TTL_MS, peekIntent, takeIntent } from '@/entities/session/read-intent';
import { cartBody, cartItem } from '@/test/fixtures/commerce';
import { findToast, renderRoute, signIn, signOut } from '@/test/render';
import { server } from '@/test/server';
import { PendingIntentSlot } from '../layout/pending-intent-slot';

const productId = 'e'.repeat(24);
const reviewId = 'a'.repeat(24);
const page = `/productdetails/${productId}?colour=blue`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signOut();
  forgetIntent();
  window.history.replaceState(null, '', page);
});
afterEach(() => {
  server.resetHandlers();
  act(() => authPanel.close());
});
afterAll(() => server.close());

/** The account's bag and wishlist; records what the replay posts. */
function mockAccount() {
  const posted: { cart: unknown[]; wishlist: unknown[]; helpful: string[] } = {
    cart: [],
    wishlist: [],
    helpful: [],
  };
  server.use(
    http.get('/api/cart', () => HttpResponse.json(cartBody([]))),
    http.get('/api/wishlist', () =>
      HttpResponse.json({ success: true, wishlist: { products: [] } }),
    ),
    http.post('/api/cart', async ({ request }) => {
      posted.cart.push(await request.json());
      return HttpResponse.json(cartBody([cartItem({ size: 'L' })]));
    }),
    http.post('/api/wishlist', async ({ request }) => {
      posted.wishlist.push(await request.json());
      return HttpResponse.json({ success: true, status: 'added', wishlist: { products: [] } });
    }),
    http.post('/api/reviews/:id/helpful', ({ params }) => {
      posted.helpful.push(String(params.id));
      return HttpResponse.json({
        success: true,
        message: 'Thanks for your vote!',
        data: { _id: reviewId, helpful: 1, votedHelpful: true },
      });
    }),
  );
  return posted;
}

describe('pending intent (session storage)', () => {
  it('keeps the action with the page and query it was asked on, and gives it back once', () => {
    signInToContinue(Msg.loginToAddToBag, { kind: 'bag', productId, size: 'L' });
    expect(authPanel.get()).toBe('signin');
    expect(peekIntent()).toMatchObject({
      path: page,
      action: { kind: 'bag', productId, size: 'L', quantity: 1 },
    });
    expect(takeIntent()?.action.kind).toBe('bag');
    expect(takeIntent()).toBeNull();
  });

  it('forgets an action older than fifteen minutes', () => {
    const now = Date.now();
    signInToContinue(Msg.loginToManageWishlist, { kind: 'wishlist', productId });
    expect(peekIntent(now + INTENT_TTL_MS - 1000)).not.toBeNull();
    expect(peekIntent(now + INTENT_TTL_MS + 1000)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('refuses what does not parse: bad JSON, a bad id, another site, and never keeps a price', () => {
    const at = Date.now();
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(peekIntent()).toBeNull();
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ action: { kind: 'bag', productId: 'nope' }, path: '/', at }),
    );
    expect(peekIntent()).toBeNull();
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ action: { kind: 'wishlist', productId }, path: '//evil.example', at }),
    );
    expect(peekIntent()).toBeNull();
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ action: { kind: 'bag', productId, price: 1 }, path: page, at }),
    );
    expect(peekIntent()?.action).toEqual({ kind: 'bag', productId, quantity: 1 });
  });
});

describe('PendingIntentSlot', () => {
  it('adds the remembered line with its size once the visitor signs in on that page', async () => {
    const posted = mockAccount();
    signInToContinue(Msg.loginToAddToBag, { kind: 'bag', productId, size: 'L' });
    renderRoute(<PendingIntentSlot />, { path: page, routePath: '/productdetails/:id' });
    expect(posted.cart).toEqual([]);
    act(() => signIn());
    await findToast(Msg.itemAddedToCart, 'success');
    expect(posted.cart).toEqual([{ productId, quantity: 1, size: 'L' }]);
    expect(peekIntent()).toBeNull();
  });

  it('goes back to the page (path and query) first when signing in landed elsewhere', async () => {
    const posted = mockAccount();
    signInToContinue(Msg.loginToManageWishlist, { kind: 'wishlist', productId });
    const { router } = renderRoute(<PendingIntentSlot />, {
      path: '/',
      routes: [{ path: '/productdetails/:id', element: <PendingIntentSlot /> }],
    });
    act(() => signIn());
    await findToast(Msg.itemAddedToWishlist, 'success');
    expect(router.state.location.pathname + router.state.location.search).toBe(page);
    expect(posted.wishlist).toEqual([{ productId }]);
  });

  it('casts the remembered helpful vote', async () => {
    const posted = mockAccount();
    signInToContinue('Please login to mark a review as helpful.', {
      kind: 'helpful',
      productId,
      reviewId,
    });
    renderRoute(<PendingIntentSlot />, { path: page, routePath: '/productdetails/:id' });
    act(() => signIn());
    await findToast('Thanks for your vote!', 'success');
    expect(posted.helpful).toEqual([reviewId]);
  });

  it('forgets the action when the panel is closed without signing in, not when sign-up hands over to sign-in', async () => {
    renderRoute(<PendingIntentSlot />, { path: page, routePath: '/productdetails/:id' });
    signInToContinue(Msg.loginToAddToBag, { kind: 'bag', productId, size: 'L' });
    act(() => {
      authPanel.close();
      authPanel.open('signin');
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(peekIntent()).not.toBeNull();
    act(() => authPanel.close());
    await waitFor(() => expect(peekIntent()).toBeNull());
    expect(screen.queryByText(Msg.itemAddedToCart)).not.toBeInTheDocument();
  });
});
