import { Msg } from '@vastra/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { categoryProductsQueryOptions } from '@/entities/catalog/api/get-category-products';
import { blogsQueryOptions } from '@/entities/catalog/api/get-blogs';
import { productQueryOptions } from '@/entities/catalog/api/get-product';
import { stylesQueryOptions } from '@/entities/catalog/api/get-styles';
import { testimonialsQueryOptions } from '@/entities/catalog/api/get-testimonials';
import { blogQueryOptions } from '@/features/content/api/get-blog';
import { HOME_CORE, prefetchHome } from '@/features/home/api/prefetch-home';
import { influencerProductQueryOptions } from '@/features/lookbook/api/get-influencer-product';
import { styleQueryOptions } from '@/features/lookbook/api/get-style';
import { isCategoryNotFound } from '@/features/catalog/components/category-not-found';
import { isMissingAnswer } from '@/lib/query-client';
import { blogHead, blogsHead, lookbookHead } from './content-head';
import { homeHead, listingHead, noindexHead, productHead, simpleHead, type PageHead } from './head';

/** What the server does for one route: fetch the page's data, then name its head and status. */
interface PagePlan {
  /** Fills the cache with what the page's first render reads (the same query options). */
  prefetch?: (qc: QueryClient, params: Params) => Promise<void>;
  /**
   * The head and status from the filled cache; undefined when the data could not be had (the API
   * is down or slow): the server then answers the shell and the app loads as without it.
   */
  head: (ctx: {
    qc: QueryClient;
    params: Params;
    url: URL;
    origin: string;
  }) => { head: PageHead; status: number } | undefined;
}

/** A query's outcome: its data, a not-found (404/400/410), or undefined for any other failure. */
function outcome(qc: QueryClient, key: QueryKey): { missing?: number } | undefined {
  const state = qc.getQueryState(key);
  if (state?.status === 'success') return {};
  const err = state?.error;
  if (isMissingAnswer(err)) return { missing: err.status === 410 ? 410 : 404 };
  return undefined;
}

const product: PagePlan = {
  prefetch: (qc, params) => qc.prefetchQuery(productQueryOptions(params.productId ?? '')),
  head: ({ qc, params, origin }) => {
    const key = productQueryOptions(params.productId ?? '').queryKey;
    const got = outcome(qc, key);
    if (!got) return undefined;
    const p = qc.getQueryData(key);
    if (got.missing || !p)
      return { head: noindexHead('Product not found'), status: got.missing ?? 404 };
    return { head: productHead(origin, p), status: 200 };
  },
};

const listing: PagePlan = {
  prefetch: (qc, params) => qc.prefetchQuery(categoryProductsQueryOptions(params.categoryId ?? '')),
  head: ({ qc, params, url, origin }) => {
    const key = categoryProductsQueryOptions(params.categoryId ?? '').queryKey;
    const got = outcome(qc, key);
    if (!got) return undefined;
    const data = qc.getQueryData(key);
    const err = qc.getQueryState(key)?.error;
    if (
      got.missing ||
      !data ||
      isCategoryNotFound(err, data, params.subcategoryId, params.subcategory)
    )
      return { head: noindexHead('Category not found'), status: 404 };
    const subcategory = params.subcategoryId
      ? data.subcategory.find((s) => s._id === params.subcategoryId)
      : undefined;
    const products = subcategory
      ? data.products.filter((p) => p.subcategory?._id === subcategory._id)
      : data.products;
    const first = products[0];
    return {
      head: listingHead(
        origin,
        {
          category: data.category,
          subcategory,
          count: products.length,
          image: first?.images[0] ?? first?.image,
        },
        url.search !== '',
      ),
      status: 200,
    };
  },
};

const blogs: PagePlan = {
  prefetch: (qc) => qc.prefetchQuery(blogsQueryOptions()),
  head: ({ qc, url, origin }) => {
    const key = blogsQueryOptions().queryKey;
    if (!outcome(qc, key)) return undefined;
    const list = qc.getQueryData(key) ?? [];
    const head = blogsHead(origin, list);
    return { head: url.search ? { ...head, robots: 'noindex' } : head, status: 200 };
  },
};

/** A blog post, and the list it shows below it ("More stories"). */
const blog: PagePlan = {
  prefetch: async (qc, params) => {
    await Promise.all([
      qc.prefetchQuery(blogQueryOptions(params.id ?? '')),
      qc.prefetchQuery(blogsQueryOptions()),
    ]);
  },
  head: ({ qc, params, origin }) => {
    const key = blogQueryOptions(params.id ?? '').queryKey;
    const got = outcome(qc, key);
    if (!got || !outcome(qc, blogsQueryOptions().queryKey)) return undefined;
    const post = qc.getQueryData(key);
    if (got.missing || !post) return { head: noindexHead(Msg.blogNotFound), status: 404 };
    return { head: blogHead(origin, post), status: 200 };
  },
};

/** The lookbook, or one style in it (its tab): every style, and the chosen one's looks. */
const lookbook: PagePlan = {
  prefetch: async (qc, params) => {
    await Promise.all([
      qc.prefetchQuery(stylesQueryOptions()),
      params.styleId ? qc.prefetchQuery(styleQueryOptions(params.styleId)) : undefined,
    ]);
  },
  head: ({ qc, params, url, origin }) => {
    const listKey = stylesQueryOptions().queryKey;
    if (!outcome(qc, listKey)) return undefined;
    const styles = qc.getQueryData(listKey) ?? [];
    if (!params.styleId) {
      const head = lookbookHead(origin, styles);
      return { head: url.search ? { ...head, robots: 'noindex' } : head, status: 200 };
    }
    const key = styleQueryOptions(params.styleId).queryKey;
    const got = outcome(qc, key);
    if (!got) return undefined;
    const style = qc.getQueryData(key);
    if (got.missing || !style) return { head: noindexHead('Get the Look'), status: 404 };
    const head = lookbookHead(origin, styles, style);
    return { head: url.search ? { ...head, robots: 'noindex' } : head, status: 200 };
  },
};

/**
 * Home: every section from the content APIs in the HTML (the hero's video plays and the deal's
 * clock ticks in the browser only). Without trending products and categories the server answers
 * the shell, and the browser draws the page as without it.
 */
const home: PagePlan = {
  prefetch: (qc) => prefetchHome(qc),
  head: ({ qc, origin }) =>
    HOME_CORE.every(
      (o) => outcome(qc, o.queryKey)?.missing === undefined && outcome(qc, o.queryKey),
    )
      ? { head: homeHead(origin), status: 200 }
      : undefined,
};

/**
 * A page drawn from one list query (testimonials, the influencers): its content and a plain head;
 * a query string is not indexed.
 */
const listPage = (
  options: () => { queryKey: QueryKey },
  title: string,
  description: string,
): PagePlan => ({
  prefetch: (qc) => qc.prefetchQuery(options() as Parameters<QueryClient['prefetchQuery']>[0]),
  head: ({ qc, url, origin }) => {
    if (!outcome(qc, options().queryKey)) return undefined;
    const head = simpleHead(origin, url.pathname, title, description);
    return { head: url.search ? { ...head, robots: 'noindex' } : head, status: 200 };
  },
});

/** One style's influencers (`/influencer-style/:styleId`); an unknown style → 404. */
const influencerStyle: PagePlan = {
  prefetch: (qc, params) => qc.prefetchQuery(styleQueryOptions(params.styleId ?? '')),
  head: ({ qc, params, url, origin }) => {
    const key = styleQueryOptions(params.styleId ?? '').queryKey;
    const got = outcome(qc, key);
    if (!got) return undefined;
    const style = qc.getQueryData(key);
    if (got.missing || !style) return { head: noindexHead('Get the Look'), status: 404 };
    const head = simpleHead(origin, url.pathname, style.name, style.description || style.title);
    return { head: { ...head, robots: 'noindex' }, status: 200 };
  },
};

/** One look (`/influencer-product/:id`): its picture, its influencer and its pieces; unknown → 404. */
const look: PagePlan = {
  prefetch: (qc, params) => qc.prefetchQuery(influencerProductQueryOptions(params.id ?? '')),
  head: ({ qc, params, url, origin }) => {
    const key = influencerProductQueryOptions(params.id ?? '').queryKey;
    const got = outcome(qc, key);
    if (!got) return undefined;
    const data = qc.getQueryData(key);
    if (got.missing || !data) return { head: noindexHead('Get the Look'), status: 404 };
    const head = simpleHead(
      origin,
      url.pathname,
      `${data.title} — Get the Look`,
      `${data.title}, styled by ${data.influencer.name}: shop every piece of the look at Vastra.`,
    );
    return { head: url.search ? { ...head, robots: 'noindex' } : head, status: 200 };
  },
};

const fixed = (title: string, description?: string): PagePlan => ({
  head: ({ url, origin }) => ({
    head: {
      ...simpleHead(origin, url.pathname, title, description),
      ...(url.search ? { robots: 'noindex' as const } : {}),
    },
    status: 200,
  }),
});

/**
 * The pages the server renders, by route path (src/app/router.tsx); every other page (the bag,
 * checkout, the account, orders, search) is answered with the shell and drawn in the browser.
 */
export const PAGE_PLANS: Record<string, PagePlan> = {
  'productdetails/:productId': product,
  ':category/:categoryId': listing,
  ':category/:subcategory/:categoryId/:subcategoryId': listing,
  blogs,
  'all-styles': lookbook,
  'all-styles/:styleId': lookbook,
  'blogdetails/:id': blog,
  about: fixed(
    'Who We Are',
    'Vastra: fashion for men and women in India, and the people behind it.',
  ),
  privacy: fixed('Privacy Policy', 'How Vastra collects, uses and protects your personal data.'),
  shipping: fixed('Shipping Policy', 'How and when Vastra delivers your order across India.'),
  return: fixed(
    'Return & Cancellation Policy',
    'How to return a Vastra order and how refunds are paid.',
  ),
  terms: fixed('Terms & Conditions', 'The terms of shopping at Vastra.'),
  contact: fixed('Contact Us', 'Write to Vastra about an order, a size or anything else.'),
  testimonials: listPage(
    testimonialsQueryOptions,
    'Testimonials',
    'What shoppers across India say about Vastra: the fit, the fabric and the service.',
  ),
  influencer: listPage(
    stylesQueryOptions,
    'Our Influencers',
    'The creators who style Vastra their way, and the looks you can shop.',
  ),
  'influencer-style/:styleId': influencerStyle,
  'influencer-product/:id': look,
  '': home,
  '*': { head: () => ({ head: noindexHead('Page not found'), status: 404 }) },
};
