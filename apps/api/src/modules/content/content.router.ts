import { contentApi as C } from '@vastra/contracts/routes/content';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { routesOn } from '../../lib/route';
import { httpCache } from '../catalog/http-cache';
import * as content from './content.service';

/** Public content reads, all cacheable (ETag + short Cache-Control + 304). Coupons: coupons module. */
export function createContentRouter(_deps: AppDeps): Router {
  const router = Router();
  const cached = routesOn(router);
  const cache = [httpCache({ maxAge: 120 })];

  cached(C.banners, cache)(async () => ({ success: true, banners: await content.listBanners() }));

  cached(
    C.announcement,
    cache,
  )(async () => ({
    success: true,
    ...(await content.getAnnouncement()),
  }));

  cached(C.styles, cache)(async () => ({ success: true, data: await content.listStyles() }));

  cached(
    C.style,
    cache,
  )(async ({ params }) => ({
    success: true,
    data: await content.getStyle(params.id),
  }));

  cached(
    C.influencer,
    cache,
  )(async ({ params }) => ({
    success: true,
    data: await content.getInfluencer(params.id),
  }));

  cached(
    C.influencerProduct,
    cache,
  )(async ({ params }) => ({
    success: true,
    data: await content.getInfluencerProduct(params.id),
  }));

  cached(C.blogs, cache)(async () => ({ success: true, data: await content.listBlogs() }));

  cached(
    C.blog,
    cache,
  )(async ({ params }) => ({
    success: true,
    data: await content.getBlog(params.id),
  }));

  cached(
    C.testimonials,
    cache,
  )(async () => ({
    success: true,
    data: await content.listTestimonials(),
  }));

  return router;
}
