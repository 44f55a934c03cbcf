import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { watchCatalogueWrites } from '../catalog';

/**
 * The shop's editorial content (coupons live in the coupons module). Every document has a unique `slug` so the demo seed can upsert
 * it (run twice → one copy). Each list query below has its index.
 */

const bannerSchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    slug: { type: String, required: true },
    image: { type: String, required: true },
    title: { type: String, default: '' },
    subtitle: { type: String, default: '' },
    link: { type: String, default: '/products' },
    active: { type: Boolean, default: true },
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);
bannerSchema.index({ slug: 1 }, { unique: true });
bannerSchema.index({ active: 1, position: 1 });

const announcementSchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    /** One announcement per key; the site reads `main`. */
    key: { type: String, required: true },
    status: { type: String, enum: ['on', 'off'], default: 'off' },
    heading: { type: String, default: '' },
    detail: { type: String, default: '' },
  },
  { timestamps: true },
);
announcementSchema.index({ key: 1 }, { unique: true });

/** The home page's deal of the week: one document per key; the site reads `home`. */
const homeDealSchema = new Schema(
  {
    key: { type: String, required: true },
    status: { type: String, enum: ['on', 'off'], default: 'on' },
    eyebrow: { type: String, default: 'Deal of the Week' },
    heading: { type: String, default: '' },
    detail: { type: String, default: '' },
    endsAt: { type: Date, required: true },
    link: { type: String, default: '/products' },
  },
  { timestamps: true },
);
homeDealSchema.index({ key: 1 }, { unique: true });

const styleSchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    slug: { type: String, required: true },
    name: { type: String, required: true },
    title: { type: String, default: '' },
    image: { type: String, default: '' },
    hashtag: { type: String, default: '' },
    description: { type: String, default: '' },
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);
styleSchema.index({ slug: 1 }, { unique: true });
styleSchema.index({ position: 1 });

const influencerSchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    slug: { type: String, required: true },
    name: { type: String, required: true },
    instagramHandle: { type: String, required: true },
    image: { type: String, default: '' },
    bio: { type: String, default: '' },
    style: { type: Schema.Types.ObjectId, ref: 'Style', required: true },
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);
influencerSchema.index({ slug: 1 }, { unique: true });
influencerSchema.index({ style: 1, position: 1 });

/** An influencer's look: a photo and the catalogue products worn in it. */
const influencerProductSchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    slug: { type: String, required: true },
    influencer: { type: Schema.Types.ObjectId, ref: 'Influencer', required: true },
    title: { type: String, default: '' },
    image: { type: String, default: '' },
    products: { type: [Schema.Types.ObjectId], ref: 'Product', default: [] },
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);
influencerProductSchema.index({ slug: 1 }, { unique: true });
influencerProductSchema.index({ influencer: 1, position: 1 });
influencerProductSchema.index({ products: 1 }); // the looks that wear a product (Complete the look)

const blogSchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    slug: { type: String, required: true },
    title: { type: String, required: true },
    postedOn: { type: Date, required: true },
    image: { type: String, default: '' },
    author: { type: String, default: 'Team Vastra' },
    excerpt: { type: String, default: '' },
    description: { type: String, default: '' },
  },
  { timestamps: true },
);
blogSchema.index({ slug: 1 }, { unique: true });
blogSchema.index({ postedOn: -1 });

const testimonialSchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    slug: { type: String, required: true },
    name: { type: String, required: true },
    image: { type: String, default: '' },
    message: { type: String, required: true },
    location: { type: String, default: '' },
    rating: { type: Number, default: 5, min: 1, max: 5 },
    position: { type: Number, default: 0 },
  },
  { timestamps: true },
);
testimonialSchema.index({ slug: 1 }, { unique: true });
testimonialSchema.index({ position: 1 });

export type BannerDoc = InferSchemaType<typeof bannerSchema>;
export type StyleDoc = InferSchemaType<typeof styleSchema>;
export type InfluencerDoc = InferSchemaType<typeof influencerSchema>;
export type InfluencerProductDoc = InferSchemaType<typeof influencerProductSchema>;
export type BlogDoc = InferSchemaType<typeof blogSchema>;
export type TestimonialDoc = InferSchemaType<typeof testimonialSchema>;

// Public pages are drawn on the server and cached by their page version (the catalogue version):
// a content write moves it like a catalogue write, so an edited banner, deal, style, blog or
// testimonial shows on the next page load, in every process.
for (const schema of [
  bannerSchema,
  announcementSchema,
  homeDealSchema,
  styleSchema,
  influencerSchema,
  influencerProductSchema,
  blogSchema,
  testimonialSchema,
])
  watchCatalogueWrites(schema);

export const BannerModel = mongoose.model('Banner', bannerSchema);
export const AnnouncementModel = mongoose.model('Announcement', announcementSchema);
export const HomeDealModel = mongoose.model('HomeDeal', homeDealSchema);
export const StyleModel = mongoose.model('Style', styleSchema);
export const InfluencerModel = mongoose.model('Influencer', influencerSchema);
export const InfluencerProductModel = mongoose.model('InfluencerProduct', influencerProductSchema);
export const BlogModel = mongoose.model('Blog', blogSchema);
export const TestimonialModel = mongoose.model('Testimonial', testimonialSchema);
