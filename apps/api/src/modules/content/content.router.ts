import {
  ContentIdParamsSchema,
  type AnnouncementResponse,
  type BannersResponse,
  type BlogResponse,
  type BlogsResponse,
  type InfluencerProductResponse,
  type InfluencerResponse,
  type StyleResponse,
  type StylesResponse,
  type TestimonialsResponse,
} from '@vastra/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { parse } from '../../lib/validate';
import { httpCache } from '../catalog/http-cache';
import * as content from './content.service';

/** Public content reads, all cacheable (ETag + short Cache-Control + 304). Coupons: coupons module. */
export function createContentRouter(_deps: AppDeps): Router {
  const router = Router();
  router.use(
    [
      '/banner',
      '/announcement',
      '/styles',
      '/influencers',
      '/influencer-products',
      '/blogs',
      '/testimonials',
    ],
    httpCache({ maxAge: 120 }),
  );

  router.get('/banner', async (_req, res) => {
    const body: BannersResponse = { success: true, banners: await content.listBanners() };
    res.json(body);
  });

  router.get('/announcement', async (_req, res) => {
    const body: AnnouncementResponse = { success: true, ...(await content.getAnnouncement()) };
    res.json(body);
  });

  router.get('/styles', async (_req, res) => {
    const body: StylesResponse = { success: true, data: await content.listStyles() };
    res.json(body);
  });

  router.get('/styles/:id', async (req, res) => {
    const { id } = parse(ContentIdParamsSchema, req.params);
    const body: StyleResponse = { success: true, data: await content.getStyle(id) };
    res.json(body);
  });

  router.get('/influencers/:id', async (req, res) => {
    const { id } = parse(ContentIdParamsSchema, req.params);
    const body: InfluencerResponse = { success: true, data: await content.getInfluencer(id) };
    res.json(body);
  });

  router.get('/influencer-products/:id', async (req, res) => {
    const { id } = parse(ContentIdParamsSchema, req.params);
    const body: InfluencerProductResponse = {
      success: true,
      data: await content.getInfluencerProduct(id),
    };
    res.json(body);
  });

  router.get('/blogs', async (_req, res) => {
    const body: BlogsResponse = { success: true, data: await content.listBlogs() };
    res.json(body);
  });

  router.get('/blogs/:id', async (req, res) => {
    const { id } = parse(ContentIdParamsSchema, req.params);
    const body: BlogResponse = { success: true, data: await content.getBlog(id) };
    res.json(body);
  });

  router.get('/testimonials', async (_req, res) => {
    const body: TestimonialsResponse = { success: true, data: await content.listTestimonials() };
    res.json(body);
  });

  return router;
}
