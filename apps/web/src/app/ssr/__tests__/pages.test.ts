import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testimonialsQueryOptions } from '@/entities/catalog/api/get-testimonials';
import { HOME_CORE } from '@/features/home/api/prefetch-home';
import { influencerProductQueryOptions } from '@/features/lookbook/api/get-influencer-product';
import { styleQueryOptions } from '@/features/lookbook/api/get-style';
import { ApiError } from '@/lib/api-client';
import { PAGE_PLANS } from '../pages';

const origin = 'https://vastra.example';
const ctx = (qc: QueryClient, path: string, params = {}) => ({
  qc,
  params,
  url: new URL(origin + path),
  origin,
});

describe('page plans', () => {
  it('home is a rendered page once its core data is there', () => {
    const plan = PAGE_PLANS['']!;
    const qc = new QueryClient();
    // Nothing from the API: the shell, drawn in the browser.
    expect(plan.head(ctx(qc, '/'))).toBeUndefined();
    for (const o of HOME_CORE) qc.setQueryData(o.queryKey, []);
    const page = plan.head(ctx(qc, '/'));
    expect(page?.status).toBe(200);
    expect(page?.head.canonical).toBe(`${origin}/`);
  });

  it('testimonials have their own head; a query string is not indexed', () => {
    const plan = PAGE_PLANS.testimonials!;
    const qc = new QueryClient();
    qc.setQueryData(testimonialsQueryOptions().queryKey, []);
    const page = plan.head(ctx(qc, '/testimonials'));
    expect(page?.head).toMatchObject({
      title: 'Testimonials | Vastra',
      canonical: `${origin}/testimonials`,
    });
    expect(page?.head.description).toMatch(/shoppers across India/);
    expect(plan.head(ctx(qc, '/testimonials?x=1'))?.head.robots).toBe('noindex');
  });

  it('an unknown influencer style is a 404', async () => {
    const plan = PAGE_PLANS['influencer-style/:styleId']!;
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const id = '0123456789abcdef01234567';
    await qc.prefetchQuery({
      queryKey: styleQueryOptions(id).queryKey,
      queryFn: () => Promise.reject(new ApiError('Style not found.', 404)),
    });
    expect(plan.head(ctx(qc, `/influencer-style/${id}`, { styleId: id }))?.status).toBe(404);
  });

  it('a look has its own head, and an unknown look is a 404', async () => {
    const plan = PAGE_PLANS['influencer-product/:id']!;
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const id = '0123456789abcdef01234567';
    qc.setQueryData(influencerProductQueryOptions(id).queryKey, {
      _id: id,
      title: 'Weekend denim',
      image: '/static/looks/x.svg',
      influencer: { _id: id, name: 'Aarav', instagramHandle: 'aarav', image: '/x.svg' },
      productDetails: [],
    });
    const page = plan.head(ctx(qc, `/influencer-product/${id}`, { id }));
    expect(page?.status).toBe(200);
    expect(page?.head).toMatchObject({
      title: 'Weekend denim — Get the Look | Vastra',
      canonical: `${origin}/influencer-product/${id}`,
    });
    expect(page?.head.description).toMatch(/styled by Aarav/);

    const unknown = '0123456789abcdef01234568';
    await qc.prefetchQuery({
      queryKey: influencerProductQueryOptions(unknown).queryKey,
      queryFn: () => Promise.reject(new ApiError('Look not found.', 404)),
    });
    expect(plan.head(ctx(qc, `/influencer-product/${unknown}`, { id: unknown }))?.status).toBe(404);
  });
});
