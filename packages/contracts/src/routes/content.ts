import {
  AnnouncementResponseSchema,
  BannersResponseSchema,
  BlogResponseSchema,
  BlogsResponseSchema,
  HomeDealResponseSchema,
  ContentIdParamsSchema,
  InfluencerProductResponseSchema,
  InfluencerResponseSchema,
  StyleResponseSchema,
  StylesResponseSchema,
  TestimonialsResponseSchema,
} from '../content';
import { ProductIdParamsSchema } from '../catalog';
import { CompleteTheLookResponseSchema } from '../complete-the-look';
import { defineRoute } from './define';

const byId = { auth: 'public', params: ContentIdParamsSchema } as const;

/** Public storefront content (cacheable). */
export const contentApi = {
  banners: defineRoute({
    method: 'get',
    path: '/api/banner',
    summary: 'Home page banners',
    auth: 'public',
    response: BannersResponseSchema,
  }),
  announcement: defineRoute({
    method: 'get',
    path: '/api/announcement',
    summary: 'The announcement bar',
    auth: 'public',
    response: AnnouncementResponseSchema,
  }),
  homeDeal: defineRoute({
    method: 'get',
    path: '/api/home-deal',
    summary: "The home page's deal of the week: its words, end and listing",
    auth: 'public',
    response: HomeDealResponseSchema,
  }),
  styles: defineRoute({
    method: 'get',
    path: '/api/styles',
    summary: 'Get the Look styles',
    auth: 'public',
    response: StylesResponseSchema,
  }),
  style: defineRoute({
    method: 'get',
    path: '/api/styles/:id',
    summary: 'One Get the Look style',
    ...byId,
    response: StyleResponseSchema,
  }),
  influencer: defineRoute({
    method: 'get',
    path: '/api/influencers/:id',
    summary: 'One influencer',
    ...byId,
    response: InfluencerResponseSchema,
  }),
  influencerProduct: defineRoute({
    method: 'get',
    path: '/api/influencer-products/:id',
    summary: 'One influencer’s product pick',
    ...byId,
    response: InfluencerProductResponseSchema,
  }),
  completeTheLook: defineRoute({
    method: 'get',
    path: '/api/products/individual/:id/complete-the-look',
    summary:
      'Products to wear with one: from the lookbook styles that wear it, else from the subcategories that go with it',
    auth: 'public',
    params: ProductIdParamsSchema,
    response: CompleteTheLookResponseSchema,
  }),
  blogs: defineRoute({
    method: 'get',
    path: '/api/blogs',
    summary: 'Blog posts',
    auth: 'public',
    response: BlogsResponseSchema,
  }),
  blog: defineRoute({
    method: 'get',
    path: '/api/blogs/:id',
    summary: 'One blog post',
    ...byId,
    response: BlogResponseSchema,
  }),
  testimonials: defineRoute({
    method: 'get',
    path: '/api/testimonials',
    summary: 'Shopper testimonials',
    auth: 'public',
    response: TestimonialsResponseSchema,
  }),
} as const;
