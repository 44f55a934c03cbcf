import { contentApi as C } from '@vastra/contracts/routes/content';
import type { RouteDeclaration } from '@vastra/contracts/routes/define';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { routesOn } from '../../lib/route';
import { httpCache, type ResponseCache } from '../catalog';
import { completeTheLook } from './complete-the-look';
import * as content from './content.service';
import { getHomeDeal } from './home-deal.service';

/**
 * Public content reads, all cacheable (ETag + short Cache-Control + 304). With `store` (the
 * catalogue's answer store), finished answers are kept in process like the catalogue's: every
 * content write moves the catalogue version (content.model.ts), so none outlives an edit.
 * Coupons: coupons module.
 */
export function createContentRouter(_deps: AppDeps, store?: ResponseCache): Router {
  const router = Router();
  const cached = routesOn(router);
  // Nothing declares a query here: any query parameter makes the URL one shared caches skip.
  const cache = (d: RouteDeclaration) => [httpCache(d, { maxAge: 120, store })];

  cached(
    C.banners,
    cache(C.banners),
  )(async () => ({ success: true, banners: await content.listBanners() }));

  cached(
    C.announcement,
    cache(C.announcement),
  )(async () => ({
    success: true,
    ...(await content.getAnnouncement()),
  }));

  cached(C.homeDeal, cache(C.homeDeal))(async () => ({ success: true, data: await getHomeDeal() }));

  cached(
    C.styles,
    cache(C.styles),
  )(async () => ({ success: true, data: await content.listStyles() }));

  cached(
    C.style,
    cache(C.style),
  )(async ({ params }) => ({
    success: true,
    data: await content.getStyle(params.id),
  }));

  cached(
    C.influencer,
    cache(C.influencer),
  )(async ({ params }) => ({
    success: true,
    data: await content.getInfluencer(params.id),
  }));

  cached(
    C.influencerProduct,
    cache(C.influencerProduct),
  )(async ({ params }) => ({
    success: true,
    data: await content.getInfluencerProduct(params.id),
  }));

  cached(
    C.completeTheLook,
    cache(C.completeTheLook),
  )(async ({ params }) => completeTheLook(params.id));

  cached(C.blogs, cache(C.blogs))(async () => ({ success: true, data: await content.listBlogs() }));

  cached(
    C.blog,
    cache(C.blog),
  )(async ({ params }) => ({
    success: true,
    data: await content.getBlog(params.id),
  }));

  cached(
    C.testimonials,
    cache(C.testimonials),
  )(async () => ({
    success: true,
    data: await content.listTestimonials(),
  }));

  return router;
}
