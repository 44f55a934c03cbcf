import { Msg } from '@vastra/contracts';
import { hydrate } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productQueryOptions } from '@/entities/catalog/api/get-product';
import { createQueryClient } from '@/lib/query-client';
import { renderRoute } from '@/test/render';
import { dehydratePage, reviveState } from '../../ssr/state';
import { server } from '@/test/server';
import { Component as NotFoundPage } from '../not-found';
import { Component as ProductPage } from '../product-details';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const robots = () => document.head.querySelector('meta[name="robots"]');

/** The host answers every page with 200: pages that show nothing tell crawlers not to index them. */
describe('pages that do not exist', () => {
  it('a product that does not exist says so and is noindex, until the shopper leaves it', async () => {
    server.use(
      http.get('/api/products/individual/:id', () =>
        HttpResponse.json(
          { success: false, message: 'Product not found', code: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
    );
    expect(robots()).toBeNull();
    const { router } = renderRoute(<ProductPage />, {
      path: '/productdetails/0123456789abcdef01234567',
      routePath: '/productdetails/:productId',
    });
    expect(await screen.findByRole('heading', { name: Msg.productNotFound })).toBeInTheDocument();
    expect(robots()?.getAttribute('content')).toBe('noindex');
    await router.navigate('/elsewhere');
    await screen.findByText('Other page');
    expect(robots()).toBeNull();
  });

  it('an archived product (410) shows the same not-found page', async () => {
    server.use(
      http.get('/api/products/individual/:id', () =>
        HttpResponse.json(
          { success: false, message: Msg.productGone, code: 'PRODUCT_GONE' },
          { status: 410 },
        ),
      ),
    );
    renderRoute(<ProductPage />, {
      path: '/productdetails/0123456789abcdef01234567',
      routePath: '/productdetails/:productId',
    });
    expect(await screen.findByRole('heading', { name: Msg.productNotFound })).toBeInTheDocument();
    expect(screen.getByText(Msg.productNotFoundDetail)).toBeInTheDocument();
    expect(robots()?.getAttribute('content')).toBe('noindex');
  });

  it('a not-found page the server drew is hydrated without asking the API again', async () => {
    const id = '0123456789abcdef01234567';
    let asked = 0;
    server.use(
      http.get('/api/products/individual/:id', () => {
        asked += 1;
        return HttpResponse.json(
          { success: false, message: Msg.productGone, code: 'PRODUCT_GONE' },
          { status: 410 },
        );
      }),
    );
    // The server's render (entry-server.tsx): the app's cache, no retries, dehydrated as the page
    // carries it, through JSON.
    const serverCache = createQueryClient();
    serverCache.setDefaultOptions({
      queries: { ...serverCache.getDefaultOptions().queries, retry: false },
    });
    await serverCache.prefetchQuery(productQueryOptions(id));
    expect(asked).toBe(1);
    const carried = JSON.parse(JSON.stringify(dehydratePage(serverCache)));

    // The browser: the app's cache, hydrated from the page, then the page mounts.
    const client = createQueryClient();
    hydrate(client, reviveState(carried));
    renderRoute(<ProductPage />, {
      path: `/productdetails/${id}`,
      routePath: '/productdetails/:productId',
      client,
    });
    expect(await screen.findByRole('heading', { name: Msg.productNotFound })).toBeInTheDocument();
    expect(client.getQueryState(productQueryOptions(id).queryKey)?.fetchStatus).toBe('idle');
    expect(asked).toBe(1);
  });

  it('the app’s own "Page not found" is noindex', async () => {
    renderRoute(<NotFoundPage />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(robots()?.getAttribute('content')).toBe('noindex');
  });
});
