import {
  FACET_KEYS,
  POPULAR_SEARCHES,
  SearchCopy,
  type SearchResultsResponse,
} from '@vastra/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { product } from '@/test/fixtures/catalog-pages';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { SearchResultsView } from '../components/search-results-view';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const noFacets = Object.fromEntries(
  FACET_KEYS.map((k) => [k, []]),
) as unknown as SearchResultsResponse['data']['facets'];

function answer(data: Partial<SearchResultsResponse['data']>): SearchResultsResponse {
  return {
    success: true,
    data: {
      query: '',
      products: [],
      pagination: { page: 1, limit: 24, total: data.products?.length ?? 0, pages: 1 },
      facets: noFacets,
      correction: null,
      ...data,
    },
  };
}

const women = {
  _id: 'c'.repeat(24),
  name: 'Women',
  slug: 'women',
  image: '',
  subcategories: [{ _id: 'd'.repeat(24), name: 'Lehengas', slug: 'lehengas', image: '' }],
};

describe('search results page', () => {
  it('names the catalogue word it searched and links the words as typed', async () => {
    server.use(
      http.get('/api/products/search/results', () =>
        HttpResponse.json(
          answer({
            query: 'jeens',
            products: [product({ name: 'Indigo Slim Jeans' })],
            correction: { query: 'jeans', original: 'jeens' },
          }),
        ),
      ),
    );
    renderRoute(<SearchResultsView />, { path: '/search?q=jeens', routePath: '/search' });
    const line = await screen.findByText('jeans', { selector: 'strong' });
    const status = line.closest('p')!;
    expect(status).toHaveTextContent(`${SearchCopy.showingResultsFor('')}jeans.`);
    expect(within(status).getByRole('link', { name: 'jeens' })).toHaveAttribute(
      'href',
      '/search?q=jeens&exact=1',
    );
  });

  it('a search that finds nothing offers popular searches and categories, not empty filters', async () => {
    server.use(
      http.get('/api/products/search/results', () => HttpResponse.json(answer({ query: 'zzzz' }))),
      http.get('/api/category', () => HttpResponse.json({ success: true, categories: [women] })),
    );
    renderRoute(<SearchResultsView />, { path: '/search?q=zzzz', routePath: '/search' });
    expect(
      await screen.findByRole('heading', { name: SearchCopy.noResultsTitle('zzzz') }),
    ).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: SearchCopy.popularSearches });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([...POPULAR_SEARCHES]);
    const categories = await screen.findByRole('region', { name: SearchCopy.popularCategories });
    expect(within(categories).getByRole('link', { name: 'Women · Lehengas' })).toHaveAttribute(
      'href',
      `/women/lehengas/${women._id}/${women.subcategories[0]!._id}`,
    );
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
  });
});
