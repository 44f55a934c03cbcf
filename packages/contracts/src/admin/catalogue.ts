import { EditMsg, EditVersionSchema, VersionSeenSchema } from './edit-version';
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD, SizeStockSchema } from '../catalog';
import { ObjectIdSchema, PaginationQuerySchema, PaginationSchema, successBody } from '../common';
import { unitPrice } from '../pricing';
import { SHOP_IMAGE_URL } from '../shop-paths';

/**
 * The back office's catalogue: products (every field the storefront shows, MRP and discount with
 * the selling price computed by the shop's one pricing rule, sizes with their own stock, colours,
 * images), hiding and archiving, categories and subcategories, and stock updates by CSV.
 */

export { LOW_STOCK_THRESHOLD };

/**
 * `active`: on the storefront. `hidden`: off the storefront for now (listings, search and its page
 * answer as if it did not exist), still in the back office's default list. `archived`: retired,
 * off the storefront and out of the default list. A product that has orders is never deleted:
 * it is hidden or archived so its orders keep their history.
 */
export const PRODUCT_STATUSES = ['active', 'hidden', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: 'Status must be active, hidden or archived.',
});

/**
 * Publication: a product created in the back office is a `draft` (stored as its status): off the
 * storefront everywhere until staff publish it (then `active`), and staff may move it back to
 * draft. Every other status is published. Products from before drafts are all published.
 */
export const PRODUCT_PUBLICATIONS = ['draft', 'published'] as const;
export type ProductPublication = (typeof PRODUCT_PUBLICATIONS)[number];
/** A product's stored state: a draft, or one of the statuses of a published product. */
export const PRODUCT_STATES = ['draft', ...PRODUCT_STATUSES] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];
export const productPublication = (status: ProductState): ProductPublication =>
  status === 'draft' ? 'draft' : 'published';
export const ProductPublicationBodySchema = z.object({
  publication: z.enum(PRODUCT_PUBLICATIONS, { error: 'Publication must be draft or published.' }),
  /** The product's `editVersion` when the page was opened: a change since is refused (409). */
  versionSeen: z.number().int().min(0).optional(),
});
export const PublicationMsg = {
  published: 'Product published: shoppers can see it now.',
  drafted: 'Product moved back to draft: shoppers no longer see it.',
  alreadyPublished: 'This product is already published.',
  alreadyDraft: 'This product is already a draft.',
  draftStatus: 'This product is a draft: publish it first to show, hide or archive it.',
} as const;

export const CatalogueMsg = {
  nameRequired: 'Please enter the product name.',
  priceRequired: 'Please enter the MRP in rupees.',
  pricePositive: 'The MRP must be more than ₹0.',
  discountRange:
    'The discount must be a fraction of at most 1 (0.2 is 20 % off) or an amount in rupees below the MRP.',
  categoryRequired: 'Please choose a category.',
  categoryNotFound: 'That category does not exist.',
  subcategoryNotFound: 'That subcategory is not in the chosen category.',
  sizesRequired: 'Add at least one size with its stock.',
  sizeDuplicate: 'Each size can be listed only once.',
  stockWhole: 'Stock must be a whole number of 0 or more.',
  slugFormat: 'The slug may hold only lower-case letters, digits and dashes.',
  slugTaken: 'Another product already uses this slug.',
  imageUrl: 'Images must be uploaded through the back office.',
  productNotFound: 'Product not found.',
  hasOrders: 'This product has orders, so it cannot be deleted. Hide or archive it instead.',
  categorySlugTaken: 'Another category already uses this slug.',
  subcategorySlugTaken: 'This category already has a subcategory with this slug.',
  categoryHasProducts: 'This category still has products. Move or delete them first.',
  subcategoryHasProducts: 'This subcategory still has products. Move or delete them first.',
  imagesNotOwned: 'Reordering may only use the images the product already has.',
  csvMissing: 'Please upload a CSV file in the "file" field.',
  csvTooLarge: 'The CSV file is too large. The maximum size is 1 MB.',
  csvHeader: 'The first line must name the columns: product, size, stock.',
  csvUnreadable: 'The CSV file could not be read.',
  csvEmpty: 'The CSV file has no rows.',
  csvHasErrors: 'Fix the rows with errors and upload the file again: nothing was changed.',
  stockBusy: "Orders keep changing this product's stock right now. Please save again in a moment.",
  stockChangedWhileEditing: (size: string, now: number) =>
    `Size ${size} changed while you were editing (a sale or another save): ${now} in stock now. Set its stock again from that figure.`,
  /** A save over a version someone else saved since the form was opened. */
  editedMeanwhile: (who: string) => EditMsg.editedMeanwhile(who, 'product'),
  /** One field another staff member changed meanwhile (shown on that field). */
  fieldChangedMeanwhile: EditMsg.fieldChangedMeanwhile,
} as const;

const SLUG = /^[a-z\d]+(?:-[a-z\d]+)*$/;
/** Upload URLs the back office produced, or the demo catalogue's own pictures. */
export const PRODUCT_IMAGE_URL = SHOP_IMAGE_URL;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` });
const textList = (max: number, each: number) =>
  z.array(text(each).min(1)).max(max, { error: `At most ${max} entries.` });

/** The selling price for an MRP and a stored discount (≤ 1 a fraction, > 1 an amount off). */
export const sellingPrice = (price: number, discount: number): number =>
  unitPrice({ price, discount });

export const InventoryInputSchema = z
  .array(
    z.object({
      size: text(12).min(1, { error: CatalogueMsg.sizesRequired }),
      stock: z
        .number({ error: CatalogueMsg.stockWhole })
        .int({ error: CatalogueMsg.stockWhole })
        .min(0, { error: CatalogueMsg.stockWhole })
        .max(1_000_000, { error: CatalogueMsg.stockWhole }),
    }),
  )
  .min(1, { error: CatalogueMsg.sizesRequired })
  .max(30)
  .refine((rows) => new Set(rows.map((r) => r.size.toUpperCase())).size === rows.length, {
    error: CatalogueMsg.sizeDuplicate,
  });

export const SpecificationsInputSchema = z.object({
  fitType: text(60).optional(),
  pattern: text(60).optional(),
  sleeveType: text(60).optional(),
  neckType: text(60).optional(),
  occasion: text(60).optional(),
  countryOfOrigin: text(60).optional(),
});

/** Create and edit take the whole product. */
export const ProductInputSchema = z
  .object({
    name: text(200).min(1, { error: CatalogueMsg.nameRequired }),
    /** Blank: made from the name. */
    slug: z
      .string()
      .trim()
      .max(80)
      .refine((s) => s === '' || SLUG.test(s), { error: CatalogueMsg.slugFormat })
      .default(''),
    description: text(5000).default(''),
    brand: text(100).default(''),
    categoryId: z
      .string({ error: CatalogueMsg.categoryRequired })
      .trim()
      .regex(/^[a-f\d]{24}$/i, { error: CatalogueMsg.categoryRequired }),
    subcategoryId: ObjectIdSchema.nullable().default(null),
    garment: text(40).default(''),
    material: text(100).default(''),
    colors: textList(20, 40).default([]),
    tags: textList(30, 40).default([]),
    price: z
      .number({ error: CatalogueMsg.priceRequired })
      .positive({ error: CatalogueMsg.pricePositive })
      .max(10_000_000, { error: CatalogueMsg.pricePositive })
      .multipleOf(0.01, { error: 'The MRP has at most 2 decimals.' }),
    discount: z
      .number({ error: CatalogueMsg.discountRange })
      .min(0, { error: CatalogueMsg.discountRange })
      .default(0),
    inventory: InventoryInputSchema,
    /**
     * Editing only: the per-size stock the form was opened with, so a sale made meanwhile is not
     * overwritten (see `mergeEditedStock`). Absent: the stock is set as given.
     */
    inventorySeen: z
      .array(z.object({ size: z.string().max(12), stock: z.number().int().min(0) }))
      .max(30)
      .optional(),
    /**
     * Editing only: the product's `editVersion` the form was opened with. A save over a newer
     * version is refused (409, code EDIT_CONFLICT) with who changed what. Absent: not checked.
     */
    versionSeen: z.number().int().min(0).optional(),
    images: z
      .array(z.string().regex(PRODUCT_IMAGE_URL, { error: CatalogueMsg.imageUrl }))
      .max(12, { error: 'At most 12 images.' })
      .default([]),
    specifications: SpecificationsInputSchema.default({}),
    careInstructions: textList(12, 200).default([]),
    shippingInfo: text(1000).default(''),
    returns: text(1000).default(''),
    collectionName: text(100).default(''),
    offers: textList(10, 200).default([]),
    trending: z.boolean().default(false),
  })
  .refine((p) => p.discount <= 1 || p.discount < p.price, {
    path: ['discount'],
    error: CatalogueMsg.discountRange,
  });
export type ProductInput = z.input<typeof ProductInputSchema>;

export interface SizeStock {
  size: string;
  stock: number;
}

/**
 * Stock is the one product field shoppers change while staff edit it: an order placed after the
 * form was opened has taken units the form does not know of. Given what the form sends, what it
 * was opened with and what is stored now, per size: a stock the form left as it was keeps the
 * stored figure (the sale stands); a stock the form changed is written only when nothing sold
 * meanwhile, otherwise the size is named as a conflict (writing it would undo the sale or oversell);
 * a size new to the form is written as given.
 */
export function mergeEditedStock(
  sent: readonly SizeStock[],
  seen: readonly SizeStock[],
  stored: readonly SizeStock[],
): { inventory: SizeStock[] } | { conflict: SizeStock } {
  const key = (size: string) => size.trim().toUpperCase();
  const seenBy = new Map(seen.map((s) => [key(s.size), s.stock]));
  const storedBy = new Map(stored.map((s) => [key(s.size), s.stock]));
  const inventory: SizeStock[] = [];
  for (const row of sent) {
    const was = seenBy.get(key(row.size));
    const now = storedBy.get(key(row.size));
    if (was === undefined || now === undefined) inventory.push({ ...row });
    else if (row.stock === was) inventory.push({ size: row.size, stock: now });
    else if (now === was) inventory.push({ ...row });
    else return { conflict: { size: row.size, stock: now } };
  }
  return { inventory };
}
export type ProductInputParsed = z.output<typeof ProductInputSchema>;

export const AdminProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  subcategoryId: z.string().nullable(),
  subcategoryName: z.string(),
  garment: z.string(),
  material: z.string(),
  colors: z.array(z.string()),
  tags: z.array(z.string()),
  /** MRP, rupees. */
  price: z.number(),
  /** As stored: ≤ 1 a fraction, > 1 an amount off. */
  discount: z.number(),
  /** What a shopper pays for one unit. */
  sellingPrice: z.number(),
  percentOff: z.number(),
  inventory: z.array(SizeStockSchema),
  stock: z.number(),
  images: z.array(z.string()),
  specifications: SpecificationsInputSchema,
  careInstructions: z.array(z.string()),
  shippingInfo: z.string(),
  returns: z.string(),
  collectionName: z.string(),
  offers: z.array(z.string()),
  trending: z.boolean(),
  status: z.enum(PRODUCT_STATES),
  ratings: z.number(),
  reviewCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Bumped by every save of the product form (not by sales or stock files). */
  editVersion: z.number().int(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductRowSchema = AdminProductSchema.pick({
  _id: true,
  name: true,
  slug: true,
  brand: true,
  categoryName: true,
  subcategoryName: true,
  price: true,
  discount: true,
  sellingPrice: true,
  percentOff: true,
  inventory: true,
  stock: true,
  status: true,
  updatedAt: true,
  createdAt: true,
  editVersion: true,
}).extend({ image: z.string().nullable() });
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const ADMIN_PRODUCT_SORTS = ['createdAt', 'updatedAt', 'name', 'price', 'stock'] as const;

export const AdminProductListQuerySchema = PaginationQuerySchema.extend({
  /** Words of the name, brand or slug. */
  q: z.string().trim().max(100).optional(),
  category: ObjectIdSchema.optional(),
  subcategory: ObjectIdSchema.optional(),
  /** `all` includes archived products; absent lists drafts, active and hidden ones. */
  status: z.enum([...PRODUCT_STATES, 'all']).optional(),
  /** `draft`: only drafts; `published`: everything but drafts. */
  publication: z.enum(PRODUCT_PUBLICATIONS).optional(),
  /** `low`: some size below LOW_STOCK_THRESHOLD; `out`: no stock at all. */
  stock: z.enum(['low', 'out']).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

export const AdminProductListResponseSchema = successBody({
  products: z.array(AdminProductRowSchema),
  pagination: PaginationSchema,
});
export const AdminProductResponseSchema = successBody({
  product: AdminProductSchema,
  /** Whether any order holds this product (then it can be hidden or archived, never deleted). */
  hasOrders: z.boolean(),
});

export const ProductStatusBodySchema = z.object({ status: ProductStatusSchema });
export const ProductImagesBodySchema = z.object({
  images: z.array(z.string()).max(12, { error: 'At most 12 images.' }),
});
/** The multipart field holding one product photo (JPEG, PNG or WebP, re-encoded to WebP). */
export const PRODUCT_IMAGE_FIELD = 'image';
export const ProductImageUploadResponseSchema = successBody({ url: z.string() });

// ---------- Categories ----------
export const CategoryInputSchema = z.object({
  name: text(60).min(1, { error: 'Please enter the category name.' }),
  slug: z
    .string()
    .trim()
    .max(60)
    .refine((s) => s === '' || SLUG.test(s), { error: CatalogueMsg.slugFormat })
    .default(''),
  image: z
    .string()
    .regex(PRODUCT_IMAGE_URL, { error: CatalogueMsg.imageUrl })
    .or(z.literal(''))
    .default(''),
  position: z.number().int().min(0).max(1000).default(0),
  /** Editing only: the version the form was opened with (see `edit-version.ts`). */
  versionSeen: VersionSeenSchema,
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export const SubcategoryInputSchema = CategoryInputSchema.omit({ position: true }).extend({
  name: text(60).min(1, { error: 'Please enter the subcategory name.' }),
});
export type SubcategoryInput = z.input<typeof SubcategoryInputSchema>;

export const AdminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  position: z.number(),
  productCount: z.number(),
  editVersion: EditVersionSchema,
  subcategories: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      image: z.string(),
      productCount: z.number(),
      editVersion: EditVersionSchema,
    }),
  ),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryListResponseSchema = successBody({
  categories: z.array(AdminCategorySchema),
});
export const AdminCategoryResponseSchema = successBody({ category: AdminCategorySchema });
export const SubcategoryParamsSchema = z.object({ id: ObjectIdSchema, subId: ObjectIdSchema });

// ---------- Stock by CSV ----------
/**
 * One row per product size: `product` (its slug or id), `size`, `stock` (the new count, a whole
 * number of 0 or more). The header line names the columns, in any order.
 */
export const STOCK_CSV_COLUMNS = ['product', 'size', 'stock'] as const;
export const STOCK_CSV_FIELD = 'file';
export const STOCK_CSV_MAX_BYTES = 1024 * 1024;
export const STOCK_CSV_MAX_ROWS = 5000;

export const StockChangeSchema = z.object({
  line: z.number().int(),
  productId: z.string(),
  product: z.string(),
  slug: z.string(),
  size: z.string(),
  before: z.number().int(),
  after: z.number().int(),
});
export type StockChange = z.infer<typeof StockChangeSchema>;
export const StockRowErrorSchema = z.object({ line: z.number().int(), message: z.string() });

export const StockCsvPreviewResponseSchema = successBody({
  /** Rows that change a stock count (unchanged rows are only counted). */
  changes: z.array(StockChangeSchema),
  errors: z.array(StockRowErrorSchema),
  summary: z.object({
    rows: z.number().int(),
    changes: z.number().int(),
    unchanged: z.number().int(),
    errors: z.number().int(),
  }),
});
export type StockCsvPreview = z.infer<typeof StockCsvPreviewResponseSchema>;
export const StockCsvApplyResponseSchema = successBody({
  applied: z.number().int(),
  products: z.number().int(),
});
