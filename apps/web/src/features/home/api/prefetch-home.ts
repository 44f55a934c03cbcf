import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions } from '@/entities/catalog/api/get-banners';
import { blogsQueryOptions } from '@/entities/catalog/api/get-blogs';
import { categoriesQueryOptions } from '@/entities/catalog/api/get-categories';
import { couponsQueryOptions } from '@/entities/catalog/api/get-coupons';
import { stylesQueryOptions } from '@/entities/catalog/api/get-styles';
import { testimonialsQueryOptions } from '@/entities/catalog/api/get-testimonials';
import { trendingQueryOptions } from '@/entities/catalog/api/get-trending';
import { PRODUCT_CAROUSEL_MAX } from '../components/product-carousel';
import { dontMissQueryOptions } from './get-dont-miss';
import { homeDealQueryOptions } from './get-home-deal';

/**
 * What the home page's sections read, with the query options their hooks use, so the server
 * draws the whole page from them and the browser hydrates without asking again. The page itself
 * needs trending products and the categories (`HOME_CORE`); the rest draw their own message when
 * their answer could not be had.
 */
export const HOME_CORE = [trendingQueryOptions(PRODUCT_CAROUSEL_MAX), categoriesQueryOptions()];

export async function prefetchHome(qc: QueryClient): Promise<void> {
  await Promise.all([
    ...HOME_CORE.map((o) => qc.prefetchQuery(o as Parameters<QueryClient['prefetchQuery']>[0])),
    qc.prefetchQuery(couponsQueryOptions()),
    qc.prefetchQuery(bannersQueryOptions()),
    qc.prefetchQuery(dontMissQueryOptions()),
    qc.prefetchQuery(stylesQueryOptions()),
    qc.prefetchQuery(testimonialsQueryOptions()),
    qc.prefetchQuery(homeDealQueryOptions()),
    qc.prefetchQuery(blogsQueryOptions()),
  ]);
}
