import {
  AnnouncementResponseSchema,
  BannersResponseSchema,
  BlogResponseSchema,
  BlogsResponseSchema,
  CouponsResponseSchema,
  ErrorBodySchema,
  InfluencerProductResponseSchema,
  InfluencerResponseSchema,
  Msg,
  StyleResponseSchema,
  StylesResponseSchema,
  TestimonialsResponseSchema,
} from '@vastra/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { seedDemoCatalogue } from '../../seed';
import { CouponModel } from '../coupons/coupon.model';
import { AnnouncementModel } from './content.model';

let app: Express;
const MISSING_ID = '0123456789abcdef01234567';
const get = (path: string) => request(app).get(`/api${path}`);

beforeAll(async () => {
  ({ app } = createTestApp());
  await seedDemoCatalogue();
});

function expectError(res: request.Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const body = ErrorBodySchema.parse(res.body);
  if (message) expect(body.message).toBe(message);
}

describe('home content', () => {
  it('GET /coupons answers the valid coupons under coupons, first one with bannerText', async () => {
    const { coupons } = CouponsResponseSchema.parse((await get('/coupons').expect(200)).body);
    expect(coupons.map((c) => c.code)).toEqual(['VASTRA10', 'FESTIVE500', 'FIRSTBAG']);
    expect(coupons[0]!.bannerText).toContain('VASTRA10');
  });

  it('GET /coupons leaves out expired and inactive coupons', async () => {
    await CouponModel.updateOne(
      { code: 'FESTIVE500' },
      { $set: { validUntil: new Date('2020-01-01') } },
    );
    await CouponModel.updateOne({ code: 'FIRSTBAG' }, { $set: { active: false } });
    const { coupons } = CouponsResponseSchema.parse((await get('/coupons').expect(200)).body);
    expect(coupons.map((c) => c.code)).toEqual(['VASTRA10']);
    await seedDemoCatalogue(); // the seed restores them
    const again = CouponsResponseSchema.parse((await get('/coupons').expect(200)).body);
    expect(again.coupons).toHaveLength(3);
  });

  it('GET /banner answers at least four banners with served images', async () => {
    const { banners } = BannersResponseSchema.parse((await get('/banner').expect(200)).body);
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(banners.every((b) => b.image.startsWith('/static/'))).toBe(true);
  });

  it('GET /announcement answers status, heading and detail; "off" when none exists', async () => {
    const on = AnnouncementResponseSchema.parse((await get('/announcement').expect(200)).body);
    expect(on.status).toBe('on');
    expect(on.heading).not.toBe('');
    await AnnouncementModel.deleteMany({});
    const off = AnnouncementResponseSchema.parse((await get('/announcement').expect(200)).body);
    expect(off).toEqual({ success: true, status: 'off', heading: '', detail: '' });
    await seedDemoCatalogue();
  });

  it('GET /testimonials answers ten under data', async () => {
    const { data } = TestimonialsResponseSchema.parse(
      (await get('/testimonials').expect(200)).body,
    );
    expect(data).toHaveLength(10);
  });
});

describe('blogs', () => {
  it('GET /blogs answers eight, newest first, and GET /blogs/{id} one', async () => {
    const { data } = BlogsResponseSchema.parse((await get('/blogs').expect(200)).body);
    expect(data).toHaveLength(8);
    const dates = data.map((b) => b.postedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const one = BlogResponseSchema.parse((await get(`/blogs/${data[0]!._id}`).expect(200)).body);
    expect(one.data).toEqual(data[0]);
  });

  it('bad id → 400, unknown → 404 "Blog not found!"', async () => {
    expectError(await get('/blogs/abc'), 400);
    expectError(await get(`/blogs/${MISSING_ID}`), 404, Msg.blogNotFound);
  });
});

describe('lookbook', () => {
  it('GET /styles answers four styles with their influencers and looks', async () => {
    const { data } = StylesResponseSchema.parse((await get('/styles').expect(200)).body);
    expect(data).toHaveLength(4);
    for (const s of data) {
      expect(s.influencers.length).toBeGreaterThan(0);
      expect(s.influencerId).toEqual(s.influencers.map((i) => i._id));
      expect(s.influencers.every((i) => i.styleId === s._id && i.looks.length > 0)).toBe(true);
    }
  });

  it('GET /styles/{id} and /influencers/{id} and /influencer-products/{id} chain together', async () => {
    const { data: styles } = StylesResponseSchema.parse((await get('/styles').expect(200)).body);
    const style = StyleResponseSchema.parse(
      (await get(`/styles/${styles[0]!._id}`).expect(200)).body,
    ).data;
    expect(style.influencers.length).toBeGreaterThan(0);
    const influencer = InfluencerResponseSchema.parse(
      (await get(`/influencers/${style.influencers[0]!._id}`).expect(200)).body,
    ).data;
    expect(influencer.instagramHandle).not.toMatch(/^@/);
    const look = InfluencerProductResponseSchema.parse(
      (await get(`/influencer-products/${influencer.looks[0]!._id}`).expect(200)).body,
    ).data;
    expect(look.image).toMatch(/^\/static\//);
    expect(look.influencer._id).toBe(influencer._id);
    expect(look.productDetails.length).toBeGreaterThan(0);
  });

  it('bad ids → 400, unknown → 404', async () => {
    for (const base of ['/styles', '/influencers', '/influencer-products']) {
      expectError(await get(`${base}/nope`), 400);
      expectError(await get(`${base}/${MISSING_ID}`), 404);
    }
  });
});

describe('HTTP caching', () => {
  it('answers 304 to a matching If-None-Match', async () => {
    for (const path of [
      '/blogs',
      '/banner',
      '/styles',
      '/testimonials',
      '/coupons',
      '/announcement',
    ]) {
      const first = await get(path).expect(200);
      expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
      await get(path)
        .set('If-None-Match', first.headers.etag as string)
        .expect(304);
    }
  });
});
