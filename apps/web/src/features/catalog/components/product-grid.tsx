import { memo, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { cx } from '@vastra/ui/cx';
import { ProductCard, ProductCardSkeleton } from '@/entities/catalog/components/product-card';
import type { CardProduct } from '@/entities/catalog/lib';
import { PRODUCT_GRID } from '../lib/page-layout';

const gridClass = PRODUCT_GRID;

/** Cards per render: the first screen at every width (two rows of four, four rows of two), then as many more per step. */
export const FIRST_CARDS = 8;

/**
 * Whether the browser has moved through its history (Back or Forward) since the app loaded. The
 * page the shop was opened on keeps the 'default' location key when the shopper comes Back to it,
 * as on its first load (both are POPs): only a `popstate` tells the two apart. The listener is
 * added when this module first loads, which is before any Back to a list it draws.
 */
let historyMoved = false;
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    historyMoved = true;
  });

/**
 * How many cards to render: the first screen at once, then 8 more per low-priority transition
 * until all are shown, so a category of ~100 cards is many short main-thread tasks (the browser
 * paints and answers input in between), not one multi-second one on a slow phone.
 */
function useProgressiveCount(total: number): number {
  // Back (or Forward) to a list: every card at once, so the page is as tall as when the shopper
  // left it and the scroll position can be restored. The first load of a page is a POP too, and
  // stays progressive.
  const navigation = useNavigationType();
  const { key } = useLocation();
  const returning = navigation === 'POP' && (key !== 'default' || historyMoved);
  const [count, setCount] = useState(returning ? total : FIRST_CARDS);
  useEffect(() => {
    if (count < total) startTransition(() => setCount((c) => Math.min(total, c + FIRST_CARDS)));
  }, [count, total]);
  return Math.min(count, total);
}

/** Memoised so each step renders only its new cards. */
const GridItem = memo(function GridItem({
  product,
  priority,
}: {
  product: CardProduct;
  priority: boolean;
}) {
  return (
    <li>
      <ProductCard product={product} priority={priority} />
    </li>
  );
});

/** A responsive grid of product cards; the first row loads eagerly. */
export function ProductGrid({
  products,
  className,
  columns = 'md:grid-cols-3 xl:grid-cols-4',
}: {
  products: readonly CardProduct[];
  className?: string;
  columns?: string;
}) {
  const count = useProgressiveCount(products.length);
  return (
    <ul className={cx(gridClass, columns, className)} aria-label="Products">
      {products.slice(0, count).map((p, i) => (
        <GridItem key={p._id} product={p} priority={i < 4} />
      ))}
    </ul>
  );
}

/** Loading placeholder: `count` card skeletons (the listing shows 8). */
export function ProductGridSkeleton({
  count = 8,
  columns = 'md:grid-cols-3 xl:grid-cols-4',
}: {
  count?: number;
  columns?: string;
}) {
  return (
    <div
      className={cx(gridClass, columns)}
      role="status"
      aria-label="Loading products"
      data-testid="product-skeletons"
    >
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** Centred message block for empty and error states. */
export function ListingMessage({
  title,
  detail,
  tone = 'neutral',
  children,
}: {
  title: string;
  detail?: string;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line px-6 py-16 text-center"
    >
      <p
        className={cx('font-display text-xl font-semibold', tone === 'error' && 'text-danger-text')}
      >
        {title}
      </p>
      {detail && <p className="max-w-md text-sm text-ink-muted">{detail}</p>}
      {children}
    </div>
  );
}
