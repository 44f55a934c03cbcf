import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { ProductCard, ProductCardSkeleton } from '@/entities/catalog/components/product-card';
import type { CardProduct } from '@/entities/catalog/lib';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3';

/** Cards in the grid's first (urgent) render: more than a first screen at every width. */
export const FIRST_CARDS = 12;

/**
 * How many cards to render: the first screen at once, then all of them in a transition, which
 * React renders in small slices instead of one long main-thread task (a category holds ~100).
 */
function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(total));
  }, [count, total]);
  return Math.min(count, total);
}

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
    <ul className={cn(gridClass, columns, className)} aria-label="Products">
      {products.slice(0, count).map((p, i) => (
        <li key={p._id}>
          <ProductCard product={p} priority={i < 4} />
        </li>
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
      className={cn(gridClass, columns)}
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
      <p className={cn('font-display text-xl font-semibold', tone === 'error' && 'text-danger')}>
        {title}
      </p>
      {detail && <p className="max-w-md text-sm text-ink-muted">{detail}</p>}
      {children}
    </div>
  );
}
