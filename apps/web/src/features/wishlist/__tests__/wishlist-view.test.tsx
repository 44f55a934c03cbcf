import { Msg, type WishlistResponse } from '@vastra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartBody, cartItem, wishlistItem } from '@/test/fixtures/commerce';
import { renderRoute, signIn, findToast } from '@/test/render';
import { server } from '@/test/server';
import { WishlistView } from '../components/wishlist-view';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

const wishlistBody = (products: ReturnType<typeof wishlistItem>[]): WishlistResponse => ({
  success: true,
  wishlist: { products },
});

describe('wishlist screen', () => {
  it('shows 10 skeleton cards, then cards linking to the product', async () => {
    const kurta = wishlistItem({ name: 'Cotton Kurta' });
    server.use(
      http.get('/api/wishlist', async () => {
        await delay(50);
        return HttpResponse.json(wishlistBody([kurta]));
      }),
    );
    renderRoute(<WishlistView />, { path: '/wishlist' });
    expect(screen.getAllByTestId('wishlist-skeleton-card')).toHaveLength(10);
    const card = await screen.findByRole('listitem', { name: 'Cotton Kurta' });
    expect(within(card).getByRole('link', { name: 'Cotton Kurta' })).toHaveAttribute(
      'href',
      `/productdetails/${kurta._id}`,
    );
    expect(within(card).getByText('₹999')).toBeInTheDocument();
  });

  it('shows the load error with Go to Homepage', async () => {
    server.use(
      http.get('/api/wishlist', () =>
        HttpResponse.json({ success: false, message: 'x', code: 'X' }, { status: 503 }),
      ),
    );
    renderRoute(<WishlistView />, { path: '/wishlist' });
    expect(
      await screen.findByRole('heading', { name: Msg.wishlistLoadFailed }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('Move to Cart asks the size (none chosen for the shopper), adds that size, then removes the item', async () => {
    const kurta = wishlistItem({ name: 'Cotton Kurta', availableSizes: ['L', 'XL'] });
    let inWishlist = true;
    const added: unknown[] = [];
    server.use(
      http.get('/api/wishlist', () => HttpResponse.json(wishlistBody(inWishlist ? [kurta] : []))),
      http.get('/api/cart', () => HttpResponse.json(cartBody([]))),
      http.post('/api/cart', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json(cartBody([cartItem()]));
      }),
      http.delete('/api/wishlist/:productId', ({ params }) => {
        expect(params.productId).toBe(kurta._id);
        inWishlist = false;
        return HttpResponse.json({ ...wishlistBody([]), status: 'removed' });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<WishlistView />, { path: '/wishlist' });
    const card = await screen.findByRole('listitem', { name: 'Cotton Kurta' });
    await user.click(within(card).getByRole('button', { name: 'Move to Cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Select Size' });
    expect(within(sheet).getByText(`Cotton Kurta: ${Msg.chooseSizeToMove}`)).toBeInTheDocument();
    // Nothing is chosen and nothing is sent until the shopper picks a size.
    expect(within(sheet).getByRole('radio', { name: 'L' })).not.toBeChecked();
    expect(within(sheet).getByRole('button', { name: 'Move to Bag' })).toBeDisabled();
    expect(added).toEqual([]);
    await user.click(within(sheet).getByRole('radio', { name: 'XL' }));
    await user.click(within(sheet).getByRole('button', { name: 'Move to Bag' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Cotton Kurta' })).not.toBeInTheDocument(),
    );
    expect(added).toEqual([{ productId: kurta._id, quantity: 1, size: 'XL' }]);
    expect(screen.getByText(Msg.itemAddedToCart)).toBeInTheDocument();
  });

  it('Move to Cart of a free-size product asks nothing, and says so when that line is already in the bag', async () => {
    const tee = wishlistItem({ name: 'Plain Tee', availableSizes: ['Free Size'] });
    const calls: string[] = [];
    server.use(
      http.get('/api/wishlist', () => HttpResponse.json(wishlistBody([tee]))),
      http.get('/api/cart', () =>
        HttpResponse.json(
          cartBody([
            cartItem({ product: { ...cartItem().product, _id: tee._id }, size: 'Free Size' }),
          ]),
        ),
      ),
      http.post('/api/cart', () => {
        calls.push('add');
        return HttpResponse.json(cartBody([]));
      }),
      http.delete('/api/wishlist/:productId', () => {
        calls.push('remove');
        return HttpResponse.json(wishlistBody([]));
      }),
    );
    const user = userEvent.setup();
    renderRoute(<WishlistView />, { path: '/wishlist' });
    const card = await screen.findByRole('listitem', { name: 'Plain Tee' });
    await user.click(within(card).getByRole('button', { name: 'Move to Cart' }));
    await findToast(Msg.alreadyInBag, 'info');
    expect(calls).toEqual([]);
    expect(screen.getByRole('listitem', { name: 'Plain Tee' })).toBeInTheDocument();
  });

  it('Move to Cart that fails to add keeps the item and says why', async () => {
    const kurta = wishlistItem({ name: 'Cotton Kurta' });
    let removed = false;
    server.use(
      http.get('/api/wishlist', () => HttpResponse.json(wishlistBody([kurta]))),
      http.get('/api/cart', () => HttpResponse.json(cartBody([]))),
      http.post('/api/cart', () => new HttpResponse(null, { status: 500 })),
      http.delete('/api/wishlist/:productId', () => {
        removed = true;
        return HttpResponse.json(wishlistBody([]));
      }),
    );
    const user = userEvent.setup();
    renderRoute(<WishlistView />, { path: '/wishlist' });
    const card = await screen.findByRole('listitem', { name: 'Cotton Kurta' });
    await user.click(within(card).getByRole('button', { name: 'Move to Cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Select Size' });
    await user.click(within(sheet).getAllByRole('radio')[0]!);
    await user.click(within(sheet).getByRole('button', { name: 'Move to Bag' }));
    expect(await screen.findByText(Msg.failedAddToBag)).toBeInTheDocument();
    expect(removed).toBe(false);
    expect(screen.getByRole('listitem', { name: 'Cotton Kurta' })).toBeInTheDocument();
  });

  it('rolls a failed removal back and reads the server error field first', async () => {
    const kurta = wishlistItem({ name: 'Cotton Kurta' });
    server.use(
      http.get('/api/wishlist', () => HttpResponse.json(wishlistBody([kurta]))),
      http.delete('/api/wishlist/:productId', async () => {
        await delay(30);
        return HttpResponse.json(
          { success: false, error: 'Wishlist is locked.', message: 'generic' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderRoute(<WishlistView />, { path: '/wishlist' });
    const card = await screen.findByRole('listitem', { name: 'Cotton Kurta' });
    await user.click(
      within(card).getByRole('button', { name: 'Remove Cotton Kurta from wishlist' }),
    );
    expect(screen.queryByRole('listitem', { name: 'Cotton Kurta' })).not.toBeInTheDocument();
    expect(await screen.findByText('Wishlist is locked.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Cotton Kurta' })).toBeInTheDocument();
  });
});
