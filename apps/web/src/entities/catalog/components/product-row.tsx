import type { CardProduct } from '../lib';
import { ProductCard } from './product-card';

/**
 * A titled row of product cards that scrolls sideways (similar products, recently viewed), without
 * the cards' Add to Bag (the page's own button is the one to use). Draws nothing for no products.
 */
export function ProductRow({
  id,
  title,
  products,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  products: readonly CardProduct[];
}) {
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="mx-auto max-w-[90rem] border-t border-line px-4 py-10 sm:px-6 lg:px-8"
    >
      <h2 id={id} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-5 flex snap-x gap-4 overflow-x-auto pb-2">
        {products.map((p) => (
          <li key={p._id} className="w-56 shrink-0 snap-start">
            <ProductCard product={p} bagButton={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
