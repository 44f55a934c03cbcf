import { ErrorBodySchema } from '@vastra/contracts';
import {
  AdminContentMsg,
  CONTENT_KINDS,
  contentItemResponse,
  contentListResponse,
} from '@vastra/contracts/admin/content';
import { productPath } from '@vastra/contracts/storefront-paths';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { makeProduct } from '../../cart/commerce-fixtures';
import { ProductModel } from '../../catalog/product.model';
import { BannerModel, HomeDealModel, InfluencerProductModel } from '../content.model';
import { createStaffCast, type StaffCast } from '../../staff/test-helpers';

/**
 * The references a content form picks (an influencer's style, a look's influencer and products)
 * must name records that exist, and a look's products must be ones shoppers can open: anything
 * else is a 400 with the contracts' message, on create and on replace alike.
 */
let app: Express;
let cast: StaffCast;

beforeAll(async () => {
  app = createTestApp({ RATE_LIMIT_DISABLED: 'true' }).app;
  cast = await createStaffCast();
});

const IMG = '/static/content/picture.webp';
const send = (method: 'post' | 'put', path: string, body: object) =>
  request(app)[method](path).set(cast.staff.auth).send(body);
const refusal = async (res: Promise<request.Response>) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  return ErrorBodySchema.parse(answer.body).message;
};

describe('content references', () => {
  it('refuses an unknown style, influencer or product, and a product shoppers cannot see', async () => {
    const unknown = new Types.ObjectId().toHexString();
    expect(
      await refusal(
        send('post', '/api/admin/content/influencers', {
          name: 'Meera',
          instagramHandle: 'meera.wears',
          styleId: unknown,
        }),
      ),
    ).toBe(AdminContentMsg.styleMissing);

    const style = contentItemResponse(CONTENT_KINDS.styles.row).parse(
      (await send('post', '/api/admin/content/styles', { name: 'Festive', image: IMG }).expect(201))
        .body,
    ).data;
    const influencer = contentItemResponse(CONTENT_KINDS.influencers.row).parse(
      (
        await send('post', '/api/admin/content/influencers', {
          name: 'Meera',
          instagramHandle: 'meera.wears',
          styleId: style._id,
        }).expect(201)
      ).body,
    ).data;
    // Replacing keeps the check: an unknown style is refused there too.
    expect(
      await refusal(
        send('put', `/api/admin/content/influencers/${influencer._id}`, {
          name: 'Meera',
          instagramHandle: 'meera.wears',
          styleId: unknown,
        }),
      ),
    ).toBe(AdminContentMsg.styleMissing);

    const onSale = await makeProduct({ name: 'Marigold Anarkali' });
    const draft = await makeProduct({ name: 'Draft Dupatta' });
    const hidden = await makeProduct({ name: 'Hidden Lehenga' });
    await ProductModel.updateOne({ _id: draft._id }, { $set: { status: 'draft' } });
    await ProductModel.updateOne({ _id: hidden._id }, { $set: { status: 'hidden' } });
    const look = (over: object) => ({
      influencerId: influencer._id,
      image: IMG,
      title: 'Sangeet night',
      productIds: [String(onSale._id)],
      ...over,
    });

    expect(
      await refusal(send('post', '/api/admin/content/looks', look({ influencerId: unknown }))),
    ).toBe(AdminContentMsg.influencerMissing);
    expect(
      await refusal(
        send(
          'post',
          '/api/admin/content/looks',
          look({ productIds: [String(onSale._id), unknown] }),
        ),
      ),
    ).toBe(AdminContentMsg.productsMissing);
    expect(
      await refusal(
        send(
          'post',
          '/api/admin/content/looks',
          look({ productIds: [String(onSale._id), String(draft._id), String(hidden._id)] }),
        ),
      ),
    ).toBe(AdminContentMsg.productsOffShop(['Draft Dupatta', 'Hidden Lehenga']));
    expect(await InfluencerProductModel.countDocuments({ influencer: influencer._id })).toBe(0);

    const saved = contentItemResponse(CONTENT_KINDS.looks.row).parse(
      (await send('post', '/api/admin/content/looks', look({})).expect(201)).body,
    ).data;
    expect(saved.productIds).toEqual([String(onSale._id)]);
    // A product hidden since cannot be chosen again when the look is replaced.
    await ProductModel.updateOne({ _id: onSale._id }, { $set: { status: 'archived' } });
    expect(await refusal(send('put', `/api/admin/content/looks/${saved._id}`, look({})))).toBe(
      AdminContentMsg.productsOffShop(['Marigold Anarkali']),
    );
    expect(
      await refusal(
        send('put', `/api/admin/content/looks/${saved._id}`, look({ influencerId: unknown })),
      ),
    ).toBe(AdminContentMsg.influencerMissing);
  });

  it('refuses a banner or deal linking to a product shoppers cannot open', async () => {
    const onSale = await makeProduct({ name: 'Saffron Saree' });
    const draft = await makeProduct({ name: 'Draft Ghagra' });
    const archived = await makeProduct({ name: 'Archived Sherwani' });
    await ProductModel.updateOne({ _id: draft._id }, { $set: { status: 'draft' } });
    await ProductModel.updateOne({ _id: archived._id }, { $set: { status: 'archived' } });
    const unknown = productPath(new Types.ObjectId().toHexString());
    const to = (p: { _id: unknown }) => productPath(String(p._id));
    const banner = (link: string, active = true) => ({
      image: IMG,
      title: 'Festive',
      link,
      active,
    });
    const deal = (link: string, status = 'on') => ({
      status,
      heading: 'Saree week',
      endsAt: '2030-01-15',
      link,
    });
    const banners = await BannerModel.countDocuments();

    expect(await refusal(send('post', '/api/admin/content/banners', banner(unknown)))).toBe(
      AdminContentMsg.linkProductMissing,
    );
    expect(await refusal(send('post', '/api/admin/content/banners', banner(to(draft))))).toBe(
      AdminContentMsg.linkProductOffShop('Draft Ghagra'),
    );
    expect(await BannerModel.countDocuments()).toBe(banners);
    const saved = contentItemResponse(CONTENT_KINDS.banners.row).parse(
      (await send('post', '/api/admin/content/banners', banner(to(onSale))).expect(201)).body,
    ).data;
    const put = `/api/admin/content/banners/${saved._id}`;
    expect(await refusal(send('put', put, banner(`${to(archived)}?size=M`)))).toBe(
      AdminContentMsg.linkProductOffShop('Archived Sherwani'),
    );
    // A product hidden since keeps the banner, which can still be switched off, never on.
    await ProductModel.updateOne({ _id: onSale._id }, { $set: { status: 'hidden' } });
    expect(await refusal(send('put', put, banner(to(onSale))))).toBe(
      AdminContentMsg.linkProductOffShop('Saffron Saree'),
    );
    await send('put', put, banner(to(onSale), false)).expect(200);
    const listed = async () =>
      contentListResponse(CONTENT_KINDS.banners.row)
        .parse((await request(app).get('/api/admin/content/banners').set(cast.readonly.auth)).body)
        .data.find((b) => b._id === saved._id);
    expect(await listed()).toMatchObject({ linkOffShop: true });
    expect(await refusal(send('put', put, banner(unknown, false)))).toBe(
      AdminContentMsg.linkProductMissing,
    );
    expect(await BannerModel.findById(saved._id).lean()).toMatchObject({
      link: to(onSale),
      active: false,
    });

    const before = await HomeDealModel.findOne({}).lean();
    expect(await refusal(send('put', '/api/admin/content/deal', deal(unknown, 'off')))).toBe(
      AdminContentMsg.linkProductMissing,
    );
    expect(await refusal(send('put', '/api/admin/content/deal', deal(to(archived))))).toBe(
      AdminContentMsg.linkProductOffShop('Archived Sherwani'),
    );
    expect(await HomeDealModel.findOne({}).lean()).toEqual(before);
    await send('put', '/api/admin/content/deal', deal(to(archived), 'off')).expect(200);
    await ProductModel.updateOne({ _id: onSale._id }, { $set: { status: 'active' } });
    await send('put', '/api/admin/content/deal', deal(to(onSale))).expect(200);
    expect(await listed()).toMatchObject({ linkOffShop: false });
    expect(await HomeDealModel.findOne({}).lean()).toMatchObject({ link: to(onSale) });
  });
});

describe('banners shown to shoppers', () => {
  it('leave out a banner whose product was taken off the shop, and bring it back with it', async () => {
    const product = await makeProduct({ name: 'Indigo Lehenga' });
    const link = productPath(String(product._id));
    const saved = contentItemResponse(CONTENT_KINDS.banners.row).parse(
      (
        await send('post', '/api/admin/content/banners', {
          image: IMG,
          title: 'Lehenga week',
          link,
          active: true,
        }).expect(201)
      ).body,
    ).data;
    const shown = async () =>
      ((await request(app).get('/api/banner').expect(200)).body.banners as { _id: string }[]).some(
        (b) => b._id === saved._id,
      );
    expect(await shown()).toBe(true);
    await ProductModel.updateOne({ _id: product._id }, { $set: { status: 'hidden' } });
    expect(await shown()).toBe(false);
    await ProductModel.updateOne({ _id: product._id }, { $set: { status: 'active' } });
    expect(await shown()).toBe(true);
  });
});
