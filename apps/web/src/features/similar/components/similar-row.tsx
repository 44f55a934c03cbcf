import type { ProductDetail } from '@vastra/contracts';
import { ProductCard } from '@/entities/catalog';
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
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="similar-h"
      className="mx-auto max-w-[90rem] border-t border-line px-4 py-10 sm:px-6 lg:px-8"
    >
      <h2 id="similar-h" className="font-display text-2xl font-semibold">
        Similar products
      </h2>
      <ul className="mt-5 flex snap-x gap-4 overflow-x-auto pb-2">
        {list.map((p) => (
          <li key={p._id} className="w-56 shrink-0 snap-start">
            <ProductCard product={p} bagButton={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
