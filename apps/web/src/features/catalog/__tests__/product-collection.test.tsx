import { Msg, type ProductListResponse, type ProductSummary } from '@vastra/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { product } from '@/test/fixtures/catalog-pages';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { ProductCollection, TrendingCollection } from '../components/product-collection';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = (
  data: ProductSummary[],
  pageNo = 1,
  pages = 1,
  total = data.length,
): ProductListResponse => ({
  success: true,
  data,
  pagination: { page: pageNo, limit: 24, total, pages },
});

describe('/products', () => {
  it.each([
    [undefined, 'All Products'],
    ['trending', 'Trending Products'],
    ['latest', 'Latest Collection'],
  ] as const)('type %s → heading %s, Loading... then the products', async (type, heading) => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('/api/products', async ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        await delay(20);
        return HttpResponse.json(page([product({ name: 'Oxford Shirt' })]));
      }),
    );
    renderRoute(<ProductCollection type={type} />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(Msg.productsLoading)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Oxford Shirt' })).toBeInTheDocument();
    expect(seen[0]?.get('type')).toBe(type ?? null);
    expect(seen[0]?.get('sort')).toBe(type === 'latest' ? 'latest' : null);
  });

  it('loads more pages', async () => {
    server.use(
      http.get('/api/products', ({ request }) => {
        const p = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(page([product({ name: `Item ${p}` })], p, 2, 2));
      }),
    );
    renderRoute(<ProductCollection type={undefined} />);
    await screen.findByRole('article', { name: 'Item 1' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Item 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows 'No products found.' and 'Failed to fetch products'", async () => {
    server.use(http.get('/api/products', () => HttpResponse.json(page([]))));
    const first = renderRoute(<ProductCollection type="latest" />);
    expect(await screen.findByText(Msg.noProductsFound)).toBeInTheDocument();
    first.unmount();
    server.use(http.get('/api/products', () => new HttpResponse(null, { status: 500 })));
    renderRoute(<ProductCollection type="latest" />);
    expect(await screen.findByText(Msg.failedFetchProducts)).toBeInTheDocument();
  });
});

describe('/trending', () => {
  it('shows the empty-trending message with Browse All Products', async () => {
    server.use(http.get('/api/products/trending', () => HttpResponse.json(page([]))));
    renderRoute(<TrendingCollection />);
    expect(await screen.findByText(Msg.emptyTrending)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trending Products' }),
    ).toBeInTheDocument();
  });
});
