import { percentOff, unitPrice } from '@vastra/contracts';
import type {
  AdminProduct,
  AdminProductRow,
  ProductState,
} from '@vastra/contracts/admin/catalogue';
import type { Product } from '../product.model';

/** A product document as read with `.lean()`. */
export type ProductDoc = Product & { _id: { toString(): string } };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : new Date(0).toISOString());

/** The back office's full view of a product (stored discount included, selling price computed). */
export function toAdminProduct(p: ProductDoc): AdminProduct {
  const specs = p.specifications ?? {};
  return {
    _id: p._id.toString(),
    name: p.name,
    slug: p.slug,
    description: p.description ?? '',
    brand: p.brand?.name ?? '',
    categoryId: String(p.category),
    categoryName: p.categoryName ?? '',
    subcategoryId: p.subcategory ? String(p.subcategory) : null,
    subcategoryName: p.subcategoryName ?? '',
    garment: p.garment ?? '',
    material: p.material ?? '',
    colors: [...(p.colors ?? [])],
    tags: [...(p.tags ?? [])],
    price: p.price,
    discount: p.discount ?? 0,
    sellingPrice: unitPrice(p),
    percentOff: percentOff(p),
    inventory: (p.inventory ?? []).map((i) => ({ size: i.size, stock: i.stock })),
    stock: p.stock ?? 0,
    images: [...(p.images ?? [])],
    specifications: {
      ...(specs.fitType ? { fitType: str(specs.fitType) } : {}),
      ...(specs.pattern ? { pattern: str(specs.pattern) } : {}),
      ...(specs.sleeveType ? { sleeveType: str(specs.sleeveType) } : {}),
      ...(specs.neckType ? { neckType: str(specs.neckType) } : {}),
      ...(specs.occasion ? { occasion: str(specs.occasion) } : {}),
      ...(specs.countryOfOrigin ? { countryOfOrigin: str(specs.countryOfOrigin) } : {}),
    },
    careInstructions: [...(p.careInstructions ?? [])],
    shippingInfo: p.shippingInfo ?? '',
    returns: p.returns ?? '',
    collectionName: p.collectionName ?? '',
    offers: [...(p.offers ?? [])],
    trending: p.trending ?? false,
    status: (p.status ?? 'active') as ProductState,
    ratings: p.ratings ?? 0,
    reviewCount: p.reviewCount ?? 0,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    editVersion: p.editVersion ?? 0,
  };
}

/** The fields a list row needs (projection for the list query). */
export const ADMIN_ROW_FIELDS = {
  name: 1,
  slug: 1,
  brand: 1,
  categoryName: 1,
  subcategoryName: 1,
  price: 1,
  discount: 1,
  discountedPrice: 1,
  inventory: 1,
  stock: 1,
  status: 1,
  images: { $slice: 1 },
  createdAt: 1,
  updatedAt: 1,
  editVersion: 1,
} as const;

export function toAdminRow(p: ProductDoc): AdminProductRow {
  return {
    _id: p._id.toString(),
    name: p.name,
    slug: p.slug,
    brand: p.brand?.name ?? '',
    categoryName: p.categoryName ?? '',
    subcategoryName: p.subcategoryName ?? '',
    price: p.price,
    discount: p.discount ?? 0,
    sellingPrice: unitPrice(p),
    percentOff: percentOff(p),
    inventory: (p.inventory ?? []).map((i) => ({ size: i.size, stock: i.stock })),
    stock: p.stock ?? 0,
    status: (p.status ?? 'active') as ProductState,
    image: p.images?.[0] ?? null,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    editVersion: p.editVersion ?? 0,
  };
}

/** What the audit log keeps of a product's prices and stock (always compared before and after). */
export const AUDITED_PRODUCT_FIELDS = [
  'name',
  'slug',
  'price',
  'discount',
  'sellingPrice',
  'inventory',
  'stock',
  'status',
  'categoryId',
  'subcategoryId',
  'images',
  'brand',
  'colors',
  'material',
  'description',
  'tags',
  'specifications',
  'careInstructions',
  'shippingInfo',
  'returns',
  'collectionName',
  'offers',
  'trending',
  'garment',
] as const;
