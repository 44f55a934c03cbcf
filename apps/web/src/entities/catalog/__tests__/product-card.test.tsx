import { Msg, type ProductSummary } from '@vastra/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { visitorBag } from '@/entities/cart';
import { authPanel, forgetIntent } from '@/entities/session';
import { peekIntent } from '@/entities/session/read-intent';
import { session } from '@/lib/session';
import { product } from '@/test/fixtures/catalog-pages';
import { cartBody, cartItem, wishlistItem } from '@/test/fixtures/commerce';
import { findToast, renderRoute, signIn } from '@/test/render';
import { server } from '@/test/server';
import { ProductCard } from '../components/product-card';

const id = 'f'.repeat(24);
let added: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  session.clear();
  forgetIntent();
  visitorBag.clear();
  added = [];
});
afterEach(() => {
  server.resetHandlers();
  act(() => authPanel.close());
});
afterAll(() => server.close());

function signedInWith(items = [] as ReturnType<typeof cartItem>[]) {
  signIn();
  server.use(
    http.get('/api/cart', () => HttpResponse.json(cartBody(items))),
    http.get('/api/wishlist', () =>
      HttpResponse.json({ success: true, wishlist: { products: [] } }),
    ),
    http.post('/api/cart', async ({ request }) => {
      added.push(await request.json());
      return HttpResponse.json(
        cartBody([cartItem({ product: { ...cartItem().product, _id: id } })]),
      );
    }),
  );
}

const card = (over: Partial<ProductSummary> = {}) =>
  renderRoute(<ProductCard product={product({ _id: id, ...over })} />);

describe('product card', () => {
  it('shows the name, brand, price by the pricing rule, rounded percent, rating to one decimal, reviews and material', () => {
    card({
      name: 'Indigo Kurta',
      price: 2000,
      discount: 0.333,
      discountedPrice: 0,
      ratings: 4.26,
      reviewCount: 7,
    });
    const article = screen.getByRole('article', { name: 'Indigo Kurta' });
    expect(within(article).getByRole('link', { name: 'Indigo Kurta' })).toHaveAttribute(
      'href',
      `/productdetails/${id}`,
    );
    expect(within(article).getByText('Vastra Studio')).toBeInTheDocument();
    expect(within(article).getByText('₹1,334')).toBeInTheDocument(); // 2000 − 33.3%
    expect(within(article).getByText('₹2,000')).toBeInTheDocument();
    expect(within(article).getAllByText('33% off').length).toBeGreaterThan(0);
    expect(within(article).getByText('4.3')).toBeInTheDocument();
    expect(within(article).getByText('(7 reviews)')).toBeInTheDocument();
    expect(within(article).getByText('Linen')).toBeInTheDocument();
  });

  it('shows paise only when a price has them: ₹1,104.15 after 15 % off, ₹1,299 struck through', () => {
    card({ name: 'Rust Kurta', price: 1299, discount: 0.15, discountedPrice: 0 });
    const article = screen.getByRole('article', { name: 'Rust Kurta' });
    expect(within(article).getByText('₹1,104.15')).toBeInTheDocument();
    expect(within(article).getByText('₹1,299')).toBeInTheDocument();
    expect(within(article).queryByText('₹1,299.00')).not.toBeInTheDocument();
  });

  it("falls back to 'No Product Found' and the default brand", () => {
    card({ name: '', brand: { name: '' } });
    expect(screen.getByText(Msg.noProductFoundName)).toBeInTheDocument();
    expect(screen.getByText('Vastra')).toBeInTheDocument();
  });

  it('is out of stock at stock 0 and cannot be added', () => {
    signedInWith();
    card({ stock: 0 });
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('keeps a visitor’s line on the device once a size is picked; the wishlist asks them to sign in', async () => {
    const user = userEvent.setup();
    card({
      sizes: ['M', 'L'],
      sizeStock: [
        { size: 'M', stock: 3 },
        { size: 'L', stock: 2 },
      ],
    });
    await user.click(screen.getByRole('button', { name: /Add to Bag/ }));
    const overlay = screen.getByRole('group', { name: 'Select size' });
    await user.click(await within(overlay).findByRole('button', { name: 'L' }));
    await findToast(Msg.itemAddedToCart, 'success');
    expect(visitorBag.lines()).toEqual([{ productId: id, size: 'L', quantity: 1 }]);
    expect(authPanel.get()).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Select size' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: /to wishlist/ }));
    expect(await screen.findByText(Msg.loginToManageWishlist)).toBeInTheDocument();
    expect(authPanel.get()).toBe('signin');
    expect(peekIntent()?.action).toEqual({ kind: 'wishlist', productId: id });
    expect(added).toEqual([]);
  });

  it('opens the size overlay for several sizes; Cancel closes it; adding a size closes it', async () => {
    const user = userEvent.setup();
    signedInWith();
    card({
      sizes: ['S', 'M', 'L'],
      sizeStock: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 3 },
        { size: 'L', stock: 2 },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Add to Bag/ }));
    const overlay = screen.getByRole('group', { name: 'Select size' });
    expect(await within(overlay).findByRole('button', { name: 'S' })).toBeDisabled();
    await user.click(within(overlay).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Select size' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add to Bag/ }));
    await user.click(
      await within(screen.getByRole('group', { name: 'Select size' })).findByRole('button', {
        name: 'M',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Select size' })).not.toBeInTheDocument(),
    );
    expect(added).toEqual([{ productId: id, quantity: 1, size: 'M' }]);
    expect(await screen.findByText(Msg.itemAddedToCart)).toBeInTheDocument();
  });

  it('draws the sheet first, then its sizes; the first size available takes the focus; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    signedInWith();
    card({
      sizes: ['S', 'M', 'L'],
      sizeStock: [
        { size: 'S', stock: 0 },
        { size: 'M', stock: 3 },
        { size: 'L', stock: 2 },
      ],
    });
    const opener = await screen.findByRole('button', { name: /Add to Bag/ });
    await user.click(opener);
    const overlay = screen.getByRole('group', { name: 'Select size' });
    expect(overlay.className).not.toMatch(/backdrop-blur/);
    expect(within(overlay).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const medium = await within(overlay).findByRole('button', { name: 'M' });
    await waitFor(() => expect(medium).toHaveFocus());
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Select size' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(added).toEqual([]);
  });

  it('adds a one-size product straight away', async () => {
    const user = userEvent.setup();
    signedInWith();
    card({ sizes: ['Free'], sizeStock: [{ size: 'Free', stock: 4 }] });
    await user.click(await screen.findByRole('button', { name: /Add to Bag/ }));
    await waitFor(() => expect(added).toEqual([{ productId: id, quantity: 1, size: 'Free' }]));
    expect(screen.queryByRole('group', { name: 'Select size' })).not.toBeInTheDocument();
  });

  it("shows 'Already in Bag' when the bag holds the product", async () => {
    signedInWith([cartItem({ product: { ...cartItem().product, _id: id } })]);
    card();
    expect(await screen.findByRole('link', { name: Msg.alreadyInBag })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(screen.queryByRole('button', { name: /Add to Bag/ })).not.toBeInTheDocument();
  });

  it('fills the heart when the product is wishlisted', async () => {
    signIn();
    server.use(
      http.get('/api/cart', () => HttpResponse.json(cartBody([]))),
      http.get('/api/wishlist', () =>
        HttpResponse.json({
          success: true,
          wishlist: { products: [wishlistItem({ _id: id, product: { _id: id } })] },
        }),
      ),
    );
    card({ name: 'Indigo Kurta' });
    expect(
      await screen.findByRole('button', { name: 'Remove Indigo Kurta from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
