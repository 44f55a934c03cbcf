import { Msg, type WishlistItem } from '@vastra/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, Skeleton } from '@vastra/ui';
import { HeartIcon } from '@vastra/ui/icons';
import { useRemoveFromWishlist, useWishlist } from '@/entities/wishlist';
import { useSession } from '@/lib/session';
import { needsSizeChoice, useMoveToCart } from '../hooks/use-move-to-cart';
import { MoveSizeSheet } from './move-size-sheet';
import { WishlistCard } from './wishlist-card';

const grid = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

function WishlistSkeleton() {
  return (
    <ul aria-label="Loading your wishlist" aria-busy="true" className={grid}>
      {Array.from({ length: 10 }, (_, i) => (
        <li
          key={i}
          data-testid="wishlist-skeleton-card"
          className="overflow-hidden rounded-xl border border-line"
        >
          <Skeleton rounded="rounded-none" className="aspect-[3/4] w-full" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-8 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function EmptyState({
  title,
  detail,
  children,
}: {
  title: string;
  detail?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <div
        aria-hidden
        className="grid size-20 place-items-center rounded-full bg-surface-muted text-ink-muted"
      >
        <HeartIcon className="size-9" />
      </div>
      <h2 className="mt-6 font-display text-2xl font-semibold">{title}</h2>
      {detail && <p className="mt-2 text-sm text-ink-muted">{detail}</p>}
      {children}
    </div>
  );
}

/** My Wishlist: loading (10 cards), error, empty, or the cards with Move to Cart. */
export function WishlistView({ signInPrompt }: { signInPrompt?: ReactNode }) {
  const { isLoggedIn } = useSession();
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const { move, movingId } = useMoveToCart();
  const [choosing, setChoosing] = useState<WishlistItem | null>(null);

  if (!isLoggedIn) {
    return (
      <EmptyState title="Your wishlist is waiting" detail={Msg.loginToManageWishlist}>
        {signInPrompt}
      </EmptyState>
    );
  }
  if (wishlist.isPending) return <WishlistSkeleton />;
  if (wishlist.isError) {
    return (
      <EmptyState title={Msg.wishlistLoadFailed}>
        <Link to="/" className={buttonClass('primary', 'lg', 'mt-6')}>
          Go to Homepage
        </Link>
      </EmptyState>
    );
  }
  if (wishlist.data.length === 0) {
    return (
      <EmptyState
        title="Your wishlist is empty"
        detail="Tap the heart on any product to save it here."
      >
        <Link to="/" className={buttonClass('primary', 'lg', 'mt-6')}>
          Continue Shopping
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={grid} aria-label="Wishlist items">
        {wishlist.data.map((item) => (
          <WishlistCard
            key={item._id}
            item={item}
            moving={movingId === item.product._id}
            onMove={() =>
              needsSizeChoice(item) ? setChoosing(item) : void move(item, item.availableSizes[0]!)
            }
            onRemove={() => remove.mutate(item.product._id)}
          />
        ))}
      </ul>
      <MoveSizeSheet
        item={choosing}
        onClose={() => setChoosing(null)}
        onMove={(item, size) => void move(item, size)}
      />
    </>
  );
}
