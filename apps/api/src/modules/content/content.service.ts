import {
  Msg,
  type AnnouncementResponse,
  type Banner,
  type Blog,
  type Influencer,
  type InfluencerProduct,
  type Style,
  type Testimonial,
} from '@vastra/contracts';
import type { Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import { markProductLinks } from './content-links';
import { productSummariesByIds, toProductSummary, type ProductSource } from '../catalog';
import {
  AnnouncementModel,
  BannerModel,
  BlogModel,
  InfluencerModel,
  InfluencerProductModel,
  StyleModel,
  TestimonialModel,
  type BannerDoc,
  type BlogDoc,
  type InfluencerDoc,
  type InfluencerProductDoc,
  type StyleDoc,
  type TestimonialDoc,
} from './content.model';

/** Content reads: plain values in, contract-shaped values out. */

type Lean<T> = T & { _id: Types.ObjectId };
const iso = (d: Date | string) => new Date(d).toISOString();
const byPosition = { position: 1, _id: 1 } as const;

/**
 * The active banners, less any whose link opens a product shoppers cannot open now (hidden,
 * archived or back to draft since the banner was saved): such a banner would lead to "not
 * found". The back office marks it; the answer is redrawn when the product changes, since a
 * product write moves the catalogue version the answer is kept at.
 */
export async function listBanners(): Promise<Banner[]> {
  const docs = await BannerModel.find({ active: true }).sort(byPosition).lean<Lean<BannerDoc>[]>();
  const rows = await markProductLinks(
    docs.map((b) => ({
      _id: b._id.toString(),
      image: b.image,
      title: b.title,
      subtitle: b.subtitle,
      link: b.link,
    })),
  );
  return rows.filter((b) => !b.linkOffShop).map(({ linkOffShop: _off, ...banner }) => banner);
}

/** The site-wide announcement; "off" when none is configured. */
export async function getAnnouncement(): Promise<Omit<AnnouncementResponse, 'success'>> {
  const doc = await AnnouncementModel.findOne({ key: 'main' }).lean();
  if (!doc) return { status: 'off', heading: '', detail: '' };
  return { status: doc.status, heading: doc.heading, detail: doc.detail };
}

// ---------- Lookbook ----------
type LookRef = Influencer['looks'][number];

function toInfluencerDto(i: Lean<InfluencerDoc>, looks: LookRef[]): Influencer {
  return {
    _id: i._id.toString(),
    name: i.name,
    image: i.image,
    instagramHandle: i.instagramHandle.replace(/^@/, ''),
    bio: i.bio,
    styleId: i.style.toString(),
    looks,
  };
}

/** Influencers of the given styles, each with its looks (two queries, whatever the count). */
async function influencersOf(styleIds: Types.ObjectId[]): Promise<Influencer[]> {
  const influencers = await InfluencerModel.find({ style: { $in: styleIds } })
    .sort(byPosition)
    .lean<Lean<InfluencerDoc>[]>();
  const looks = await InfluencerProductModel.find(
    { influencer: { $in: influencers.map((i) => i._id) } },
    '_id influencer image title position',
  )
    .sort(byPosition)
    .lean<Lean<InfluencerProductDoc>[]>();
  const looksBy = new Map<string, LookRef[]>();
  for (const l of looks) {
    const key = l.influencer.toString();
    const list = looksBy.get(key) ?? [];
    list.push({ _id: l._id.toString(), image: l.image, title: l.title });
    looksBy.set(key, list);
  }
  return influencers.map((i) => toInfluencerDto(i, looksBy.get(i._id.toString()) ?? []));
}

function toStyleDto(s: Lean<StyleDoc>, influencers: Influencer[]): Style {
  return {
    _id: s._id.toString(),
    name: s.name,
    title: s.title || s.name,
    image: s.image.trim(),
    hashtag: s.hashtag,
    description: s.description,
    influencerId: influencers.map((i) => i._id),
    influencers,
  };
}

export async function listStyles(): Promise<Style[]> {
  const styles = await StyleModel.find().sort(byPosition).lean<Lean<StyleDoc>[]>();
  const influencers = await influencersOf(styles.map((s) => s._id));
  return styles.map((s) =>
    toStyleDto(
      s,
      influencers.filter((i) => i.styleId === s._id.toString()),
    ),
  );
}

export async function getStyle(id: string): Promise<Style> {
  const style = await StyleModel.findById(id).lean<Lean<StyleDoc>>();
  if (!style) throw AppError.notFound('Style not found.');
  return toStyleDto(style, await influencersOf([style._id]));
}

export async function getInfluencer(id: string): Promise<Influencer> {
  const influencer = await InfluencerModel.findById(id).lean<Lean<InfluencerDoc>>();
  if (!influencer) throw AppError.notFound('Influencer not found.');
  const looks = await InfluencerProductModel.find(
    { influencer: influencer._id },
    '_id image title position',
  )
    .sort(byPosition)
    .lean<Lean<InfluencerProductDoc>[]>();
  return toInfluencerDto(
    influencer,
    looks.map((l) => ({ _id: l._id.toString(), image: l.image, title: l.title })),
  );
}

/** One look: its image and its products, in the look's order (products since removed are skipped). */
export async function getInfluencerProduct(id: string): Promise<InfluencerProduct> {
  const look = await InfluencerProductModel.findById(id).lean<Lean<InfluencerProductDoc>>();
  if (!look) throw AppError.notFound(Msg.noProductData);
  const [influencer, products] = await Promise.all([
    InfluencerModel.findById(look.influencer).lean<Lean<InfluencerDoc>>(),
    productSummariesByIds(look.products),
  ]);
  const byId = new Map(products.map((p) => [p._id.toString(), p]));
  return {
    _id: look._id.toString(),
    title: look.title,
    image: look.image,
    influencer: {
      _id: look.influencer.toString(),
      name: influencer?.name ?? '',
      instagramHandle: (influencer?.instagramHandle ?? '').replace(/^@/, ''),
      image: influencer?.image ?? '',
    },
    productDetails: look.products
      .map((pid) => byId.get(pid.toString()))
      .filter((p): p is ProductSource => p !== undefined)
      .map(toProductSummary),
  };
}

// ---------- Blogs and testimonials ----------
function toBlogDto(b: Lean<BlogDoc>): Blog {
  return {
    _id: b._id.toString(),
    title: b.title,
    slug: b.slug,
    postedOn: iso(b.postedOn),
    image: b.image,
    author: b.author,
    excerpt: b.excerpt,
    description: b.description,
  };
}

export async function listBlogs(): Promise<Blog[]> {
  const docs = await BlogModel.find().sort({ postedOn: -1, _id: -1 }).lean<Lean<BlogDoc>[]>();
  return docs.map(toBlogDto);
}

export async function getBlog(id: string): Promise<Blog> {
  const doc = await BlogModel.findById(id).lean<Lean<BlogDoc>>();
  if (!doc) throw AppError.notFound(Msg.blogNotFound);
  return toBlogDto(doc);
}

export async function listTestimonials(): Promise<Testimonial[]> {
  const docs = await TestimonialModel.find().sort(byPosition).lean<Lean<TestimonialDoc>[]>();
  return docs.map((t) => ({
    _id: t._id.toString(),
    name: t.name,
    image: t.image,
    message: t.message,
    location: t.location,
    rating: t.rating,
  }));
}

/** Each style's last change, in the shop's order (for the sitemap). */
export function styleDates(): Promise<{ _id: Types.ObjectId; updatedAt?: Date }[]> {
  return StyleModel.find({}, { updatedAt: 1 }).sort({ position: 1 }).lean();
}

/** Each blog's last change, newest post first (for the sitemap). */
export function blogDates(): Promise<{ _id: Types.ObjectId; updatedAt?: Date }[]> {
  return BlogModel.find({}, { updatedAt: 1 }).sort({ postedOn: -1 }).lean();
}
