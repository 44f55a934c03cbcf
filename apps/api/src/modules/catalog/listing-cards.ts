import type { ProductSummary } from '@vastra/contracts';
import { productSummariesByIds } from './catalog-lookups';
import { toProductSummary } from './product.dto';
import type { SearchEngine } from './search-memory';

/**
 * The cards of a listing page, by product id, in the page's order. The search index already holds
 * every listed product's summary, made once when the product was indexed, with its answer JSON
 * (answer-json.ts), and is kept in step with product writes (search-memory.ts): a listing page
 * reads only its products' ids from the database and takes their cards from there, so it decodes
 * 20 ids instead of 20 products and neither maps nor serialises a product. A product the index
 * does not hold (it was written since the index last looked, or the index is not built) is read
 * from the database and mapped as before; a product gone meanwhile is left out.
 */
export async function listingCards(
  ids: readonly string[],
  index: SearchEngine,
): Promise<ProductSummary[]> {
  const kept = await index.summaries(ids);
  const missing = ids.filter((_, i) => !kept?.[i]);
  const read = new Map<string, ProductSummary>();
  if (missing.length > 0) {
    for (const doc of await productSummariesByIds(missing)) {
      read.set(doc._id.toString(), toProductSummary(doc));
    }
  }
  const cards: ProductSummary[] = [];
  ids.forEach((id, i) => {
    const card = kept?.[i] ?? read.get(id);
    if (card) cards.push(card);
  });
  return cards;
}
