import { Msg } from '@vastra/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
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

  it('the app’s own "Page not found" is noindex', async () => {
    renderRoute(<NotFoundPage />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(robots()?.getAttribute('content')).toBe('noindex');
  });
});
