import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reviveState, serialiseState } from '../state';

describe('server state', () => {
  it('carries a not-found ApiError through JSON and back, so the same page is drawn', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await qc.prefetchQuery({
      queryKey: ['products', 'detail', 'x'],
      queryFn: () => Promise.reject(new ApiError('Product not found', 404, 'NOT_FOUND')),
    });
    await qc.prefetchQuery({ queryKey: ['ok'], queryFn: () => ({ name: 'Kurta' }) });
    const wire = JSON.parse(
      JSON.stringify(serialiseState(dehydrate(qc, { shouldDehydrateQuery: () => true }))),
    );
    const back = new QueryClient();
    const { hydrate } = await import('@tanstack/react-query');
    hydrate(back, reviveState(wire));
    const err = back.getQueryState(['products', 'detail', 'x'])?.error;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Product not found' });
    expect(back.getQueryData(['ok'])).toEqual({ name: 'Kurta' });
  });
});
