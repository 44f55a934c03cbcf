import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type MemoryRouterProps } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { product } from '@/test/fixtures/catalog-pages';
import { renderRoute, testQueryClient } from '@/test/render';
import { FIRST_CARDS, ProductGrid } from '../components/product-grid';

const many = Array.from({ length: 40 }, (_, i) =>
  product({ _id: String(i).padStart(24, '0'), name: `Shirt ${i + 1}` }),
);

/** The cards a first render draws, at the router's place in its history. */
const firstRenderCards = (history: MemoryRouterProps = {}) =>
  renderToString(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter {...history}>
        <ProductGrid products={many} />
      </MemoryRouter>
    </QueryClientProvider>,
  ).match(/<article/g);

describe('ProductGrid', () => {
  it('renders the first screen of cards in its first render (the rest would be one long task)', () => {
    expect(firstRenderCards()).toHaveLength(FIRST_CARDS);
  });

  it('renders every card at once when the shopper comes Back to the list (so its place can be restored)', () => {
    // A history entry past the first one, reached by POP: what Back lands on.
    expect(
      firstRenderCards({ initialEntries: ['/men/x', '/productdetails/y'], initialIndex: 1 }),
    ).toHaveLength(many.length);
  });

  it('renders every card at once when Back returns to the page the shop was opened on', async () => {
    // That page keeps the 'default' key, as on its first load: the browser's popstate tells.
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(firstRenderCards()).toHaveLength(many.length);
  });

  it('then renders every card, in order', async () => {
    renderRoute(<ProductGrid products={many} />);
    const list = screen.getByRole('list', { name: 'Products' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(40));
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(many.map((p) => p.name));
  });
});
