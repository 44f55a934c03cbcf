import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlIntersections } from '@vastra/ui/test/intersection';
import { readRecentlyViewed } from '@/features/recently-viewed/lib/recently-viewed';
import { productDetail } from '@/test/fixtures/catalog-pages';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { Component as ProductPage } from '../product-details';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterAll(() => server.close());

const ID = '64c000000000000000000042';

describe('the product page below the fold', () => {
  let setInView: (isIntersecting: boolean) => void;
  beforeEach(() => {
    setInView = controlIntersections();
  });

  it('asks for its reviews and rows only when they come near, and remembers the product at once', async () => {
    const asked: string[] = [];
    const seen = (path: string) => () => {
      asked.push(path);
      return HttpResponse.json({ success: false, message: 'Not here' }, { status: 404 });
    };
    server.use(
      http.get('/api/products/individual/:id', () =>
        HttpResponse.json({ success: true, data: productDetail({ _id: ID, name: 'Linen Shirt' }) }),
      ),
      http.get('/api/products/individual/:id/complete-the-look', seen('complete-the-look')),
      http.get('/api/products/:categoryId', seen('similar')),
      http.get('/api/reviews/:id', seen('reviews')),
    );
    renderRoute(<ProductPage />, {
      path: `/productdetails/${ID}`,
      routePath: '/productdetails/:productId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeVisible();
    // Remembered for "Recently viewed" though its row was never reached.
    await waitFor(() => expect(readRecentlyViewed().map((p) => p._id)).toEqual([ID]));
    expect(asked).toEqual([]);

    await act(async () => {
      // The sections come near; their lazy code resolves on later commits.
      setInView(true);
      await Promise.resolve();
    });
    await waitFor(() => expect(asked).toContain('complete-the-look'));
    expect(asked).toContain('similar');
    expect(asked).toContain('reviews');
  });
});
