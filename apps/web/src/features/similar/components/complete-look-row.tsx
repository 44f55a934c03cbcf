import { ProductRow } from '@/entities/catalog';
import { useCompleteTheLook } from '../api/get-complete-the-look';

/**
 * "Complete the look" below the product page's reviews: what the product's lookbook styles pair it
 * with, else products from the subcategories that go with it (the API chooses; in stock first).
 * Nothing while it loads, on a failure or when there is none: it is out of the first view, so its
 * arrival moves nothing in view.
 */
export function CompleteLookRow({ productId }: { productId: string }) {
  const query = useCompleteTheLook(productId);
  return (
    <ProductRow
      id="complete-look-h"
      title="Complete the look"
      products={query.data?.products ?? []}
    />
  );
}
