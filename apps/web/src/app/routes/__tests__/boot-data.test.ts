import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productQueryOptions } from '@/entities/catalog/api/get-product';
import { EARLY_REQUESTS_KEY } from '@/lib/early-requests';
import { productDetail } from '@/test/fixtures/catalog-pages';
import { server } from '@/test/server';
import { queryClient } from '../../query-client';
import { loader } from '../product-details';

const w = window as unknown as Record<string, unknown>;
const args = (productId: string) =>
  ({ params: { productId } }) as unknown as Parameters<typeof loader>[0];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // The loader starts loading the delivery check's code and does not wait for it; the test does,
  // so the import cannot finish after the test environment is torn down.
  await import('@/features/pincode/components/pincode-check');
  server.resetHandlers();
  queryClient.clear();
  delete w[EARLY_REQUESTS_KEY];
});
afterAll(() => server.close());

describe('the product route loader (boot data)', () => {
  it('on the page load, puts the answer the boot script asked for in the cache before the first render', async () => {
    const detail = productDetail({ _id: 'a'.repeat(24), name: 'Early Kurta' });
    let network = 0;
    server.use(
      http.get('/api/products/individual/:id', () => {
        network += 1;
        return HttpResponse.json({ success: true, data: detail });
      }),
    );
    w[EARLY_REQUESTS_KEY] = {
      [`/api/products/individual/${'a'.repeat(24)}`]: {
        at: performance.now(),
        response: Promise.resolve(Response.json({ success: true, data: detail })),
      },
    };
    await expect(loader(args('a'.repeat(24)))).resolves.toBeNull();
    expect(queryClient.getQueryData(productQueryOptions('a'.repeat(24)).queryKey)).toMatchObject({
      name: 'Early Kurta',
    });
    expect(network).toBe(0);
  });

  it('does not wait on later navigations (no early request): the page shows its skeleton', async () => {
    let network = 0;
    server.use(
      http.get('/api/products/individual/:id', () => {
        network += 1;
        return HttpResponse.json({ success: true, data: productDetail() });
      }),
    );
    await expect(loader(args('b'.repeat(24)))).resolves.toBeNull();
    expect(queryClient.getQueryData(productQueryOptions('b'.repeat(24)).queryKey)).toBeUndefined();
    expect(network).toBe(0);
  });
});
