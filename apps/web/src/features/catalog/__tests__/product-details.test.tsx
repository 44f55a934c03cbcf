import { Msg, type CartItem, type WishlistResponse } from '@vastra/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitorBag } from '@/entities/cart';
import { authPanel, forgetIntent } from '@/entities/session';
import { peekIntent } from '@/entities/session/read-intent';
import { productDetail } from '@/test/fixtures/catalog-pages';
import { cartBody, cartItem } from '@/test/fixtures/commerce';
import { findToast, renderRoute, signIn, signOut } from '@/test/render';
import { server } from '@/test/server';
import { ProductDetails, specificationRows } from '../components/product-details';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  authPanel.close();
  signOut();
  forgetIntent();
  visitorBag.clear();
});
afterAll(() => server.close());

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});

const emptyWishlist: WishlistResponse = { success: true, wishlist: { products: [] } };

const linen = productDetail({
  name: 'Linen Shirt',
  price: 2000,
  percent: 25,
  sizes: ['S', 'M', 'L', 'XL'],
  sizeStock: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 3 },
    { size: 'L', stock: 8 },
    { size: 'XL', stock: 9 },
  ],
  memberPrice: 1399,
  pricing: { mrp: 2000, discountedPrice: 1500, memberPrice: 1399 },
});

/** A signed-in shopper whose bag holds `items`; POST /cart adds the posted line. */
function mockBag(items: CartItem[] = []) {
  const bag = [...items];
  const posted: unknown[] = [];
  server.use(
    http.get('/api/cart', () => HttpResponse.json(cartBody(bag))),
    http.get('/api/wishlist', () => HttpResponse.json(emptyWishlist)),
    http.post('/api/cart', async ({ request }) => {
      const body = (await request.json()) as { productId: string; size?: string };
      posted.push(body);
      await delay(30);
      bag.push(
        cartItem({
          size: body.size ?? null,
          product: { ...cartItem().product, _id: body.productId },
        }),
      );
      return HttpResponse.json(cartBody(bag));
    }),
  );
  return posted;
}

const renderPage = (product = linen) =>
  renderRoute(<ProductDetails product={product} delivery={<p>delivery slot</p>} />, {
    path: `/productdetails/${product._id}`,
  });

describe('product page', () => {
  it('shows breadcrumbs, brand, name, the discounted price, the struck MRP, percent off and offers, and no member price', () => {
    renderPage();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Men' })).toHaveAttribute(
      'href',
      `/men/${linen.category._id}`,
    );
    expect(within(crumbs).getByText('Linen Shirt').closest('li')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.getByText('Vastra Studio')).toBeInTheDocument();
    expect(screen.getByLabelText('Price ₹1,500')).toBeInTheDocument();
    expect(screen.getByLabelText('MRP ₹2,000').tagName).toBe('S');
    expect(screen.getByText('(25% OFF)')).toBeInTheDocument();
    expect(screen.queryByText(/Member price/)).not.toBeInTheDocument();
    expect(screen.getByText(linen.offers[0] ?? '')).toBeInTheDocument();
    expect(screen.getByText('delivery slot')).toBeInTheDocument();
  });

  it('lists the specification fields in the accordion', async () => {
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Specifications' }));
    const region = screen.getByRole('region', { name: 'Specifications' });
    for (const label of [
      'Fit',
      'Pattern',
      'Sleeve',
      'Neck',
      'Occasion',
      'Country of Origin',
      'Material',
    ]) {
      expect(within(region).getByText(label)).toBeInTheDocument();
    }
    expect(specificationRows(linen).map(([l]) => l)).toEqual([
      'Fit',
      'Pattern',
      'Sleeve',
      'Neck',
      'Occasion',
      'Country of Origin',
      'Material',
      'Fabric',
    ]);
    for (const title of ['Product Description', 'Care Instructions', 'Shipping', 'Returns']) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
  });

  it("requires a size: 'Please select size', a scroll to the sizes, and no call", async () => {
    signIn();
    const posted = mockBag();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(screen.getByRole('alert')).toHaveTextContent(Msg.selectSizeProductPage);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(posted).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.queryByText(Msg.selectSizeProductPage)).not.toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S (out of stock)' })).toBeDisabled();
  });

  it("adds the chosen size with a loading state, then shows 'Added to Bag' disabled", async () => {
    signIn();
    const posted = mockBag();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(screen.getByRole('button', { name: /Adding/ })).toHaveAttribute('aria-busy', 'true');
    const added = await screen.findByRole('button', { name: Msg.addedToBag });
    expect(added).toBeDisabled();
    expect(posted).toEqual([{ productId: linen._id, quantity: 1, size: 'L' }]);
    expect(await screen.findByText(Msg.itemAddedToCart)).toBeInTheDocument();
    // another size is a new line
    await user.click(screen.getByRole('button', { name: 'XL' }));
    expect(screen.getByRole('button', { name: 'Add to Bag' })).toBeEnabled();
  });

  it('adds a one-size product without asking for a size', async () => {
    signIn();
    const posted = mockBag();
    renderPage(productDetail({ sizes: [], sizeStock: [] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByRole('button', { name: Msg.addedToBag })).toBeDisabled();
    expect(posted).toEqual([{ productId: expect.any(String), quantity: 1 }]);
  });

  it('keeps a visitor’s line on the device and offers sign-in; the wishlist asks for it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    await findToast(Msg.itemAddedToCart, 'success');
    expect(visitorBag.lines()).toEqual([{ productId: linen._id, size: 'M', quantity: 1 }]);
    expect(await screen.findByRole('button', { name: Msg.addedToBag })).toBeDisabled();
    expect(authPanel.get()).toBe('signin');
    expect(peekIntent()?.action).toEqual({ kind: 'return' });
    act(() => authPanel.close());
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText(Msg.loginToManageWishlist)).toBeInTheDocument();
    expect(authPanel.get()).toBe('signin');
    expect(peekIntent()?.action).toEqual({ kind: 'wishlist', productId: linen._id });
  });

  it('asks a visitor for the size before asking them to sign in', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByText(Msg.selectSizeProductPage)).toBeInTheDocument();
    expect(authPanel.get()).toBeNull();
    expect(peekIntent()).toBeNull();
  });

  it('toggles the wishlist heart', async () => {
    signIn();
    mockBag();
    let listed = false;
    server.use(
      http.get('/api/wishlist', () =>
        HttpResponse.json({
          success: true,
          wishlist: {
            products: listed
              ? [
                  {
                    _id: linen._id,
                    product: { _id: linen._id },
                    name: linen.name,
                    price: 2000,
                    mrp: 2000,
                    discountedPrice: 1500,
                    images: [],
                    availableSizes: ['M'],
                  },
                ]
              : [],
          },
        }),
      ),
      http.post('/api/wishlist', () => {
        listed = true;
        return HttpResponse.json({
          success: true,
          wishlist: { products: [] },
          status: 'added',
          message: Msg.itemAddedToWishlist,
        });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('switches gallery images from the thumbnails', async () => {
    renderPage(productDetail({ name: 'Kurta', images: ['/a.webp', '/b.webp', '/c.webp'] }));
    const user = userEvent.setup();
    expect(screen.getByRole('img', { name: 'Kurta — view 1' })).toHaveAttribute('src', '/a.webp');
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Kurta — view 3' })).toHaveAttribute('src', '/c.webp');
    await user.click(screen.getByRole('button', { name: 'Zoom image 3 of Kurta' }));
    expect(screen.getByRole('dialog', { name: 'Kurta' })).toBeInTheDocument();
  });
});
