import type { ProductDetail } from '@vastra/contracts';
import { ProductRow } from '@/entities/catalog';
import { useCategoryProducts } from '@/entities/catalog/api/get-category-products';
import { similarProducts } from '../lib/similar';

/**
 * "Similar products" below the product page's reviews: one call, the category's public listing
 * (cached like every catalogue answer), narrowed to the product's subcategory. Nothing while it
 * loads or when there is none: it is out of the first view, so its arrival moves nothing in view.
 */
export function SimilarRow({ product }: { product: ProductDetail }) {
  const query = useCategoryProducts(product.category._id || undefined);
  const list = query.data ? similarProducts(query.data.products, product) : [];
  return <ProductRow id="similar-h" title="Similar products" products={list} />;
}
