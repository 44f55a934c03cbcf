import { Msg, type ProductSearchResponse } from '@vastra/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { product } from '@/test/fixtures/catalog-pages';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { HeaderSearch } from '../components/header-search';
import { MobileSearchModal } from '../components/mobile-search-modal';

const hits = [
  product({ _id: 'a'.repeat(24), name: 'Indigo Kurta', price: 1299.6 }),
  product({ _id: 'b'.repeat(24), name: 'Ivory Kurta' }),
  product({ _id: 'c'.repeat(24), name: 'Rust Kurta' }),
];
let queries: string[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The header's box is lazy: load its module once, so opening it renders without waiting.
  await import('../components/header-search-box');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  queries = [];
  server.use(
    http.get('/api/products/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('query') ?? '';
      queries.push(q);
      const body: ProductSearchResponse = { success: true, data: q.includes('kurta') ? hits : [] };
      return HttpResponse.json(body);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Lets msw answer and React Query settle. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
    await vi.runOnlyPendingTimersAsync();
  });
  await act(async () => {
    await Promise.resolve();
  });
}

function typeInto(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

async function openHeaderSearch() {
  fireEvent.click(screen.getByRole('button', { name: 'Search products' }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20);
  });
  const input = screen.getByRole('combobox', { name: 'Search products' });
  fireEvent.focus(input);
  return input;
}

describe('header search', () => {
  it('waits 350 ms after the last keystroke before searching, showing Searching... meanwhile', async () => {
    renderRoute(<HeaderSearch />);
    const input = await openHeaderSearch();
    typeInto(input, 'ku');
    await act(() => vi.advanceTimersByTimeAsync(200));
    typeInto(input, 'kurta');
    expect(screen.getByText(Msg.searching)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(349));
    expect(queries).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(queries).toEqual(['kurta']);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it("shows 'No products found.' for text without matches, and makes no call for blank text", async () => {
    renderRoute(<HeaderSearch />);
    const input = await openHeaderSearch();
    typeInto(input, '   ');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(queries).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    typeInto(input, 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(350));
    await flush();
    expect(screen.getByText(Msg.noProductsFound)).toBeInTheDocument();
  });

  it('moves a wrapping highlight with the arrow keys; Enter opens the product and clears the search', async () => {
    const { router } = renderRoute(<HeaderSearch />, {
      routes: [{ path: '/productdetails/:productId', element: <HeaderSearch /> }],
    });
    const input = await openHeaderSearch();
    typeInto(input, 'kurta');
    await act(() => vi.advanceTimersByTimeAsync(350));
    await flush();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    const selected = () =>
      screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(0);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(2); // wraps to the last
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(0); // wraps to the first
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(1);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(router.state.location.pathname).toBe(`/productdetails/${'b'.repeat(24)}`);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // Re-opening shows an empty box.
    const again = await openHeaderSearch();
    expect(again).toHaveValue('');
  });
  it('submits the box to the results page with the trimmed text; a blank box goes nowhere', async () => {
    const { router } = renderRoute(<HeaderSearch />, {
      routes: [{ path: '/search', element: <HeaderSearch /> }],
    });
    const input = await openHeaderSearch();
    const form = screen.getByRole('search');
    typeInto(input, '   ');
    fireEvent.submit(form);
    await flush();
    expect(router.state.location.pathname).toBe('/');
    typeInto(input, '  linen shirt ');
    fireEvent.submit(form);
    await flush();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/search?q=linen+shirt',
    );
  });
});

describe('mobile search modal', () => {
  it('locks page scroll, focuses a reset input, debounces 300 ms and rounds prices', async () => {
    const onClose = vi.fn();
    renderRoute(<MobileSearchModal open onClose={onClose} />);
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    expect(document.body).toHaveAttribute('data-scroll-locked');

    typeInto(input, 'kurta');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(queries).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(queries).toEqual(['kurta']);
    expect(screen.getByText('Indigo Kurta')).toBeInTheDocument();
    expect(screen.getByText('₹1,300')).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'No product found.' when nothing matches", async () => {
    renderRoute(<MobileSearchModal open onClose={() => {}} />);
    typeInto(screen.getByRole('searchbox', { name: 'Search products' }), 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await flush();
    expect(screen.getByText(Msg.noProductFoundMobile)).toBeInTheDocument();
  });
});
