import { slugify } from '@vastra/contracts';
import {
  CatalogueMsg,
  sellingPrice,
  type ProductInputParsed,
} from '@vastra/contracts/admin/catalogue';
import mongoose from 'mongoose';
import { AppError } from '../../../lib/app-error';
import { CategoryModel } from '../category.model';
import { ProductModel } from '../product.model';
import { buildSearchTerms } from '../search-text';
import { oid } from '../../../lib/ids';

/**
 * Turns the back office's product form into the stored document: category and subcategory names
 * copied in (the storefront reads them without a join), the selling price kept by the shop's one
 * pricing rule, `stock` equal to the sum of the sizes, and the search words rebuilt.
 */

/** Fields naming a category on a product; the error paths point at the form's fields. */
export async function categoryFields(categoryId: string, subcategoryId: string | null) {
  const category = await CategoryModel.findById(categoryId, {
    name: 1,
    slug: 1,
    subcategories: 1,
  }).lean();
  if (!category)
    throw AppError.badRequest(CatalogueMsg.categoryNotFound, [
      { path: 'categoryId', message: CatalogueMsg.categoryNotFound },
    ]);
  const sub = subcategoryId
    ? (category.subcategories ?? []).find((s) => String(s._id) === subcategoryId)
    : null;
  if (subcategoryId && !sub)
    throw AppError.badRequest(CatalogueMsg.subcategoryNotFound, [
      { path: 'subcategoryId', message: CatalogueMsg.subcategoryNotFound },
    ]);
  return {
    category: category._id,
    categoryName: category.name,
    categorySlug: category.slug,
    subcategory: sub ? sub._id : null,
    subcategoryName: sub?.name ?? '',
    subcategorySlug: sub?.slug ?? '',
  };
}

/** A free slug: the one asked for (409 when taken), else the name's, suffixed -2, -3… if needed. */
export async function freeSlug(input: ProductInputParsed, exceptId?: string): Promise<string> {
  const taken = async (slug: string) =>
    Boolean(await ProductModel.exists(exceptId ? { slug, _id: { $ne: oid(exceptId) } } : { slug }));
  if (input.slug) {
    if (await taken(input.slug)) throw AppError.conflict(CatalogueMsg.slugTaken);
    return input.slug;
  }
  const base = slugify(input.name) || 'product';
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
  return `${base}-${new mongoose.Types.ObjectId().toHexString().slice(-6)}`;
}

/** The stored fields for a product form (everything but status, ratings and reviews). */
export async function productFields(input: ProductInputParsed, slug: string) {
  const cat = await categoryFields(input.categoryId, input.subcategoryId);
  const selling = sellingPrice(input.price, input.discount);
  const inventory = input.inventory.map((i) => ({ size: i.size, stock: i.stock }));
  const doc = {
    name: input.name,
    slug,
    description: input.description,
    images: input.images,
    brand: { name: input.brand },
    material: input.material,
    colors: input.colors,
    tags: input.tags,
    ...cat,
    garment: input.garment,
    price: input.price,
    discount: input.discount,
    discountedPrice: selling < input.price ? selling : 0,
    inventory,
    stock: inventory.reduce((sum, i) => sum + i.stock, 0),
    trending: input.trending,
    specifications: input.specifications,
    careInstructions: input.careInstructions,
    shippingInfo: input.shippingInfo,
    returns: input.returns,
    collectionName: input.collectionName,
    offers: input.offers,
  };
  return { ...doc, searchTerms: buildSearchTerms(doc) };
}
