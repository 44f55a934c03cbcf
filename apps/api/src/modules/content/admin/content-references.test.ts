import { ErrorBodySchema } from '@vastra/contracts';
import {
  AdminContentMsg,
  CONTENT_KINDS,
  contentItemResponse,
} from '@vastra/contracts/admin/content';
import type { Express } from 'express';
import { Types } from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers';
import { makeProduct } from '../../cart/commerce-fixtures';
import { ProductModel } from '../../catalog/product.model';
import { InfluencerProductModel } from '../content.model';
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
});
