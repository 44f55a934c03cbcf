import {
  ErrorCode,
  Msg,
  type Category,
  type CategoryProductsQuery,
  type NamedRef,
  type ProductDetail,
  type ProductListQuery,
  type ProductSummary,
} from '@vastra/contracts';
import type { SortOrder, Types } from 'mongoose';
import { AppError } from '../../lib/app-error';
import { CategoryModel } from './category.model';
import {
  PRODUCT_SUMMARY_FIELDS,
  compareSizes,
  toProductDetail,
  toProductSummary,
  type ProductSource,
} from './product.dto';
import { isUnlisted, LISTED, ProductModel, UNLISTED_STATUSES } from './product.model';
import { oid } from '../../lib/ids';
import { listingFact } from './listing-facts';
import { listingCards } from './listing-cards';
import { listingOrder } from './listing-orders';
import { productSearchEngine } from './search.service';
import { sizeChartThatApplies } from './size-charts';

/** The catalogue's reads: plain values in, contract-shaped values out. */

interface Page {
  page: number;
  limit: number;
}
export interface Paged<T> {
  items: T[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

interface CategorySource {
  _id: { toString(): string };
  name: string;
  slug: string;
  image?: string | null;
  subcategories?:
    | { _id?: { toString(): string } | null; name: string; slug: string; image?: string | null }[]
    | null;
}

export function toCategoryDto(c: CategorySource): Category {
  return {
    _id: c._id.toString(),
    name: c.name,
    slug: c.slug,
    image: c.image ?? '',
    subcategories: (c.subcategories ?? []).map((s) => ({
      _id: s._id ? s._id.toString() : '',
      name: s.name,
      slug: s.slug,
      image: s.image ?? '',
    })),
  };
}

/** Categories in menu order; the first `limit` when given. */
export async function listCategories(limit?: number): Promise<Category[]> {
  const q = CategoryModel.find().sort({ position: 1, _id: 1 });
  if (limit) q.limit(limit);
  const docs = await q.lean<CategorySource[]>();
  return docs.map(toCategoryDto);
}

async function pageOf(
  shown: Record<string, unknown>,
  sort: Record<string, SortOrder>,
  { page, limit }: Page,
): Promise<Paged<ProductSummary>> {
  // Hidden and archived products are left out; while there are none (one indexed lookup), an
  // unfiltered listing keeps the collection's own count.
  // Both facts are kept between catalogue writes (listing-facts.ts).
  const anyUnlisted = await listingFact('unlisted', async () =>
    Boolean(await ProductModel.exists({ status: { $in: [...UNLISTED_STATUSES] } })),
  );
  const filter = anyUnlisted ? { ...shown, ...LISTED } : shown;
  // With the search index built, a page is a slice of the listing's whole order (listing-orders.ts)
  // with the index's cards (listing-cards.ts); when that order cannot be had now, only the page's
  // ids are read, with the same cards. Before the index is built, the products are read whole.
  const indexed = productSearchEngine.size > 0;
  const order = indexed
    ? await listingOrder(`${JSON.stringify(filter)} ${JSON.stringify(sort)}`, () =>
        ProductModel.find(filter, { _id: 1 })
          .sort(sort)
          .lean<{ _id: Types.ObjectId }[]>()
          // From the id's bytes: the driver's own hex string is a rope of one-character strings,
          // several times larger to hold than this flat one.
          .then((docs) => docs.map((d) => Buffer.from(d._id.id).toString('hex'))),
      )
    : undefined;
  if (order) {
    const start = (page - 1) * limit;
    return {
      items: await listingCards(order.slice(start, start + limit), productSearchEngine),
      pagination: { page, limit, total: order.length, pages: Math.ceil(order.length / limit) },
    };
  }
  const [items, total] = await Promise.all([
    ProductModel.find(filter, indexed ? { _id: 1 } : PRODUCT_SUMMARY_FIELDS)
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<ProductSource[]>()
      .then((docs) =>
        indexed
          ? listingCards(
              docs.map((d) => d._id.toString()),
              productSearchEngine,
            )
          : docs.map(toProductSummary),
      ),
    // No filter: the collection's own count (O(1) on mongod) instead of counting every document.
    listingFact(`count ${JSON.stringify(filter)}`, () =>
      Object.keys(filter).length === 0
        ? ProductModel.estimatedDocumentCount()
        : ProductModel.countDocuments(filter),
    ),
  ]);
  return {
    items,
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
}

const NEWEST: Record<string, SortOrder> = { createdAt: -1, _id: -1 };
const POPULAR: Record<string, SortOrder> = { ratings: -1, reviewCount: -1, _id: -1 };

/** `GET /products/{categoryId}`: a category's products (optionally one subcategory's), newest first. */
export async function listCategoryProducts(
  categoryId: string,
  query: CategoryProductsQuery,
): Promise<{ category: NamedRef; subcategory: NamedRef[] } & Paged<ProductSummary>> {
  const category = await listingFact(`category ${categoryId}`, () =>
    CategoryModel.findById(categoryId).lean<CategorySource>(),
  );
  if (!category) throw AppError.notFound('Category not found.');
  const dto = toCategoryDto(category);
  const filter: Record<string, unknown> = { category: oid(categoryId) };
  if (query.subcategoryId) {
    if (!dto.subcategories.some((s) => s._id === query.subcategoryId)) {
      throw AppError.notFound('Subcategory not found.');
    }
    filter.subcategory = oid(query.subcategoryId);
  }
  const page = await pageOf(filter, NEWEST, query);
  return {
    category: { _id: dto._id, name: dto.name, slug: dto.slug },
    subcategory: dto.subcategories.map((s) => ({ _id: s._id, name: s.name, slug: s.slug })),
    ...page,
  };
}

/** `GET /products` and `GET /products/trending`: trending or everything, newest first unless sort=popular. */
export async function listProducts(query: ProductListQuery): Promise<Paged<ProductSummary>> {
  const filter = query.type === 'trending' ? { trending: true } : {};
  const sort = query.sort === 'popular' ? POPULAR : NEWEST;
  return pageOf(filter, sort, query);
}

/**
 * `GET /products/individual/{id}`. An archived product answers 410 (it was sold here and will not
 * come back: crawlers drop it); a hidden one answers exactly as an unknown id does (404), so
 * nothing tells a hidden product from one that never existed.
 */
export async function getProduct(id: string): Promise<ProductDetail> {
  const doc = await ProductModel.findById(id).lean<ProductSource & { status?: string | null }>();
  if (doc?.status === 'archived') throw AppError.gone(Msg.productGone, ErrorCode.PRODUCT_GONE);
  if (!doc || isUnlisted(doc)) throw AppError.notFound(Msg.productNotFound);
  const detail = toProductDetail(doc);
  if (
    doc.category &&
    (await sizeChartThatApplies(String(doc.category), doc.subcategory && String(doc.subcategory)))
  )
    detail.categorySizeChart = true;
  return detail;
}

/** `GET /products/filters/sizes`: every size in the catalogue, XS…XXL then waist sizes. */
export async function filterSizes(): Promise<string[]> {
  const sizes = (await ProductModel.distinct('inventory.size')) as unknown[];
  return sizes.filter((s): s is string => typeof s === 'string' && s.length > 0).sort(compareSizes);
}

/** `GET /products/filters/colors`: every colour in the catalogue, alphabetical. */
export async function filterColors(): Promise<string[]> {
  const colors = (await ProductModel.distinct('colors')) as unknown[];
  return colors
    .filter((c): c is string => typeof c === 'string' && c.length > 0)
    .sort((a, b) => a.localeCompare(b));
}
