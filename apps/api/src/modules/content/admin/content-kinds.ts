import { AdminContentMsg, type ContentKind } from '@vastra/contracts/admin/content';
import { shopInstant } from '@vastra/contracts/shop-time';
import { AppError } from '../../../lib/app-error';
import { productsOffShop } from '../../catalog';
import { couponKind } from '../../coupons';
import { ids, iso, num, stamps, str, uniqueSlug, type KindStore } from '../../../lib/kind-store';
import {
  BannerModel,
  BlogModel,
  InfluencerModel,
  InfluencerProductModel,
  StyleModel,
  TestimonialModel,
} from '../content.model';
import { oid } from '../../../lib/ids';
import { checkContentLink, markProductLinks } from '../content-links';

/**
 * How each content kind is stored: its model, the document an input becomes, the row a document
 * answers, the references checked before a write, and what keeps a document from being deleted.
 * The admin content service is generic over these.
 */

async function mustExist(exists: Promise<unknown>, message: string) {
  if (!(await exists)) throw AppError.badRequest(message);
}

const banners: KindStore<'banners'> = {
  model: BannerModel,
  sort: { position: 1, _id: 1 },
  toDoc: (i, id) => ({ ...i, slug: uniqueSlug(i.title || 'banner', id) }),
  toRow: (d) => ({
    ...stamps(d),
    image: str(d.image),
    title: str(d.title),
    subtitle: str(d.subtitle),
    link: str(d.link),
    active: d.active !== false,
    position: num(d.position),
  }),
  check: (i) => checkContentLink(i.link, i.active),
  listed: markProductLinks,
};

const blogs: KindStore<'blogs'> = {
  model: BlogModel,
  sort: { postedOn: -1, _id: -1 },
  duplicate: AdminContentMsg.slugTaken,
  toDoc: (i, id) => ({
    ...i,
    slug: i.slug || uniqueSlug(i.title, id),
    postedOn: shopInstant(i.postedOn),
  }),
  toRow: (d) => ({
    ...stamps(d),
    title: str(d.title),
    slug: str(d.slug),
    postedOn: iso(d.postedOn),
    image: str(d.image),
    author: str(d.author),
    excerpt: str(d.excerpt),
    description: str(d.description),
  }),
};

const testimonials: KindStore<'testimonials'> = {
  model: TestimonialModel,
  sort: { position: 1, _id: 1 },
  toDoc: (i, id) => ({ ...i, slug: uniqueSlug(i.name, id) }),
  toRow: (d) => ({
    ...stamps(d),
    name: str(d.name),
    image: str(d.image),
    message: str(d.message),
    location: str(d.location),
    rating: num(d.rating, 5),
    position: num(d.position),
  }),
};

const styles: KindStore<'styles'> = {
  model: StyleModel,
  sort: { position: 1, _id: 1 },
  toDoc: (i, id) => ({ ...i, slug: uniqueSlug(i.name, id) }),
  toRow: (d) => ({
    ...stamps(d),
    name: str(d.name),
    title: str(d.title),
    image: str(d.image),
    hashtag: str(d.hashtag),
    description: str(d.description),
    position: num(d.position),
  }),
  beforeDelete: async (d) => {
    if (await InfluencerModel.exists({ style: d._id }))
      throw AppError.conflict(AdminContentMsg.styleInUse);
  },
};

const influencers: KindStore<'influencers'> = {
  model: InfluencerModel,
  sort: { position: 1, _id: 1 },
  toDoc: ({ styleId, ...i }, id) => ({ ...i, style: oid(styleId), slug: uniqueSlug(i.name, id) }),
  toRow: (d) => ({
    ...stamps(d),
    name: str(d.name),
    instagramHandle: str(d.instagramHandle),
    image: str(d.image),
    bio: str(d.bio),
    styleId: String(d.style),
    position: num(d.position),
  }),
  check: (i) => mustExist(StyleModel.exists({ _id: i.styleId }), AdminContentMsg.styleMissing),
  beforeDelete: async (d) => {
    if (await InfluencerProductModel.exists({ influencer: d._id }))
      throw AppError.conflict(AdminContentMsg.influencerInUse);
  },
};

const looks: KindStore<'looks'> = {
  model: InfluencerProductModel,
  sort: { influencer: 1, position: 1, _id: 1 },
  toDoc: ({ influencerId, productIds, ...i }, id) => ({
    ...i,
    influencer: oid(influencerId),
    products: productIds.map(oid),
    slug: uniqueSlug(i.title || 'look', id),
  }),
  toRow: (d) => ({
    ...stamps(d),
    influencerId: String(d.influencer),
    title: str(d.title),
    image: str(d.image),
    productIds: ids(d.products),
    position: num(d.position),
  }),
  check: async (i) => {
    await mustExist(
      InfluencerModel.exists({ _id: i.influencerId }),
      AdminContentMsg.influencerMissing,
    );
    const off = await productsOffShop(i.productIds);
    if (off.unknown) throw AppError.badRequest(AdminContentMsg.productsMissing);
    if (off.unlisted.length)
      throw AppError.badRequest(AdminContentMsg.productsOffShop(off.unlisted));
  },
};

export const KIND_STORES: { [K in ContentKind]: KindStore<K> } = {
  banners,
  coupons: couponKind,
  blogs,
  testimonials,
  styles,
  influencers,
  looks,
};
