import { z } from 'zod';
import { ObjectIdSchema, successBody } from './common';
import { ProductSummarySchema } from './catalog';

/**
 * Content contracts: banners, the announcement, lookbook styles, influencers and their
 * looks, blogs and testimonials. Every image URL is served by the API (relative `/static/...`).
 */

// ---------- Banners ----------
export const BannerSchema = z.object({
  _id: z.string(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** In-app path the banner points at, e.g. `/products?type=latest`. */
  link: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannersResponseSchema = successBody({ banners: z.array(BannerSchema) });

// ---------- Announcement ----------
export const AnnouncementResponseSchema = successBody({
  status: z.enum(['on', 'off']),
  heading: z.string(),
  detail: z.string(),
});
export type AnnouncementResponse = z.infer<typeof AnnouncementResponseSchema>;

// ---------- Home deal ----------
/**
 * The home page's deal of the week: its words, when it ends (an ISO instant; the countdown runs
 * to it, then reads 'Deal Expired!') and the listing "Shop the Deal" opens (the deal's products).
 * `status: 'off'` hides the section.
 */
export const HomeDealSchema = z.object({
  status: z.enum(['on', 'off']),
  eyebrow: z.string(),
  heading: z.string(),
  detail: z.string(),
  endsAt: z.string(),
  link: z.string(),
});
export type HomeDeal = z.infer<typeof HomeDealSchema>;
export const HomeDealResponseSchema = successBody({ data: HomeDealSchema });

// ---------- Lookbook ----------
export const InfluencerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  /** Without the leading @. */
  instagramHandle: z.string(),
  bio: z.string(),
  styleId: z.string(),
  /** The influencer's looks: link each to /influencer-product/{_id}. */
  looks: z.array(z.object({ _id: z.string(), image: z.string(), title: z.string() })),
});
export type Influencer = z.infer<typeof InfluencerSchema>;

export const StyleSchema = z.object({
  _id: z.string(),
  /** Caption. */
  name: z.string(),
  /** Alt text. */
  title: z.string(),
  image: z.string(),
  hashtag: z.string(),
  description: z.string(),
  /** Ids of the style's influencers (a list, under the singular wire name clients read). */
  influencerId: z.array(z.string()),
  /** The influencers themselves (list and detail both carry them; the gallery's All tab needs them). */
  influencers: z.array(InfluencerSchema),
});
export type Style = z.infer<typeof StyleSchema>;

export const StylesResponseSchema = successBody({ data: z.array(StyleSchema) });
export type StylesResponse = z.infer<typeof StylesResponseSchema>;
export const StyleResponseSchema = successBody({ data: StyleSchema });
export const InfluencerResponseSchema = successBody({ data: InfluencerSchema });

/** `GET /influencer-products/{id}`: one look: its image and the products in it. */
export const InfluencerProductSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  influencer: z.object({
    _id: z.string(),
    name: z.string(),
    instagramHandle: z.string(),
    image: z.string(),
  }),
  productDetails: z.array(ProductSummarySchema),
});
export type InfluencerProduct = z.infer<typeof InfluencerProductSchema>;
export const InfluencerProductResponseSchema = successBody({ data: InfluencerProductSchema });
export type InfluencerProductResponse = z.infer<typeof InfluencerProductResponseSchema>;

// ---------- Blogs ----------
export const BlogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** ISO date-time. */
  postedOn: z.string(),
  image: z.string(),
  author: z.string(),
  /** A one-paragraph teaser for cards. */
  excerpt: z.string(),
  /** The article body: paragraphs separated by a blank line (plain text, no HTML). */
  description: z.string(),
});
export type Blog = z.infer<typeof BlogSchema>;
export const BlogsResponseSchema = successBody({ data: z.array(BlogSchema) });
export type BlogsResponse = z.infer<typeof BlogsResponseSchema>;
export const BlogResponseSchema = successBody({ data: BlogSchema });

// ---------- Testimonials ----------
export const TestimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  message: z.string(),
  location: z.string(),
  rating: z.number(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
export const TestimonialsResponseSchema = successBody({ data: z.array(TestimonialSchema) });
export type TestimonialsResponse = z.infer<typeof TestimonialsResponseSchema>;

// ---------- Hero ----------
/** The home hero's single fixed slide; defined in the zod-free `hero.ts` (tree-shaking). */
export { HERO_SLIDE } from './hero';

export const ContentIdParamsSchema = z.object({ id: ObjectIdSchema });
