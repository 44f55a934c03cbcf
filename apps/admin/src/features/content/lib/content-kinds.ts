import { formatINR } from '@vastra/contracts';
import { SHOP_TIME_ZONE } from '@vastra/contracts/shop-time';
import {
  AnnouncementInputSchema,
  CONTENT_KIND_NAMES,
  CONTENT_KINDS as CONTRACT_KINDS,
  HomeDealInputSchema,
  type ContentKind,
} from '@vastra/contracts/admin/content';
import type { ContentColumn, ContentPageKind } from './content-kind';
import type { FieldOverride } from './schema-fields';

/**
 * The back office's content kinds. Names, paths and schemas come from the contracts' kind table;
 * this file adds only what a page needs beyond them: list columns and the few field labels and
 * controls a zod type cannot tell (long texts, dates typed as text, hints).
 */

const day = (v: unknown) =>
  typeof v === 'string' && v
    ? new Date(v).toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: SHOP_TIME_ZONE,
      })
    : '';
const yesNo = (v: unknown) => (v ? 'Yes' : 'No');

const IMAGE_HINT =
  'Upload a picture, or give the address of one the shop already has (/uploads/… or /static/…).';

const UI: Record<
  ContentKind,
  { columns: ContentColumn[]; overrides?: Record<string, FieldOverride> }
> = {
  banners: {
    columns: [
      { key: 'title', header: 'Title' },
      {
        key: 'link',
        header: 'Link',
        format: (v, row) =>
          row.linkOffShop ? `${String(v)} (links to a product not on the shop)` : String(v),
      },
      { key: 'active', header: 'Active', format: yesNo },
      { key: 'position', header: 'Position' },
    ],
    overrides: {
      image: { control: 'image', hint: IMAGE_HINT },
      link: {
        control: 'shop-link',
        hint: 'A page of the shop: choose one below, or type its path (e.g. /products?type=latest).',
      },
    },
  },
  coupons: {
    columns: [
      { key: 'code', header: 'Code' },
      {
        key: 'discountValue',
        header: 'Discount',
        format: (v, row) =>
          row.discountType === 'percent' ? `${String(v)}%` : formatINR(Number(v)),
      },
      { key: 'minOrderValue', header: 'Minimum order', format: (v) => formatINR(Number(v)) },
      { key: 'validUntil', header: 'Valid until', format: day },
      { key: 'active', header: 'Active', format: yesNo },
      { key: 'uses', header: 'Uses' },
    ],
    overrides: {
      code: { label: 'Code', hint: 'Letters, digits, - or _; stored in capitals.' },
      discountType: { label: 'Discount type' },
      discountValue: { label: 'Discount (percent or rupees)' },
      maxDiscount: { label: 'Largest discount, ₹ (percent coupons)' },
      minOrderValue: { label: 'Minimum bag subtotal, ₹' },
      validFrom: { label: 'Valid from', control: 'datetime' },
      validUntil: { label: 'Valid until', control: 'datetime' },
      usageLimit: { label: 'Uses allowed in total', hint: 'Empty: unlimited.' },
      perShopperLimit: { label: 'Uses allowed per shopper', hint: 'Empty: unlimited.' },
      firstOrderOnly: { label: "Only on a shopper's first order" },
      categories: {
        label: 'Only these categories',
        control: 'categories',
        hint: 'None chosen: every category.',
      },
      subcategories: {
        label: 'Only these subcategories',
        control: 'subcategories',
        hint: 'None chosen: every subcategory.',
      },
    },
  },
  blogs: {
    columns: [
      { key: 'title', header: 'Title' },
      { key: 'author', header: 'Author' },
      { key: 'postedOn', header: 'Posted on', format: day },
    ],
    overrides: {
      slug: { hint: 'Made from the title when left empty.' },
      postedOn: { label: 'Posted on', control: 'date' },
      image: { control: 'image', hint: IMAGE_HINT },
      excerpt: { control: 'textarea' },
      description: {
        label: 'The post',
        control: 'textarea',
        hint: 'Paragraphs separated by a blank line.',
      },
    },
  },
  testimonials: {
    columns: [
      { key: 'name', header: 'Name' },
      { key: 'location', header: 'Location' },
      { key: 'rating', header: 'Rating' },
      { key: 'position', header: 'Position' },
    ],
    overrides: { image: { control: 'image', hint: IMAGE_HINT }, message: { control: 'textarea' } },
  },
  styles: {
    columns: [
      { key: 'name', header: 'Name' },
      { key: 'hashtag', header: 'Hashtag' },
      { key: 'position', header: 'Position' },
    ],
    overrides: {
      title: { label: 'Alt text' },
      image: { control: 'image', hint: IMAGE_HINT },
      description: { control: 'textarea' },
    },
  },
  influencers: {
    columns: [
      { key: 'name', header: 'Name' },
      { key: 'instagramHandle', header: 'Instagram', format: (v) => `@${String(v)}` },
      { key: 'position', header: 'Position' },
    ],
    overrides: {
      instagramHandle: { label: 'Instagram handle' },
      image: { control: 'image', hint: IMAGE_HINT },
      bio: { control: 'textarea' },
      styleId: {
        label: 'Style',
        control: 'style',
        hint: 'The Get the Look style this influencer belongs to.',
      },
    },
  },
  looks: {
    columns: [
      { key: 'title', header: 'Title' },
      {
        key: 'productIds',
        header: 'Products',
        format: (v) => (Array.isArray(v) ? String(v.length) : '0'),
      },
      { key: 'position', header: 'Position' },
    ],
    overrides: {
      influencerId: { label: 'Influencer', control: 'influencer' },
      image: { control: 'image', hint: IMAGE_HINT },
      productIds: {
        label: 'Products worn',
        control: 'products',
        hint: 'Only products on the shop (published and on sale) can be chosen.',
      },
    },
  },
};

const CONTENT_PAGE_KINDS: readonly ContentPageKind[] = [
  ...CONTENT_KIND_NAMES.map((k): ContentPageKind => ({
    slug: k,
    title: CONTRACT_KINDS[k].label,
    singular: CONTRACT_KINDS[k].singular,
    endpoint: `/admin/content/${k}`,
    schema: CONTRACT_KINDS[k].input,
    ...UI[k],
  })),
  {
    slug: 'announcement',
    title: 'Announcement',
    singular: 'announcement',
    endpoint: '/admin/content/announcement',
    schema: AnnouncementInputSchema,
    columns: [],
    singleton: true,
    overrides: { status: { label: 'Shown on the shop (on/off)' }, detail: { control: 'textarea' } },
  },
  {
    slug: 'deal',
    title: 'Home deal',
    singular: 'home deal',
    endpoint: '/admin/content/deal',
    schema: HomeDealInputSchema,
    columns: [],
    singleton: true,
    overrides: {
      status: { label: 'Shown on the home page (on/off)' },
      eyebrow: { label: 'Eyebrow (the small line above the heading)' },
      detail: { control: 'textarea' },
      endsAt: {
        label: 'Ends on',
        control: 'date',
        hint: "The countdown runs to the end of this day in India, then reads 'Deal Expired!'.",
      },
      link: {
        label: 'Shop the Deal opens',
        control: 'shop-link',
        hint: 'A listing of the deal’s products, e.g. a category with its discount filter (/women/…?discount=20).',
      },
    },
  },
];

export function contentKind(slug: string): ContentPageKind | undefined {
  return CONTENT_PAGE_KINDS.find((k) => k.slug === slug);
}
