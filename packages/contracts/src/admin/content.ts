import { z } from 'zod';
import { ObjectIdSchema, successBody } from '../common';
import { HomeDealSchema } from '../content';
import { COUPON_DISCOUNT_TYPES, CouponCodeSchema } from '../coupons';
import { shopInstant } from '../shop-time';
import { isSameSitePath, SHOP_IMAGE_URL } from '../shop-paths';
import { isKnownShopLink } from '../storefront-links';
import { EditVersionSchema, VersionSeenSchema } from './edit-version';

/**
 * Back-office content: banners, coupons, blogs, testimonials, Get the Look styles, influencers and
 * their looks (one list + form each, driven by the schemas below), and the announcement (one
 * document). Every write is audited and shows on the storefront at once in the process that made
 * it (content answers are not kept in process) and within their Cache-Control time (120 s) in
 * browsers and shared caches.
 */

/** The most products one influencer look may show. */
export const LOOK_MAX_PRODUCTS = 30;

export const AdminContentMsg = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  imageInvalid:
    'Please upload the image here: only pictures the shop keeps itself (/uploads/… or /static/…) can be shown, not addresses on other sites.',
  linkInvalid:
    'The link must be a path in the shop starting with a single / (e.g. /products?type=latest), without spaces, backslashes or //.',
  linkUnknown:
    'The link must open a page of the shop: a fixed page (e.g. /about), /products (optionally ?type=latest or ?type=trending), a category or subcategory listing, or a product page. Use “Choose a page” to pick one.',
  linkProductMissing:
    'The link opens a product that does not exist. Use “Choose a page” to pick a product on the shop.',
  linkProductOffShop: (name: string) =>
    `The link opens ${name}, which shoppers cannot see (a draft, hidden or archived product): publish it first, link another page, or switch this off.`,
  numberInvalid: 'Please enter a number.',
  percentTooHigh: 'A percent discount cannot be more than 100.',
  datesOrder: 'The end date must be after the start date.',
  dateInvalid: 'Please enter a valid date.',
  slugInvalid: 'The slug may hold lower-case letters, digits and dashes only.',
  slugTaken: 'That slug is already used by another post.',
  codeTaken: 'A coupon with this code already exists.',
  handleInvalid: 'Please enter an Instagram handle (letters, digits, dots and underscores).',
  notFound: 'Not found.',
  styleInUse: 'This style still has influencers. Move or delete them first.',
  influencerInUse: 'This influencer still has looks. Delete them first.',
  couponUsed:
    'This coupon has been used by orders, so it cannot be deleted. Switch it off instead.',
  styleMissing: 'Please choose an existing style.',
  influencerMissing: 'Please choose an existing influencer.',
  productsMissing: 'One of the chosen products does not exist.',
  productsTooMany: `A look can show at most ${LOOK_MAX_PRODUCTS} products.`,
  productsOffShop: (names: readonly string[]) =>
    `Shoppers cannot see ${names.join(', ')} (a draft, hidden or archived): choose products on the shop.`,
  saved: 'Saved.',
  deleted: 'Deleted.',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: AdminContentMsg.required(label) })
    .trim()
    .max(max, { error: AdminContentMsg.tooLong(label, max) });
const requiredText = (label: string, max: number) =>
  text(label, max).min(1, { error: AdminContentMsg.required(label) });

/** A record chosen in a picker: missing or not an id, it is refused with the picker's message. */
const chosenId = (error: string) =>
  z
    .string({ error })
    .trim()
    .toLowerCase()
    .regex(/^[a-f\d]{24}$/, { error });

/** A picture the shop serves itself: an upload or a built-in asset (`isShopImage`). */
export const ContentImageSchema = z
  .string({ error: AdminContentMsg.imageInvalid })
  .trim()
  .max(500, { error: AdminContentMsg.imageInvalid })
  .regex(SHOP_IMAGE_URL, { error: AdminContentMsg.imageInvalid });
const optionalImage = z.union([z.literal(''), ContentImageSchema]).default('');

const position = z
  .number({ error: AdminContentMsg.numberInvalid })
  .int({ error: AdminContentMsg.numberInvalid })
  .min(0)
  .max(10_000)
  .default(0);
const money = (label: string) =>
  z
    .number({ error: AdminContentMsg.numberInvalid })
    .min(0, { error: `${label} cannot be negative.` })
    .max(10_000_000);
const count = z.number({ error: AdminContentMsg.numberInvalid }).int().min(0).max(10_000_000);
/**
 * A date (YYYY-MM-DD, a day in India) or date-time (ISO 8601; India time without a zone) as typed
 * in a form; `shopInstant` turns it into the instant stored.
 */
const dateText = z
  .string({ error: AdminContentMsg.dateInvalid })
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(shopInstant(s).getTime()), {
    error: AdminContentMsg.dateInvalid,
  });

// ---------- Inputs (create and full update) ----------

/**
 * A page of the shop (a banner's or the deal's link): a path on this site (the storefront swaps
 * any other address, another site's included, for /products), of a shape its router opens.
 */
const shopLink = z
  .string({ error: AdminContentMsg.linkInvalid })
  .trim()
  .max(300, { error: AdminContentMsg.linkInvalid })
  .refine(isSameSitePath, { error: AdminContentMsg.linkInvalid, abort: true })
  .refine(isKnownShopLink, { error: AdminContentMsg.linkUnknown })
  .default('/products');

export const BannerInputSchema = z.object({
  image: ContentImageSchema,
  title: text('Title', 120).default(''),
  subtitle: text('Subtitle', 200).default(''),
  link: shopLink,
  active: z.boolean().default(true),
  position,
  versionSeen: VersionSeenSchema,
});

/** When a coupon typed in the back office starts: a bare day at its first moment in India. */
export const couponStarts = (text: string): Date => shopInstant(text);
/** When it ends: a bare day at its last moment in India (the day is included). */
export const couponEnds = (text: string): Date => shopInstant(text, { end: true });

export const CouponInputSchema = z
  .object({
    code: CouponCodeSchema,
    bannerText: requiredText('Banner text', 200),
    description: text('Description', 500).default(''),
    discountType: z.enum(COUPON_DISCOUNT_TYPES),
    discountValue: money('The discount').positive({ error: 'The discount must be above zero.' }),
    /** Cap in rupees for a percent coupon; null: none. */
    maxDiscount: money('The cap').nullable().default(null),
    minOrderValue: money('The minimum order').default(0),
    validFrom: dateText,
    validUntil: dateText,
    active: z.boolean().default(true),
    position,
    /** Orders allowed in total / per shopper; null: unlimited. */
    usageLimit: count.nullable().default(null),
    perShopperLimit: count.nullable().default(null),
    firstOrderOnly: z.boolean().default(false),
    /** Limited to these categories / subcategories; both empty: every item. */
    categories: z.array(ObjectIdSchema).max(50).default([]),
    subcategories: z.array(ObjectIdSchema).max(50).default([]),
    versionSeen: VersionSeenSchema,
  })
  .refine((c) => c.discountType !== 'percent' || c.discountValue <= 100, {
    error: AdminContentMsg.percentTooHigh,
    path: ['discountValue'],
  })
  // A bare "until" day lasts to its end, so a coupon may run for a single day.
  .refine((c) => couponEnds(c.validUntil) > couponStarts(c.validFrom), {
    error: AdminContentMsg.datesOrder,
    path: ['validUntil'],
  });

export const BlogInputSchema = z.object({
  title: requiredText('Title', 200),
  /** Made from the title when left empty. */
  slug: z
    .string()
    .trim()
    .max(120)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: AdminContentMsg.slugInvalid })
    .default(''),
  postedOn: dateText,
  image: optionalImage,
  author: text('Author', 100).default('Team Vastra'),
  excerpt: text('Excerpt', 500).default(''),
  /** Paragraphs separated by a blank line (plain text). */
  description: requiredText('The post', 50_000),
  versionSeen: VersionSeenSchema,
});

export const TestimonialInputSchema = z.object({
  name: requiredText('Name', 100),
  image: optionalImage,
  message: requiredText('Message', 1000),
  location: text('Location', 100).default(''),
  rating: z.number({ error: AdminContentMsg.numberInvalid }).int().min(1).max(5).default(5),
  position,
  versionSeen: VersionSeenSchema,
});

export const StyleInputSchema = z.object({
  name: requiredText('Name', 100),
  title: text('Alt text', 200).default(''),
  image: ContentImageSchema,
  hashtag: text('Hashtag', 60).default(''),
  description: text('Description', 1000).default(''),
  position,
  versionSeen: VersionSeenSchema,
});

export const InfluencerInputSchema = z.object({
  name: requiredText('Name', 100),
  instagramHandle: z
    .string({ error: AdminContentMsg.handleInvalid })
    .trim()
    .transform((h) => h.replace(/^@/, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9._]{1,30}$/, { error: AdminContentMsg.handleInvalid })),
  image: optionalImage,
  bio: text('Bio', 1000).default(''),
  styleId: chosenId(AdminContentMsg.styleMissing),
  position,
  versionSeen: VersionSeenSchema,
});

/** A Get the Look photo of an influencer with the catalogue products worn in it. */
export const LookInputSchema = z.object({
  influencerId: chosenId(AdminContentMsg.influencerMissing),
  title: text('Title', 200).default(''),
  image: ContentImageSchema,
  productIds: z
    .array(chosenId(AdminContentMsg.productsMissing))
    .max(LOOK_MAX_PRODUCTS, { error: AdminContentMsg.productsTooMany })
    .default([]),
  position,
  versionSeen: VersionSeenSchema,
});

export const AnnouncementInputSchema = z.object({
  status: z.enum(['on', 'off']),
  heading: text('Heading', 200).default(''),
  detail: text('Detail', 1000).default(''),
  versionSeen: VersionSeenSchema,
});
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;

/** The home page's deal of the week (one document): `endsAt` as typed, stored as an instant. */
export const HomeDealInputSchema = z.object({
  status: z.enum(['on', 'off']),
  eyebrow: text('Eyebrow', 60).default('Deal of the Week'),
  heading: requiredText('Heading', 120),
  detail: text('Detail', 300).default(''),
  endsAt: dateText,
  link: shopLink,
});
export type HomeDealInput = z.infer<typeof HomeDealInputSchema>;

// ---------- Rows ----------

const stamps = {
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  editVersion: EditVersionSchema,
};
const NO_VERSION = { versionSeen: true } as const;

export const BannerRowSchema = z.object({
  ...stamps,
  ...BannerInputSchema.omit(NO_VERSION).shape,
  /** In the list: the link opens a product shoppers cannot open now (removed, draft, hidden, archived). */
  linkOffShop: z.boolean().optional(),
});
export const CouponRowSchema = z.object({
  ...stamps,
  code: z.string(),
  bannerText: z.string(),
  description: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number(),
  maxDiscount: z.number().nullable(),
  minOrderValue: z.number(),
  validFrom: z.string(),
  validUntil: z.string(),
  active: z.boolean(),
  position: z.number(),
  usageLimit: z.number().nullable(),
  perShopperLimit: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  categories: z.array(z.string()),
  subcategories: z.array(z.string()),
  /** Orders that redeemed it. */
  uses: z.number().int(),
});
export const BlogRowSchema = z.object({ ...stamps, ...BlogInputSchema.omit(NO_VERSION).shape });
export const TestimonialRowSchema = z.object({
  ...stamps,
  ...TestimonialInputSchema.omit(NO_VERSION).shape,
});
export const StyleRowSchema = z.object({ ...stamps, ...StyleInputSchema.omit(NO_VERSION).shape });
export const InfluencerRowSchema = z.object({
  ...stamps,
  ...InfluencerInputSchema.omit(NO_VERSION).shape,
});
export const LookRowSchema = z.object({ ...stamps, ...LookInputSchema.omit(NO_VERSION).shape });

/**
 * Every list-and-form content kind: its path segment, names, input and row schemas, and the row
 * field that names an item in lists and the audit log.
 */
export const CONTENT_KINDS = {
  banners: {
    label: 'Banners',
    singular: 'banner',
    titleField: 'title',
    input: BannerInputSchema,
    row: BannerRowSchema,
  },
  coupons: {
    label: 'Coupons',
    singular: 'coupon',
    titleField: 'code',
    input: CouponInputSchema,
    row: CouponRowSchema,
  },
  blogs: {
    label: 'Blog posts',
    singular: 'blog post',
    titleField: 'title',
    input: BlogInputSchema,
    row: BlogRowSchema,
  },
  testimonials: {
    label: 'Testimonials',
    singular: 'testimonial',
    titleField: 'name',
    input: TestimonialInputSchema,
    row: TestimonialRowSchema,
  },
  styles: {
    label: 'Get the Look styles',
    singular: 'style',
    titleField: 'name',
    input: StyleInputSchema,
    row: StyleRowSchema,
  },
  influencers: {
    label: 'Influencers',
    singular: 'influencer',
    titleField: 'name',
    input: InfluencerInputSchema,
    row: InfluencerRowSchema,
  },
  looks: {
    label: 'Influencer looks',
    singular: 'look',
    titleField: 'title',
    input: LookInputSchema,
    row: LookRowSchema,
  },
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];
export type ContentInput<K extends ContentKind> = z.output<(typeof CONTENT_KINDS)[K]['input']>;
export type ContentRow<K extends ContentKind> = z.output<(typeof CONTENT_KINDS)[K]['row']>;

export const ContentItemParamsSchema = z.object({ id: ObjectIdSchema });

export const contentListResponse = <T extends z.ZodType>(row: T) =>
  successBody({ data: z.array(row) });
export const contentItemResponse = <T extends z.ZodType>(row: T) =>
  successBody({ message: z.string(), data: row });
export const ContentDeletedResponseSchema = successBody({ message: z.string() });

export const AdminAnnouncementResponseSchema = successBody({
  message: z.string().optional(),
  data: AnnouncementInputSchema.omit(NO_VERSION).extend({
    updatedAt: z.string().nullable(),
    editVersion: EditVersionSchema,
  }),
});

export const AdminHomeDealResponseSchema = successBody({
  message: z.string().optional(),
  data: HomeDealSchema.extend({ updatedAt: z.string().nullable() }),
});

/** `POST /api/admin/content/images` (multipart, field `image`): the stored, re-encoded image. */
export const ContentImageResponseSchema = successBody({ url: z.string() });
