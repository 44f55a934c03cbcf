import {
  AnnouncementResponseSchema,
  BannersResponseSchema,
  BlogResponseSchema,
  CatalogueVersionResponseSchema,
  CouponsResponseSchema,
  ErrorBodySchema,
  StylesResponseSchema,
} from '@vastra/contracts';
import {
  AdminAnnouncementResponseSchema,
  AdminContentMsg,
  CONTENT_KINDS,
  ContentImageResponseSchema,
  contentItemResponse,
  contentListResponse,
} from '@vastra/contracts/admin/content';
import type { Express } from 'express';
import { Types } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { makeProduct } from '../../cart/commerce-fixtures';
import { CouponModel } from '../../coupons/coupon.model';
import { AuditModel } from '../../staff/audit.model';
import { createStaffCast, expectRoleMatrix, type StaffCast } from '../../staff/test-helpers';

/**
 * Back-office content through the real app and engine: the role matrix on every kind's routes,
 * each kind created, read, replaced and deleted with its audit entries and seen by the
 * storefront's own endpoints at once, the announcement, coupons' rules, references and refusals.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
});

const IMG = '/static/content/picture.webp';
const send = (method: 'post' | 'put' | 'delete', path: string, body?: object, who = cast.staff) => {
  const r = request(app)[method](path).set(who.auth);
  return body ? r.send(body) : r;
};

describe('who may edit content', () => {
  it('applies the role matrix to every kind and the announcement', async () => {
    const missing = new Types.ObjectId().toHexString();
    for (const kind of Object.keys(CONTENT_KINDS)) {
      const base = `/api/admin/content/${kind}`;
      await expectRoleMatrix(app, cast, { method: 'get', path: base, least: 'readonly' });
      await expectRoleMatrix(app, cast, { method: 'post', path: base, least: 'staff', body: {} });
      await expectRoleMatrix(app, cast, {
        method: 'get',
        path: `${base}/${missing}`,
        least: 'readonly',
      });
      await expectRoleMatrix(app, cast, {
        method: 'put',
        path: `${base}/${missing}`,
        least: 'staff',
        body: {},
      });
      await expectRoleMatrix(app, cast, {
        method: 'delete',
        path: `${base}/${missing}`,
        least: 'staff',
      });
    }
    await expectRoleMatrix(app, cast, {
      method: 'get',
      path: '/api/admin/content/announcement',
      least: 'readonly',
    });
    await expectRoleMatrix(app, cast, {
      method: 'put',
      path: '/api/admin/content/announcement',
      least: 'staff',
      body: { status: 'off' },
    });
    await expectRoleMatrix(app, cast, {
      method: 'post',
      path: '/api/admin/content/images',
      least: 'staff',
    });
  });
});

describe('content writes', () => {
  it('move the page version, so cached public pages are drawn again at once', async () => {
    const version = async () =>
      CatalogueVersionResponseSchema.parse(
        (await request(app).get('/api/catalogue/version').expect(200)).body,
      ).version;
    const before = await version();
    await request(app).get('/api/banner').expect(200);
    expect(await version()).toBe(before);
    await send('post', '/api/admin/content/banners', {
      image: IMG,
      title: 'Monsoon edit',
      link: '/products?type=latest',
    }).expect(201);
    expect(await version()).not.toBe(before);
  });

  it('creates, replaces and deletes a banner, seen by the storefront at once and audited', async () => {
    const created = contentItemResponse(CONTENT_KINDS.banners.row).parse(
      (
        await send('post', '/api/admin/content/banners', {
          image: IMG,
          title: 'Festive edit',
          link: '/products?type=latest',
        }).expect(201)
      ).body,
    ).data;
    const banners = async () =>
      BannersResponseSchema.parse((await request(app).get('/api/banner').expect(200)).body).banners;
    expect((await banners()).map((b) => b.title)).toContain('Festive edit');

    await send('put', `/api/admin/content/banners/${created._id}`, {
      image: IMG,
      title: 'Festive edit',
      active: false,
    }).expect(200);
    expect((await banners()).map((b) => b._id)).not.toContain(created._id);

    await send('delete', `/api/admin/content/banners/${created._id}`).expect(200);
    await request(app)
      .get(`/api/admin/content/banners/${created._id}`)
      .set(cast.readonly.auth)
      .expect(404);
    const audit = await AuditModel.find({ 'entity.id': created._id }).sort({ at: 1 }).lean();
    expect(audit.map((a) => a.action)).toEqual([
      'content.banners.create',
      'content.banners.update',
      'content.banners.delete',
    ]);
    expect(audit[1]?.before).toMatchObject({ active: true });
    expect(audit[1]?.after).toMatchObject({ active: false });
  });

  it('keeps every coupon rule, shows it to shoppers, refuses bad rules and deleting a used one', async () => {
    const category = new Types.ObjectId().toHexString();
    const rules = {
      code: 'diwali25',
      bannerText: 'Diwali: 25% off',
      discountType: 'percent',
      discountValue: 25,
      maxDiscount: 500,
      minOrderValue: 1499,
      validFrom: '2026-01-01',
      validUntil: '2099-01-01',
      usageLimit: 100,
      perShopperLimit: 1,
      firstOrderOnly: true,
      categories: [category],
    };
    const row = contentItemResponse(CONTENT_KINDS.coupons.row).parse(
      (await send('post', '/api/admin/content/coupons', rules).expect(201)).body,
    ).data;
    expect(row).toMatchObject({
      code: 'DIWALI25',
      maxDiscount: 500,
      usageLimit: 100,
      perShopperLimit: 1,
      firstOrderOnly: true,
      categories: [category],
      uses: 0,
    });
    const shop = CouponsResponseSchema.parse(
      (await request(app).get('/api/coupons').expect(200)).body,
    );
    expect(shop.coupons.map((c) => c.code)).toContain('DIWALI25');

    const dup = await send('post', '/api/admin/content/coupons', {
      ...rules,
      code: 'Diwali25',
    }).expect(409);
    expect(ErrorBodySchema.parse(dup.body).message).toBe(AdminContentMsg.codeTaken);
    const pct = await send('post', '/api/admin/content/coupons', {
      ...rules,
      code: 'X1',
      discountValue: 120,
    }).expect(400);
    expect(ErrorBodySchema.parse(pct.body).message).toBe(AdminContentMsg.percentTooHigh);
    const dates = await send('post', '/api/admin/content/coupons', {
      ...rules,
      code: 'X2',
      validUntil: '2025-01-01',
    }).expect(400);
    expect(ErrorBodySchema.parse(dates.body).message).toBe(AdminContentMsg.datesOrder);
    // Bare days are days in India: a one-day coupon runs from 00:00 to the end of that day there.
    const oneDay = contentItemResponse(CONTENT_KINDS.coupons.row).parse(
      (
        await send('post', '/api/admin/content/coupons', {
          ...rules,
          code: 'FLASH30',
          validFrom: '2026-11-30',
          validUntil: '2026-11-30',
        }).expect(201)
      ).body,
    ).data;
    expect(oneDay).toMatchObject({
      validFrom: '2026-11-29T18:30:00.000Z',
      validUntil: '2026-11-30T18:29:59.999Z',
    });

    await CouponModel.updateOne({ _id: row._id }, { $set: { uses: 3 } });
    // Replacing keeps the count of uses; deleting a used coupon is refused.
    const replaced = contentItemResponse(CONTENT_KINDS.coupons.row).parse(
      (
        await send('put', `/api/admin/content/coupons/${row._id}`, {
          ...rules,
          active: false,
        }).expect(200)
      ).body,
    ).data;
    expect(replaced).toMatchObject({ active: false, uses: 3 });
    const del = await send('delete', `/api/admin/content/coupons/${row._id}`).expect(409);
    expect(ErrorBodySchema.parse(del.body).message).toBe(AdminContentMsg.couponUsed);
  });

  it('links styles, influencers and looks, checking references and refusing orphaning deletes', async () => {
    const style = contentItemResponse(CONTENT_KINDS.styles.row).parse(
      (await send('post', '/api/admin/content/styles', { name: 'Street', image: IMG }).expect(201))
        .body,
    ).data;
    const missing = await send('post', '/api/admin/content/influencers', {
      name: 'Ria',
      instagramHandle: '@ria.styles',
      styleId: new Types.ObjectId().toHexString(),
    }).expect(400);
    expect(ErrorBodySchema.parse(missing.body).message).toBe(AdminContentMsg.styleMissing);
    const influencer = contentItemResponse(CONTENT_KINDS.influencers.row).parse(
      (
        await send('post', '/api/admin/content/influencers', {
          name: 'Ria',
          instagramHandle: '@ria.styles',
          styleId: style._id,
        }).expect(201)
      ).body,
    ).data;
    expect(influencer.instagramHandle).toBe('ria.styles');
    const product = await makeProduct();
    await send('post', '/api/admin/content/looks', {
      influencerId: influencer._id,
      image: IMG,
      title: 'Monsoon layers',
      productIds: [String(product._id)],
    }).expect(201);
    const styles = StylesResponseSchema.parse(
      (await request(app).get('/api/styles').expect(200)).body,
    );
    const shown = styles.data.find((s) => s._id === style._id);
    expect(shown?.influencers[0]?.looks.map((l) => l.title)).toEqual(['Monsoon layers']);

    const inUse = await send('delete', `/api/admin/content/styles/${style._id}`).expect(409);
    expect(ErrorBodySchema.parse(inUse.body).message).toBe(AdminContentMsg.styleInUse);
    await send('delete', `/api/admin/content/influencers/${influencer._id}`).expect(409);
    const looks = contentListResponse(CONTENT_KINDS.looks.row).parse(
      (await request(app).get('/api/admin/content/looks').set(cast.readonly.auth).expect(200)).body,
    ).data;
    await send('delete', `/api/admin/content/looks/${looks[0]?._id}`).expect(200);
    await send('delete', `/api/admin/content/influencers/${influencer._id}`).expect(200);
    await send('delete', `/api/admin/content/styles/${style._id}`).expect(200);
  });

  it('publishes blogs and testimonials with readable refusals', async () => {
    const blog = contentItemResponse(CONTENT_KINDS.blogs.row).parse(
      (
        await send('post', '/api/admin/content/blogs', {
          title: 'How to drape a saree',
          postedOn: '2026-11-01',
          description: 'First paragraph.\n\nSecond paragraph.',
        }).expect(201)
      ).body,
    ).data;
    expect(blog.slug).toMatch(/^how-to-drape-a-saree-[a-f\d]{6}$/);
    const shop = BlogResponseSchema.parse(
      (await request(app).get(`/api/blogs/${blog._id}`).expect(200)).body,
    );
    expect(shop.data.title).toBe('How to drape a saree');
    const clash = await send('post', '/api/admin/content/blogs', {
      title: 'Another',
      slug: blog.slug,
      postedOn: '2026-11-02',
      description: 'Text',
    }).expect(409);
    expect(ErrorBodySchema.parse(clash.body).message).toBe(AdminContentMsg.slugTaken);
    const empty = await send('post', '/api/admin/content/testimonials', { name: 'Asha' }).expect(
      400,
    );
    expect(ErrorBodySchema.parse(empty.body).message).toBe(AdminContentMsg.required('Message'));
    const badImage = await send('post', '/api/admin/content/banners', {
      image: 'javascript:alert(1)',
    }).expect(400);
    expect(ErrorBodySchema.parse(badImage.body).message).toBe(AdminContentMsg.imageInvalid);
  });

  it('switches the announcement on and off for the storefront', async () => {
    await AuditModel.deleteMany({ action: 'content.announcement.update' });
    const put = AdminAnnouncementResponseSchema.parse(
      (
        await send('put', '/api/admin/content/announcement', {
          status: 'on',
          heading: 'Free delivery this week',
          detail: 'On every order.',
        }).expect(200)
      ).body,
    );
    expect(put.data).toMatchObject({ status: 'on', heading: 'Free delivery this week' });
    const shop = async () =>
      AnnouncementResponseSchema.parse(
        (await request(app).get('/api/announcement').expect(200)).body,
      );
    expect(await shop()).toMatchObject({ status: 'on', heading: 'Free delivery this week' });
    await send('put', '/api/admin/content/announcement', { status: 'off' }).expect(200);
    expect((await shop()).status).toBe('off');
    const audit = await AuditModel.find({ action: 'content.announcement.update' })
      .sort({ at: 1 })
      .lean();
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual(['on', 'off']);
  });

  it('stores an uploaded content image re-encoded to WebP', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const res = await request(app)
      .post('/api/admin/content/images')
      .set(cast.staff.auth)
      .attach('image', png, { filename: 'banner.png', contentType: 'image/png' })
      .expect(201);
    const { url } = ContentImageResponseSchema.parse(res.body);
    expect(url).toMatch(/^\/uploads\/[a-f\d]{32}\.webp$/);
    const stored = await request(app).get(url).expect(200);
    expect((await sharp(stored.body as Buffer).metadata()).format).toBe('webp');
    await request(app)
      .post('/api/admin/content/images')
      .set(cast.staff.auth)
      .attach('image', Buffer.from('not an image'), { filename: 'x.png', contentType: 'image/png' })
      .expect(415);
  });
});
