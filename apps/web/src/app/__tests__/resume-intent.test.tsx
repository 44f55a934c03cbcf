import { Msg } from '@vastra/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { visitorBag } from '@/entities/cart';
import { authPanel, forgetIntent, offerSignIn, signInToContinue } from '@/entities/session';
import { INTENT_STORAGE_KEY as STORAGE_KEY } from '@/entities/session/pending-intent';
import { INTENT_TTL_MS, peekIntent, takeIntent } from '@/entities/session/read-intent';
import { cartBody, cartItem } from '@/test/fixtures/commerce';
import { findToast, renderRoute, signIn, signOut } from '@/test/render';
import { server } from '@/test/server';
import { PendingIntentSlot } from '../layout/pending-intent-slot';

const productId = 'e'.repeat(24);
const reviewId = 'a'.repeat(24);
const otherId = 'b'.repeat(24);
const page = `/productdetails/${productId}?colour=blue`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signOut();
  forgetIntent();
  visitorBag.clear();
  window.history.replaceState(null, '', page);
});
afterEach(() => {
  server.resetHandlers();
  act(() => authPanel.close());
});
afterAll(() => server.close());

/** The account's bag and wishlist; records what the replay posts. */
function mockAccount() {
  const posted: { merge: unknown[]; wishlist: unknown[]; helpful: string[] } = {
    merge: [],
    wishlist: [],
    helpful: [],
  };
  server.use(
    http.get('/api/cart', () => HttpResponse.json(cartBody([]))),
    http.get('/api/wishlist', () =>
      HttpResponse.json({ success: true, wishlist: { products: [] } }),
    ),
    http.post('/api/cart/merge', async ({ request }) => {
      posted.merge.push(await request.json());
      return HttpResponse.json({
        success: true,
        cart: cartBody([cartItem({ size: 'L', quantity: 2 })]).cart,
        shortfalls: [
          {
            productId: otherId,
            size: 'M',
            requested: 1,
            added: 0,
            message: 'Only 1 left of Kurta (size M).',
          },
        ],
      });
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
    signInToContinue(Msg.loginToManageWishlist, { kind: 'wishlist', productId });
    expect(authPanel.get()).toBe('signin');
    expect(peekIntent()).toMatchObject({ path: page, action: { kind: 'wishlist', productId } });
    expect(takeIntent()?.action.kind).toBe('wishlist');
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
      JSON.stringify({ action: { kind: 'wishlist', productId: 'nope' }, path: '/', at }),
    );
    expect(peekIntent()).toBeNull();
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ action: { kind: 'wishlist', productId }, path: '//evil.example', at }),
    );
    expect(peekIntent()).toBeNull();
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ action: { kind: 'wishlist', productId, price: 1 }, path: page, at }),
    );
    expect(peekIntent()?.action).toEqual({ kind: 'wishlist', productId });
  });
});

describe('PendingIntentSlot', () => {
  it('adds the bag kept on the device to the account once signed in, and empties it', async () => {
    const posted = mockAccount();
    visitorBag.add(productId, 'L', 2);
    visitorBag.add(otherId, null);
    renderRoute(<PendingIntentSlot />, { path: page, routePath: '/productdetails/:id' });
    expect(posted.merge).toEqual([]);
    act(() => signIn());
    await findToast(Msg.itemAddedToCart, 'success');
    await findToast(`Only 1 left of Kurta (size M).`, 'error');
    expect(posted.merge).toEqual([
      {
        lines: [
          { productId, size: 'L', quantity: 2 },
          { productId: otherId, size: null, quantity: 1 },
        ],
      },
    ]);
    expect(visitorBag.lines()).toEqual([]);
  });

  it('comes back to the page an offer to sign in was made on', async () => {
    mockAccount();
    offerSignIn();
    const { router } = renderRoute(<PendingIntentSlot />, {
      path: '/',
      routes: [{ path: '/productdetails/:id', element: <PendingIntentSlot /> }],
    });
    act(() => signIn());
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(page),
    );
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
    signInToContinue(Msg.loginToManageWishlist, { kind: 'wishlist', productId });
    act(() => {
      authPanel.close();
      authPanel.open('signin');
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(peekIntent()).not.toBeNull();
    act(() => authPanel.close());
    await waitFor(() => expect(peekIntent()).toBeNull());
    expect(screen.queryByText(Msg.itemAddedToWishlist)).not.toBeInTheDocument();
  });
});
