import { Skeleton } from '@vastra/ui';

/** Three placeholder rows while the bag loads. */
export function CartSkeleton() {
  return (
    <ul aria-label="Loading your bag" aria-busy="true" className="divide-y divide-line">
      {[0, 1, 2].map((i) => (
        <li key={i} data-testid="cart-skeleton-row" className="flex gap-4 py-5">
          <Skeleton className="h-32 w-24 sm:h-40 sm:w-32" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-6 h-9 w-32" />
          </div>
        </li>
      ))}
    </ul>
  );
}
