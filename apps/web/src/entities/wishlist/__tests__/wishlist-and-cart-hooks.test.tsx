import { Msg, type WishlistResponse } from '@vastra/contracts';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAddToCart, useCart } from '@/entities/cart';
import { session } from '@/lib/session';
import { cartBody, wishlistItem } from '@/test/fixtures/commerce';
import { signIn, testQueryClient, Wrapper, findToast } from '@/test/render';
import { server } from '@/test/server';
import { useAddToWishlist, useIsWishlisted, useToggleWishlist, wishlistQueryKey } from '../index';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => session.clear());

function setup<T>(hook: () => T) {
  const client = testQueryClient();
  const result = renderHook(hook, {
    wrapper: ({ children }) => <Wrapper client={client}>{children}</Wrapper>,
  });
  return { ...result, client };
}

describe('bag and wishlist for a visitor', () => {
  it('asks a visitor to log in instead of calling the API', async () => {
    let calls = 0;
    server.use(
      http.post('/api/cart', () => {
        calls += 1;
        return HttpResponse.json(cartBody([]));
      }),
    );
    const { result } = setup(() => ({
      add: useAddToCart(),
      cart: useCart(),
      heart: useToggleWishlist('64b0000000000000000000b1'),
    }));
    expect(result.current.cart.fetchStatus).toBe('idle');
    act(() => result.current.add.mutate({ productId: '64b0000000000000000000b1', size: 'M' }));
    expect(await screen.findByText(Msg.loginToAddToCart)).toBeInTheDocument();
    act(() => result.current.heart.toggle());
    expect(await screen.findByText(Msg.loginToManageWishlist)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('drops the cached bag on sign-out', async () => {
    signIn();
    server.use(
      http.get('/api/cart', () => HttpResponse.json(cartBody([]))),
      http.get('/api/wishlist', () =>
        HttpResponse.json({ success: true, wishlist: { products: [] } }),
      ),
    );
    const { result, client } = setup(() => useCart());
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => session.clear());
    await waitFor(() => expect(client.getQueryData(['cart'])).toBeUndefined());
  });
});

describe('wishlist heart', () => {
  const body = (
    products: ReturnType<typeof wishlistItem>[],
    status?: WishlistResponse['status'],
    message?: string,
  ): WishlistResponse => ({
    success: true,
    wishlist: { products },
    ...(status ? { status } : {}),
    ...(message ? { message } : {}),
  });

  it("adds optimistically and says 'Item is already in your wishlist.' as info when the API answers 'exists'", async () => {
    signIn();
    const kurta = wishlistItem({ _id: '64b0000000000000000000b2' });
    server.use(
      http.get('/api/wishlist', () => HttpResponse.json(body([]))),
      http.post('/api/wishlist', async () => {
        await delay(30);
        return HttpResponse.json(body([kurta], 'exists', Msg.alreadyInWishlist));
      }),
    );
    const { result, client } = setup(() => ({
      heart: useToggleWishlist(kurta._id),
      on: useIsWishlisted(kurta._id),
    }));
    await waitFor(() => expect(client.getQueryData(wishlistQueryKey)).toEqual([]));
    act(() => result.current.heart.toggle());
    await waitFor(() => expect(result.current.on).toBe(true));
    await findToast(Msg.alreadyInWishlist, 'info');
  });

  it("rolls a failed add back and reads the server's error field first", async () => {
    signIn();
    // The server answers only once the test has seen the heart fill (the optimistic add).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/wishlist', () => HttpResponse.json(body([]))),
      http.post('/api/wishlist', async () => {
        await answered;
        return HttpResponse.json(
          { success: false, error: 'Invalid product.', message: 'Not found' },
          { status: 404 },
        );
      }),
    );
    const { result } = setup(() => ({
      heart: useToggleWishlist('64b0000000000000000000b3'),
      on: useIsWishlisted('64b0000000000000000000b3'),
    }));
    await waitFor(() => expect(result.current.heart.isWishlisted).toBe(false));
    act(() => result.current.heart.toggle());
    await waitFor(() => expect(result.current.on).toBe(true));
    answer();
    expect(await screen.findByText(Msg.invalidProduct)).toBeInTheDocument();
    await waitFor(() => expect(result.current.on).toBe(false));
  });
});

describe('the add action for a visitor', () => {
  it("the add action itself refuses a visitor with 'Please login to add items to wishlist.'", async () => {
    // The heart checks the session first ('Please login to manage your wishlist.'); the add
    // action keeps its own guard for any other caller.
    const { result } = setup(() => useAddToWishlist());
    act(() => result.current.mutate({ productId: '64b0000000000000000000b1' }));
    expect(await screen.findByText(Msg.loginToAddToWishlist)).toBeInTheDocument();
  });
});
