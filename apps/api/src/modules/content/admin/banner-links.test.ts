import { ErrorBodySchema } from '@vastra/contracts';
import {
  AdminContentMsg,
  CONTENT_KINDS,
  contentItemResponse,
} from '@vastra/contracts/admin/content';
import { categoryPath, productPath, subcategoryPath } from '@vastra/contracts/storefront-paths';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { makeProduct } from '../../cart/commerce-fixtures';
import { createStaffCast, type StaffCast } from '../../staff/test-helpers';

/**
 * A banner's (and the home deal's) link must open a page of the shop: a path the storefront's
 * router knows. Anything else is refused with 400 and a message saying what a link may be.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
});

const IMG = '/static/content/picture.webp';
const BANNERS = '/api/admin/content/banners';
const id = () => new Types.ObjectId().toHexString();
const post = (link: string) =>
  request(app).post(BANNERS).set(cast.staff.auth).send({ image: IMG, title: 'Edit', link });

describe('banner links', () => {
  it('refuses a path the storefront has no page at, with a clear message', async () => {
    for (const link of ['/women/sarees', '/abuot', '/products?type=deals', '/productdetails/42']) {
      const res = await post(link).expect(400);
      expect(ErrorBodySchema.parse(res.body).message, link).toBe(AdminContentMsg.linkUnknown);
    }
  });

  it('refuses another site’s address, as the storefront would not follow it', async () => {
    for (const link of ['https://example.com/sale', '//example.com', 'javascript:alert(1)']) {
      const res = await post(link).expect(400);
      expect(ErrorBodySchema.parse(res.body).message, link).toBe(AdminContentMsg.linkInvalid);
    }
  });

  it('takes every page the picker offers and a product page', async () => {
    const women = { _id: id(), name: 'Women' };
    for (const link of [
      '/about',
      '/products',
      '/products?type=latest',
      categoryPath(women),
      subcategoryPath(women, { _id: id(), name: 'Silk Sarees' }),
      productPath(String((await makeProduct())._id)),
    ]) {
      const res = await post(link);
      expect(res.status, link).toBe(201);
      expect(contentItemResponse(CONTENT_KINDS.banners.row).parse(res.body).data.link).toBe(link);
    }
  });

  it('refuses an unknown link when a banner is replaced, and on the home deal', async () => {
    const created = contentItemResponse(CONTENT_KINDS.banners.row).parse(
      (await post('/products').expect(201)).body,
    ).data;
    const put = await request(app)
      .put(`${BANNERS}/${created._id}`)
      .set(cast.staff.auth)
      .send({ image: IMG, link: '/sale' })
      .expect(400);
    expect(ErrorBodySchema.parse(put.body).message).toBe(AdminContentMsg.linkUnknown);
    const deal = await request(app)
      .put('/api/admin/content/deal')
      .set(cast.staff.auth)
      .send({ status: 'on', heading: 'Denim', endsAt: '2030-01-15', link: '/denim' })
      .expect(400);
    expect(ErrorBodySchema.parse(deal.body).message).toBe(AdminContentMsg.linkUnknown);
  });
});
