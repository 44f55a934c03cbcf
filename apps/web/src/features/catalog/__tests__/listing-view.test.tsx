import {
  FALLBACK_SIZES,
  Msg,
  emptyFilters,
  type FilterValuesResponse,
  type ProductSummary,
} from '@vastra/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categoryBody, product } from '@/test/fixtures/catalog-pages';
import { renderRoute } from '@/test/render';
import { afterNextPaint } from '@/lib/after-paint';
import { server } from '@/test/server';
import { ListingView } from '../components/listing-view';
import { parseListingSearch, toListingSearch } from '../lib/listing-url';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CAT = 'c'.repeat(24);
const SHIRTS = { _id: 'a'.repeat(24), name: 'Shirts' };
const KURTAS = { _id: 'b'.repeat(24), name: 'Kurtas' };

// price = MRP; percent = whole percent off (DTO); shown price = discountedPrice
const catalogue: ProductSummary[] = [
  product({
    name: 'Navy Oxford Shirt',
    subcategory: SHIRTS,
    sizes: ['S', 'M'],
    colors: ['Navy'],
    price: 450,
    ratings: 4.5,
    createdAt: '2026-03-01T00:00:00Z',
  }),
  product({
    name: 'Red Festive Kurta',
    subcategory: KURTAS,
    sizes: ['L', 'XL'],
    colors: ['Red'],
    price: 2400,
    percent: 50,
    ratings: 3.2,
    createdAt: '2026-05-01T00:00:00Z',
  }),
  product({
    name: 'White Linen Shirt',
    subcategory: { _id: SHIRTS._id, name: 'shirts' },
    sizes: ['M', 'L'],
    colors: ['White', 'red'],
    price: 1500,
    percent: 20,
    ratings: 2.4,
    createdAt: '2026-01-15T00:00:00Z',
  }),
  product({
    name: 'Olive Kurta',
    subcategory: KURTAS,
    sizes: ['XXL'],
    colors: ['Olive'],
    price: 3600,
    percent: 10,
    ratings: 4.0,
    createdAt: '2026-02-01T00:00:00Z',
  }),
];
// shown prices: 450, 1200, 1200, 3240

const values = (data: string[]): FilterValuesResponse => ({ success: true, data });

function mockApi({
  products = catalogue,
  sizes = ['S', 'M', 'L', 'XL', 'XXL'],
  colors = ['Navy', 'Red', 'White', 'Olive'],
} = {}) {
  server.use(
    http.get(`/api/products/${CAT}`, () =>
      HttpResponse.json(categoryBody(products, [SHIRTS, KURTAS])),
    ),
    http.get('/api/products/filters/sizes', () => HttpResponse.json(values(sizes))),
    http.get('/api/products/filters/colors', () => HttpResponse.json(values(colors))),
  );
}

const renderListing = (
  search = '',
  path = `/men/${CAT}`,
  routePath = '/:category/:categoryId',
  props = {},
) =>
  renderRoute(<ListingView categoryId={CAT} {...props} />, { path: `${path}${search}`, routePath });

/** Names of the product cards in display order. */
const shown = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });
const group = (name: string) => within(sidebar()).getByRole('group', { name });
/** Ticks an option, then waits for the frame after which the listing applies it. */
const check = async (groupName: string, option: string) => {
  const g = await within(sidebar()).findByRole('group', { name: groupName });
  await userEvent.setup().click(within(g).getByRole('checkbox', { name: option }));
  await act(afterNextPaint);
};

describe('category listing', () => {
  it('shows 8 skeleton tiles, then the title from the first product, the count and the products', async () => {
    server.use(
      http.get(`/api/products/${CAT}`, async () => {
        await delay(40);
        return HttpResponse.json(categoryBody(catalogue, [SHIRTS, KURTAS]));
      }),
      http.get('/api/products/filters/sizes', () => HttpResponse.json(values(['M']))),
      http.get('/api/products/filters/colors', () => HttpResponse.json(values([]))),
    );
    renderListing();
    expect(screen.getByTestId('product-skeletons').children).toHaveLength(8);
    expect(await screen.findByRole('heading', { level: 1, name: 'Men' })).toBeInTheDocument();
    expect(screen.getByText('4 products')).toBeInTheDocument();
    // Heading order h1 → h2 → the cards' h3, even where the Filters sidebar (its own h2) is hidden.
    const results = screen.getByRole('region', { name: 'Product results' });
    expect(
      within(results).getByRole('heading', { level: 2, name: 'Product results' }),
    ).toBeInTheDocument();
    expect(shown()).toEqual([
      'Navy Oxford Shirt',
      'Red Festive Kurta',
      'White Linen Shirt',
      'Olive Kurta',
    ]);
  });

  it('defaults the title to Products and shows the empty texts when the category has nothing', async () => {
    mockApi({ products: [] });
    renderListing();
    expect(await screen.findByText(Msg.listingEmptyTitle)).toBeInTheDocument();
    expect(screen.getByText(Msg.listingEmptyDetail)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
  });

  it('shows the error texts when the category fails to load', async () => {
    server.use(
      http.get(`/api/products/${CAT}`, () =>
        HttpResponse.json(
          { success: false, message: 'x', code: 'INTERNAL_ERROR' },
          { status: 500 },
        ),
      ),
      http.get('/api/products/filters/sizes', () => HttpResponse.json(values([]))),
      http.get('/api/products/filters/colors', () => HttpResponse.json(values([]))),
    );
    renderListing();
    expect(await screen.findByText(Msg.listingErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(Msg.listingErrorDetail)).toBeInTheDocument();
  });

  it.each([
    [400, 'Please provide a valid category id.'],
    [404, 'Category not found.'],
  ])(
    'shows the not-found page with links back to the shop when the API answers %i',
    async (status, message) => {
      server.use(
        http.get(`/api/products/${CAT}`, () =>
          HttpResponse.json({ success: false, message, code: 'NOT_FOUND' }, { status }),
        ),
        http.get('/api/products/filters/sizes', () => HttpResponse.json(values([]))),
        http.get('/api/products/filters/colors', () => HttpResponse.json(values([]))),
      );
      renderListing();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
        'href',
        '/products',
      );
      expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
      expect(screen.queryByText(Msg.listingErrorTitle)).not.toBeInTheDocument();
    },
  );

  it('shows the not-found page for a subcategory the category does not have', async () => {
    mockApi();
    renderListing(
      '',
      `/men/no-such/${CAT}/0123456789abcdef01234567`,
      '/:category/:subcategory/:categoryId/:subcategoryId',
      {
        subcategoryId: '0123456789abcdef01234567',
        subcategorySlug: 'no-such',
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
  });

  it('falls back to sizes XS–XXL and no colours when the filters endpoints fail', async () => {
    mockApi();
    server.use(
      http.get('/api/products/filters/sizes', () => HttpResponse.error()),
      http.get('/api/products/filters/colors', () => new HttpResponse(null, { status: 503 })),
    );
    renderListing();
    await screen.findByText('4 products');
    const sizes = within(group('Size'))
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')?.textContent);
    expect(sizes).toEqual(FALLBACK_SIZES);
    expect(within(sidebar()).queryByRole('group', { name: 'Colour' })).not.toBeInTheDocument();
  });

  describe('filters (OR within a type, AND across types)', () => {
    it('subcategory, matching case-insensitively', async () => {
      mockApi();
      renderListing();
      await screen.findByText('4 products');
      await check('Category', 'Shirts');
      expect(shown()).toEqual(['Navy Oxford Shirt', 'White Linen Shirt']);
      await check('Category', 'Kurtas');
      expect(shown()).toHaveLength(4);
    });

    it('size', async () => {
      mockApi();
      renderListing();
      await screen.findByText('4 products');
      await check('Size', 'M');
      expect(shown()).toEqual(['Navy Oxford Shirt', 'White Linen Shirt']);
      await check('Size', 'XXL');
      expect(shown()).toEqual(['Navy Oxford Shirt', 'White Linen Shirt', 'Olive Kurta']);
    });

    it('colour, matching case-insensitively', async () => {
      mockApi();
      renderListing();
      await screen.findByText('4 products');
      await check('Colour', 'Red');
      expect(shown()).toEqual(['Red Festive Kurta', 'White Linen Shirt']);
    });

    it('price range by the shown price, OR across buckets', async () => {
      mockApi();
      renderListing();
      await screen.findByText('4 products');
      await check('Price', '₹0 – ₹499');
      expect(shown()).toEqual(['Navy Oxford Shirt']);
      await check('Price', '₹3,000 and above');
      expect(shown()).toEqual(['Navy Oxford Shirt', 'Olive Kurta']);
      await check('Price', '₹0 – ₹499');
      await check('Price', '₹1,000 – ₹1,999');
      expect(shown()).toEqual(['Red Festive Kurta', 'White Linen Shirt', 'Olive Kurta']);
    });

    it('discount and above', async () => {
      mockApi();
      renderListing();
      await screen.findByText('4 products');
      await check('Discount', '30% and above');
      expect(shown()).toEqual(['Red Festive Kurta']);
      await check('Discount', '10% and above');
      expect(shown()).toEqual(['Red Festive Kurta', 'White Linen Shirt', 'Olive Kurta']);
    });

    it('rating and above', async () => {
      mockApi();
      renderListing();
      await screen.findByText('4 products');
      await check('Customer Rating', '4★ & above');
      expect(shown()).toEqual(['Navy Oxford Shirt', 'Olive Kurta']);
      await check('Customer Rating', '3★ & above');
      expect(shown()).toEqual(['Navy Oxford Shirt', 'Red Festive Kurta', 'Olive Kurta']);
    });

    it('combines types with AND, shows the empty state when nothing matches, and Clear All resets', async () => {
      mockApi();
      renderListing();
      await screen.findByText('4 products');
      await check('Colour', 'Red');
      await check('Size', 'L');
      expect(shown()).toEqual(['Red Festive Kurta', 'White Linen Shirt']);
      await check('Category', 'Shirts');
      expect(shown()).toEqual(['White Linen Shirt']);
      await check('Discount', '50% and above');
      expect(await screen.findByText(Msg.listingEmptyTitle)).toBeInTheDocument();
      expect(screen.getByText('0 products')).toBeInTheDocument();
      await userEvent.setup().click(within(sidebar()).getByRole('button', { name: 'Clear All' }));
      expect(shown()).toHaveLength(4);
    });
  });

  describe('sorts', () => {
    const cases: [string, string | null, string[]][] = [
      [
        'Sort by: Popularity',
        null,
        ['Navy Oxford Shirt', 'Red Festive Kurta', 'White Linen Shirt', 'Olive Kurta'],
      ],
      [
        'Sort by: Price: Low to High',
        'price-asc',
        ['Navy Oxford Shirt', 'Red Festive Kurta', 'White Linen Shirt', 'Olive Kurta'],
      ],
      [
        'Sort by: Price: High to Low',
        'price-desc',
        ['Olive Kurta', 'Red Festive Kurta', 'White Linen Shirt', 'Navy Oxford Shirt'],
      ],
      [
        'Sort by: Newest First',
        'newest',
        ['Red Festive Kurta', 'Navy Oxford Shirt', 'Olive Kurta', 'White Linen Shirt'],
      ],
      [
        'Sort by: Customer Rating',
        'rating',
        ['Navy Oxford Shirt', 'Olive Kurta', 'Red Festive Kurta', 'White Linen Shirt'],
      ],
      [
        'Sort by: Discount',
        'discount',
        ['Red Festive Kurta', 'White Linen Shirt', 'Olive Kurta', 'Navy Oxford Shirt'],
      ],
    ];
    it.each(cases)('%s', async (label, param, expected) => {
      mockApi();
      const { router } = renderListing('?sort=rating');
      await screen.findByText('4 products');
      await userEvent
        .setup()
        .selectOptions(
          screen.getByRole('combobox', { name: 'Sort by' }),
          screen.getByRole('option', { name: label }),
        );
      expect(shown()).toEqual(expected);
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe(param);
    });
  });

  describe('URL state', () => {
    it('restores filters and sort from the URL (shared link / reload)', async () => {
      mockApi();
      renderListing('?size=m&size=XXL&color=RED&color=olive&sort=price-desc');
      await screen.findByText('2 products');
      await within(sidebar()).findByRole('group', { name: 'Colour' });
      expect(within(group('Size')).getByRole('checkbox', { name: 'M' })).toBeChecked();
      expect(within(group('Size')).getByRole('checkbox', { name: 'XXL' })).toBeChecked();
      expect(within(group('Colour')).getByRole('checkbox', { name: 'Red' })).toBeChecked();
      expect(within(group('Colour')).getByRole('checkbox', { name: 'Olive' })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
      expect(shown()).toEqual(['Olive Kurta', 'White Linen Shirt']);
    });

    it('writes every change to the URL and reads it back identically', async () => {
      mockApi();
      const { router } = renderListing();
      await screen.findByText('4 products');
      await check('Category', 'Kurtas');
      await check('Price', '₹3,000 and above');
      await check('Discount', '10% and above');
      await check('Customer Rating', '4★ & above');
      const search = router.state.location.search;
      expect(parseListingSearch(search)).toEqual({
        sort: 'popularity',
        filters: {
          ...emptyFilters(),
          subcategory: ['Kurtas'],
          priceRange: ['3000+'],
          discount: ['10'],
          rating: ['4'],
        },
      });
      expect(shown()).toEqual(['Olive Kurta']);
      await check('Customer Rating', '4★ & above');
      expect(new URLSearchParams(router.state.location.search).getAll('rating')).toEqual([]);
    });

    it('round-trips any state through the query string, keeping other parameters', () => {
      const state = {
        sort: 'discount' as const,
        filters: {
          ...emptyFilters(),
          subcategory: ['T-Shirts & Tops', 'Shirts'],
          size: ['M'],
          color: ['Navy Blue'],
          priceRange: ['0-499', '3000+'],
          discount: ['20'],
          rating: ['3'],
        },
      };
      const qs = toListingSearch(state, 'utm=mail');
      expect(qs.get('utm')).toBe('mail');
      expect(parseListingSearch(qs.toString())).toEqual(state);
      expect(toListingSearch({ sort: 'popularity', filters: emptyFilters() }).toString()).toBe('');
      expect(parseListingSearch('?price=1-2&discount=15&rating=5&sort=cheap')).toEqual({
        sort: 'popularity',
        filters: emptyFilters(),
      });
    });
  });

  it('pre-selects the subcategory on the subcategory route', async () => {
    mockApi();
    renderListing(
      '',
      `/men/kurtas/${CAT}/${KURTAS._id}`,
      '/:category/:subcategory/:categoryId/:subcategoryId',
      {
        subcategoryId: KURTAS._id,
        subcategorySlug: 'kurtas',
      },
    );
    await waitFor(() => expect(shown()).toEqual(['Red Festive Kurta', 'Olive Kurta']));
    expect(within(group('Category')).getByRole('checkbox', { name: 'Kurtas' })).toBeChecked();
  });

  it('ticks a filter on the tap; its chip comes with the results it describes', async () => {
    mockApi();
    renderListing();
    await screen.findByText('4 products');
    const box = within(group('Size')).getByRole('checkbox', { name: 'XXL' });
    await act(async () => box.click());
    // The tap's frame: the tick only (no chip row above the grid yet, the results unchanged).
    expect(box).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Remove filter XXL' })).not.toBeInTheDocument();
    expect(shown()).toHaveLength(4);
    expect(await screen.findByRole('button', { name: 'Remove filter XXL' })).toBeInTheDocument();
    expect(shown()).toEqual(['Olive Kurta']);
  });

  it('on mobile, Sort and Filter open sheets; the filter sheet shows "Show n Products" and Clear All', async () => {
    mockApi();
    const user = userEvent.setup();
    renderListing();
    await screen.findByText('4 products');
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    // The options render just after the sheet's frame has painted.
    await user.click(
      within(await within(sheet).findByRole('group', { name: 'Size' })).getByRole('checkbox', {
        name: 'XXL',
      }),
    );
    // The count follows once the listing has applied the tick (after the tick's paint).
    expect(
      await within(sheet).findByRole('button', { name: 'Show 1 Products' }),
    ).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Clear All' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show 4 Products' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Sort/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sort By' })).getByRole('radio', {
        name: 'Price: High to Low',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shown()[0]).toBe('Olive Kurta');
  });
});
