import {
  AdminContentMsg,
  type ContentInput,
  type ContentKind,
  type ContentRow,
  couponEnds,
  couponStarts,
} from '@vastra/contracts/admin/content';
import { slugify } from '@vastra/contracts';
import { shopInstant } from '@vastra/contracts/shop-time';
import { type Types, type Model } from 'mongoose';
import { AppError } from '../../../lib/app-error';
import { allProductsExist } from '../../catalog';
import { CouponModel } from '../../coupons';
import {
  BannerModel,
  BlogModel,
  InfluencerModel,
  InfluencerProductModel,
  StyleModel,
  TestimonialModel,
} from '../content.model';
import { oid } from '../../../lib/ids';

/**
 * How each content kind is stored: its model, the document an input becomes, the row a document
 * answers, the references checked before a write, and what keeps a document from being deleted.
 * The admin content service is generic over these.
 */

// Documents are read with .lean(): plain objects with the model's fields.
type Doc = Record<string, unknown> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export interface KindStore<K extends ContentKind> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  sort: Record<string, 1 | -1>;
  toDoc(input: ContentInput<K>, id: Types.ObjectId): Record<string, unknown>;
  toRow(doc: Doc): ContentRow<K>;
  /** Throws a 4xx when the input names something that does not exist. */
  check?(input: ContentInput<K>): Promise<void>;
  /** Throws a 409 when the document may not be deleted. */
  beforeDelete?(doc: Doc): Promise<void>;
  /** The message for a unique-key clash (duplicate code or slug). */
  duplicate?: string;
}

const iso = (d: unknown) => new Date(d as Date).toISOString();
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback = 0) => (typeof v === 'number' ? v : fallback);
const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
const stamps = (d: Doc) => ({
  _id: String(d._id),
  createdAt: iso(d.createdAt),
  updatedAt: iso(d.updatedAt),
});
/** A slug that stays unique: the name's, then the document's own id. */
const uniqueSlug = (name: string, id: Types.ObjectId) =>
  `${slugify(name) || 'item'}-${String(id).slice(-6)}`;

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
};

const coupons: KindStore<'coupons'> = {
  model: CouponModel,
  sort: { position: 1, _id: 1 },
  duplicate: AdminContentMsg.codeTaken,
  toDoc: (i, id) => ({
    ...i,
    slug: uniqueSlug(i.code, id),
    validFrom: couponStarts(i.validFrom),
    validUntil: couponEnds(i.validUntil),
    categories: i.categories.map(oid),
    subcategories: i.subcategories.map(oid),
  }),
  toRow: (d) => ({
    ...stamps(d),
    code: str(d.code),
    bannerText: str(d.bannerText),
    description: str(d.description),
    discountType: d.discountType === 'flat' ? 'flat' : 'percent',
    discountValue: num(d.discountValue),
    maxDiscount: typeof d.maxDiscount === 'number' ? d.maxDiscount : null,
    minOrderValue: num(d.minOrderValue),
    validFrom: iso(d.validFrom),
    validUntil: iso(d.validUntil),
    active: d.active !== false,
    position: num(d.position),
    usageLimit: typeof d.usageLimit === 'number' ? d.usageLimit : null,
    perShopperLimit: typeof d.perShopperLimit === 'number' ? d.perShopperLimit : null,
    firstOrderOnly: d.firstOrderOnly === true,
    categories: ids(d.categories),
    subcategories: ids(d.subcategories),
    uses: num(d.uses),
  }),
  // Orders keep their coupon's rules, but its redemptions (per-shopper limits) point at it.
  beforeDelete: async (d) => {
    if (num(d.uses) > 0) throw AppError.conflict(AdminContentMsg.couponUsed);
  },
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
    if (!(await allProductsExist(i.productIds)))
      throw AppError.badRequest(AdminContentMsg.productsMissing);
  },
};

export const KIND_STORES: { [K in ContentKind]: KindStore<K> } = {
  banners,
  coupons,
  blogs,
  testimonials,
  styles,
  influencers,
  looks,
};
