import {
  Msg,
  type Influencer,
  type InfluencerProductResponse,
  type Style,
  type StylesResponse,
} from '@vastra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useParams } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { visitorBag } from '@/entities/cart';
import { authPanel, forgetIntent } from '@/entities/session';
import { product } from '@/test/fixtures/catalog-pages';
import { cartBody } from '@/test/fixtures/commerce';
import { findToast, renderRoute, signIn, signOut } from '@/test/render';
import { server } from '@/test/server';
import { LookView } from '../components/look-view';
import { StyleGallery } from '../components/style-gallery';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  authPanel.close();
  signOut();
  forgetIntent();
  visitorBag.clear();
});
afterAll(() => server.close());

let n = 0;
const hex = (c: string) => `${c}${String(++n).padStart(23, '0')}`;

function influencer(handle: string, looks: number): Influencer {
  const id = hex('1');
  return {
    _id: id,
    name: handle,
    image: `/static/inf/${handle}.webp`,
    instagramHandle: handle,
    bio: '',
    styleId: '',
    looks: Array.from({ length: looks }, (_, i) => ({
      _id: hex('2'),
      image: ` /static/looks/${handle}-${i}.webp `,
      title: `${handle} look ${i + 1}`,
    })),
  };
}

function style(name: string, influencers: Influencer[]): Style {
  const id = hex('3');
  return {
    _id: id,
    name,
    title: name,
    image: '/static/styles/x.webp',
    hashtag: name.replace(/\s+/g, ''),
    description: `${name} looks`,
    influencerId: influencers.map((i) => i._id),
    influencers: influencers.map((i) => ({ ...i, styleId: id })),
  };
}

const stylesBody = (data: Style[]): StylesResponse => ({ success: true, data });

function mockStyles(list: Style[]) {
  server.use(
    http.get('/api/styles', () => HttpResponse.json(stylesBody(list))),
    ...list.map((s) =>
      http.get(`/api/styles/${s._id}`, () => HttpResponse.json({ success: true, data: s })),
    ),
  );
}

const tiles = () =>
  within(screen.getByRole('list', { name: 'Influencer looks' })).getAllByRole('link');

describe('Get the Look gallery', () => {
  it('with 0 styles: only the All tab and "No influencers available."', async () => {
    mockStyles([]);
    renderRoute(<StyleGallery />, { path: '/all-styles' });
    expect(await screen.findByText(Msg.noInfluencersAvailable)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All']);
  });

  it('with 1 style: All plus its tab, and a single look tile linking to the influencer product with the handle', async () => {
    const one = style('Street Edit', [influencer('asha.styles', 1)]);
    mockStyles([one]);
    renderRoute(<StyleGallery />, { path: '/all-styles' });
    expect(await screen.findByRole('tab', { name: 'Street Edit' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Street Edit']);
    const [tile] = tiles();
    expect(tiles()).toHaveLength(1);
    expect(tile).toHaveAttribute(
      'href',
      `/influencer-product/${one.influencers[0]?.looks[0]?._id}`,
    );
    expect(tile).toHaveTextContent('@asha.styles');
    expect(tile?.querySelector('img')).toHaveAttribute('src', '/static/looks/asha.styles-0.webp');
  });

  it('with many styles: All shows every look; a tab shows that style only and moves to /all-styles/{id}', async () => {
    const a = style('Street Edit', [influencer('asha', 2)]);
    const b = style('Festive', [influencer('rohan', 1), influencer('meera', 1)]);
    const empty = style('Monsoon', []);
    mockStyles([a, b, empty]);
    const user = userEvent.setup();
    const { router } = renderRoute(<StyleGallery />, {
      path: '/all-styles',
      routes: [{ path: '/all-styles/:styleId', element: <RoutedGallery /> }],
    });
    await screen.findByRole('tab', { name: 'Festive' });
    expect(tiles()).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get the Look');

    await user.click(screen.getByRole('tab', { name: 'Festive' }));
    expect(router.state.location.pathname).toBe(`/all-styles/${b._id}`);
    expect(await screen.findByRole('tab', { name: 'Festive', selected: true })).toBeInTheDocument();
    expect(tiles().map((t) => t.textContent)).toEqual(['@rohanrohan look 1', '@meerameera look 1']);
    expect(screen.getByText('#Festive')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Monsoon' }));
    expect(await screen.findByText(Msg.noInfluencersFound)).toBeInTheDocument();
  });

  it('toggles the view between 4 and 6 per row', async () => {
    mockStyles([style('Street Edit', [influencer('asha', 2)])]);
    const user = userEvent.setup();
    renderRoute(<StyleGallery />, { path: '/all-styles' });
    await screen.findByRole('tab', { name: 'Street Edit' });
    expect(screen.getByRole('radio', { name: '4' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: '6' }));
    expect(screen.getByRole('radio', { name: '6' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('list', { name: 'Influencer looks' }).className).toMatch(
      /lg:grid-cols-6/,
    );
  });

  it('shows 8 skeletons while loading and the failure text on error', async () => {
    server.use(
      http.get('/api/styles', async () => {
        await delay(30);
        return HttpResponse.json(
          { success: false, message: 'down', code: 'INTERNAL_ERROR' },
          { status: 500 },
        );
      }),
    );
    renderRoute(<StyleGallery />, { path: '/all-styles' });
    expect(screen.getByTestId('influencer-skeletons').children).toHaveLength(8);
    expect(await screen.findByText(Msg.stylesFailed)).toBeInTheDocument();
  });
});

/** Mirrors the route: the style id comes from the URL. */
function RoutedGallery() {
  const { styleId } = useParams();
  return <StyleGallery styleId={styleId} />;
}

describe('influencer product page', () => {
  const lookId = 'f'.repeat(24);
  const shirt = product({ name: 'Denim Shirt', price: 2000, percent: 25, sizes: ['M', 'L'] });
  const tote = product({ name: 'Canvas Tote', price: 800, sizes: [], sizeStock: [] });
  const body = (productDetails: unknown): InfluencerProductResponse =>
    ({
      success: true,
      data: {
        _id: lookId,
        title: 'Weekend Denim',
        image: '/static/looks/denim.webp',
        influencer: {
          _id: 'e'.repeat(24),
          name: 'Asha',
          instagramHandle: 'asha.styles',
          image: '/static/inf/asha.webp',
        },
        productDetails,
      },
    }) as InfluencerProductResponse;

  it('shows the main image, "Get the look" with the item count and each product with struck and discounted prices', async () => {
    server.use(
      http.get(`/api/influencer-products/${lookId}`, () => HttpResponse.json(body([shirt, tote]))),
    );
    renderRoute(<LookView id={lookId} />);
    expect(await screen.findByRole('heading', { name: /Get the look/ })).toHaveTextContent(
      'Get the look (2 items)',
    );
    expect(screen.getByRole('img', { name: 'Weekend Denim' })).toHaveAttribute(
      'src',
      '/static/looks/denim.webp',
    );
    const card = screen.getByRole('article', { name: 'Denim Shirt' });
    expect(within(card).getByText('₹1,500')).toBeInTheDocument();
    expect(within(card).getByText('₹2,000').tagName).toBe('S');
    expect(within(card).getByText('25% off')).toBeInTheDocument();
  });

  it("keeps a visitor's size on the device; the heart asks them to log in first ('You need to login first')", async () => {
    server.use(
      http.get(`/api/influencer-products/${lookId}`, () => HttpResponse.json(body([shirt]))),
    );
    const user = userEvent.setup();
    renderRoute(<LookView id={lookId} />);
    await user.click(await screen.findByRole('button', { name: 'Add size M to bag' }));
    await findToast(Msg.itemAddedToCart, 'success');
    expect(visitorBag.lines()).toEqual([{ productId: shirt._id, size: 'M', quantity: 1 }]);
    expect(authPanel.get()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Denim Shirt to wishlist' }));
    expect(await screen.findByText(Msg.loginFirst)).toBeInTheDocument();
    expect(authPanel.get()).toBe('signin');
  });

  it('adds the clicked size to the bag for a signed-in shopper', async () => {
    signIn();
    const posted: unknown[] = [];
    server.use(
      http.get(`/api/influencer-products/${lookId}`, () => HttpResponse.json(body([shirt]))),
      http.get('/api/cart', () => HttpResponse.json(cartBody([]))),
      http.get('/api/wishlist', () =>
        HttpResponse.json({ success: true, wishlist: { products: [] } }),
      ),
      http.post('/api/cart', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(cartBody([]));
      }),
    );
    renderRoute(<LookView id={lookId} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add size L to bag' }));
    expect(await screen.findByText(Msg.itemAddedToCart)).toBeInTheDocument();
    expect(posted).toEqual([{ productId: shirt._id, quantity: 1, size: 'L' }]);
  });

  it("says 'No product data available.' when the look fails to load or has no product list", async () => {
    server.use(
      http.get(`/api/influencer-products/${lookId}`, () =>
        HttpResponse.json(
          { success: false, message: 'Not found', code: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<LookView id={lookId} />);
    expect(await screen.findByText(Msg.noProductData)).toBeInTheDocument();
    // The load failure is logged as well as shown.
    expect(error).toHaveBeenCalledWith('Influencer product load failed', lookId, expect.anything());
    error.mockRestore();
  });

  it('opens the product page on click', async () => {
    server.use(
      http.get(`/api/influencer-products/${lookId}`, () => HttpResponse.json(body([tote]))),
    );
    const { router } = renderRoute(<LookView id={lookId} />);
    expect(await screen.findByRole('heading', { name: /Get the look/ })).toHaveTextContent(
      '(1 item)',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open Canvas Tote' }));
    expect(router.state.location.pathname).toBe(`/productdetails/${tote._id}`);
  });
});
