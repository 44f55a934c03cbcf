import { z } from 'zod';
import { ObjectIdSchema, successBody } from '../common';
import { AdminProductListQuerySchema } from './catalogue';

/**
 * Bulk work on products from the back office's list: one action (set the MRP, set a discount in
 * per cent, or show/hide) on up to `BULK_MAX_PRODUCTS` chosen products, all or none.
 */

export const BULK_MAX_PRODUCTS = 500;

export const BulkMsg = {
  idsRequired: 'Choose at least one product.',
  idsTooMany: `Choose at most ${BULK_MAX_PRODUCTS} products at a time.`,
  idsDuplicate: 'Each product can be chosen only once.',
  pricePositive: 'The MRP must be a number of rupees above ₹0 with at most 2 decimals.',
  percentRange: 'The discount must be a whole number of per cent from 0 to 95.',
  actionRequired: 'Choose what to change: price, discount or visibility.',
  missing: (n: number) =>
    `${n === 1 ? 'One of the chosen products was' : `${n} of the chosen products were`} deleted meanwhile: reload the list and choose again. Nothing was changed.`,
  editedMeanwhile: (names: string) =>
    `Someone changed ${names} after you opened the list: reload it and try again. Nothing was changed.`,
  discountAboveMrp: (name: string) =>
    `${name} has a discount in rupees that would be more than the new MRP: set its discount first. Nothing was changed.`,
  done: (n: number) => `${n} product${n === 1 ? '' : 's'} updated.`,
} as const;

export const BulkActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('price'),
      /** The new MRP in rupees (the stored discount stays). */
      price: z
        .number({ error: BulkMsg.pricePositive })
        .positive({ error: BulkMsg.pricePositive })
        .max(10_000_000, { error: BulkMsg.pricePositive })
        .multipleOf(0.01, { error: BulkMsg.pricePositive }),
    }),
    z.object({
      type: z.literal('discount'),
      /** Per cent off the MRP (0 removes the discount); stored as a fraction. */
      percent: z
        .number({ error: BulkMsg.percentRange })
        .int({ error: BulkMsg.percentRange })
        .min(0, { error: BulkMsg.percentRange })
        .max(95, { error: BulkMsg.percentRange }),
    }),
    z.object({
      type: z.literal('visibility'),
      /** `active` shows the products on the storefront, `hidden` takes them off. */
      status: z.enum(['active', 'hidden'], { error: 'Visibility must be active or hidden.' }),
    }),
  ],
  { error: BulkMsg.actionRequired },
);
export type BulkAction = z.infer<typeof BulkActionSchema>;

export const BulkProductEditBodySchema = z.object({
  ids: z
    .array(ObjectIdSchema, { error: BulkMsg.idsRequired })
    .min(1, { error: BulkMsg.idsRequired })
    .max(BULK_MAX_PRODUCTS, { error: BulkMsg.idsTooMany })
    .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, {
      error: BulkMsg.idsDuplicate,
    }),
  /**
   * The `editVersion` of each product as the list showed it (by id). A product saved since is
   * refused (409) rather than overwritten. Absent ids are not checked.
   */
  versionsSeen: z.record(z.string(), z.number().int().min(0)).optional(),
  action: BulkActionSchema,
});
export type BulkProductEditBody = z.input<typeof BulkProductEditBodySchema>;

export const BulkProductEditResponseSchema = successBody({
  message: z.string(),
  /** Products whose fields changed (each audited once). */
  updated: z.number().int(),
  /** Chosen products the action left as they were. */
  unchanged: z.number().int(),
});

// ---------- Products as CSV ----------
/** The product list's filters (no paging: every matching product is exported). */
export const ProductExportQuerySchema = AdminProductListQuerySchema.omit({
  page: true,
  limit: true,
});

/**
 * The product CSV's fixed columns, then one `stock_<SIZE>` column per size any exported product
 * has. Prices are rupees with 2 decimals; `discount_percent` is the discount as per cent of the MRP.
 */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'brand',
  'category',
  'subcategory',
  'visibility',
  'price',
  'discount_percent',
  'selling_price',
  'stock',
] as const;
export const PRODUCT_CSV_STOCK_PREFIX = 'stock_';

// ---------- Products from CSV ----------
/**
 * Creating and updating products from a CSV shaped like the export: `slug` names the product
 * (the shop's SKU); a known slug updates it, a new one creates it. Every other column is optional
 * and a blank cell leaves the field as it is: `name`, `brand`, `category` and `subcategory` (by
 * slug), `visibility` (draft, active, hidden or archived; a new product without it is a draft), `price` (MRP in rupees), `discount_percent`
 * (whole per cent), and `stock_<SIZE>` (that size's stock, set; a size new to the product is
 * added). `selling_price` and `stock` are worked out and ignored. A new product needs a name, a
 * category, a price and at least one size's stock.
 */
export const PRODUCT_IMPORT_REQUIRED = ['slug'] as const;
export const PRODUCT_IMPORT_MAX_ROWS = 2000;

export const ProductImportMsg = {
  header: 'The first line must name the columns, with at least: slug.',
  slugFormat: 'The slug may hold only lower-case letters, digits and dashes.',
  slugTwice: (line: number) => `This slug is already on line ${line}.`,
  newNeeds: 'A new product needs a name, a category, a price and at least one size’s stock.',
  category: (slug: string) => `No category has the slug “${slug}”.`,
  subcategory: (slug: string) => `The category has no subcategory with the slug “${slug}”.`,
  visibility: 'Visibility must be draft, active, hidden or archived.',
  publishFirst:
    'This product is a draft: publish it from its page first (Publication); the file cannot put it on the shop.',
  draftFromPage:
    'Move this product back to draft from its page (Publication); the file cannot take it off the shop that way.',
  newIsDraft:
    'New products are created as drafts; publish them from the product page. Leave visibility empty or write draft.',
  price: 'The price must be a number of rupees above ₹0 with at most 2 decimals.',
  percent: 'The discount must be a whole number of per cent from 0 to 95.',
  stock: (size: string) => `Stock for size ${size} must be a whole number of 0 or more.`,
  hasErrors: 'Fix the rows with errors and upload the file again: nothing was changed.',
} as const;

export const ProductImportFieldChangeSchema = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export const ProductImportChangeSchema = z.object({
  line: z.number().int(),
  slug: z.string(),
  name: z.string(),
  action: z.enum(['create', 'update']),
  fields: z.array(ProductImportFieldChangeSchema),
});
export type ProductImportChange = z.infer<typeof ProductImportChangeSchema>;

export const ProductImportPreviewResponseSchema = successBody({
  /** Rows that create a product or change one (unchanged rows are only counted). */
  changes: z.array(ProductImportChangeSchema),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  summary: z.object({
    rows: z.number().int(),
    creates: z.number().int(),
    updates: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
});
export type ProductImportPreview = z.infer<typeof ProductImportPreviewResponseSchema>;
export const ProductImportApplyResponseSchema = successBody({
  created: z.number().int(),
  updated: z.number().int(),
});
