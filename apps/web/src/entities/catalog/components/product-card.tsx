import { Msg } from '@vastra/contracts';
import { memo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@vastra/ui/button';
import { cx } from '@vastra/ui/cx';
import { BagIcon, HeartIcon } from '@vastra/ui/icons';
import { useAddToCart, useIsInCart } from '@/entities/cart';
import { signInToContinue } from '@/entities/session';
import { useToggleWishlist } from '@/entities/wishlist';
import { useSession } from '@/lib/session';
import {
  isOutOfStock,
  priceOf,
  productImage,
  productName,
  sizesOf,
  type CardProduct,
} from '../lib';
import { CARD_FRAME, CARD_IMAGE_BOX } from '../card-layout';
import { CardSizeSheet } from './card-size-sheet';
import { CardDetails, CardPicture } from './product-card-parts';

export interface ProductCardProps {
  product: CardProduct;
  className?: string;
  /** Eager-load the image at high priority (first row above the fold: a likely LCP). */
  priority?: boolean;
  /**
   * Show the card's Add to Bag (default). Rows of suggestions beside a product page's own Add to
   * Bag leave it out, so the page has one, and the card opens its product instead.
   */
  bagButton?: boolean;
}

/**
 * The product card used everywhere: image (340 px), name, brand, price and percent off, rating,
 * review count, material; add to bag (size overlay when several sizes), wishlist heart. Memoised:
 * a grid re-rendering (a filter applied, a sheet opened) leaves unchanged cards alone; its
 * picture and texts are memoised too, so its own state (the size overlay, adding) re-renders only
 * its controls.
 */
export const ProductCard = memo(function ProductCard({
  product,
  className,
  priority = false,
  bagButton = true,
}: ProductCardProps) {
  const { isLoggedIn } = useSession();
  const [picking, setPicking] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const inBag = useIsInCart(product._id);
  const addToCart = useAddToCart({ visitor: true });
  const wishlist = useToggleWishlist(product._id);

  const name = productName(product);
  const image = productImage(product);
  const { listPrice } = priceOf(product);
  const sizes = sizesOf(product);
  const soldOut = isOutOfStock(product);

  const add = (size?: string) => {
    addToCart.mutate({ productId: product._id, size }, { onSuccess: () => setPicking(false) });
  };

  const onAdd = () => {
    if (soldOut) return;
    if (sizes.length > 1) setPicking(true);
    else add(sizes[0]);
  };

  const onHeart = () => {
    if (!isLoggedIn) {
      signInToContinue(Msg.loginToManageWishlist, { kind: 'wishlist', productId: product._id });
      return;
    }
    wishlist.toggle({
      name,
      price: listPrice,
      images: image ? [image] : [],
      availableSizes: sizes,
    });
  };

  return (
    <article
      aria-label={name}
      className={cx(
        'group relative flex h-full flex-col overflow-hidden rounded-lg bg-surface text-ink ring-1 ring-line/70 transition-shadow duration-300 hover:shadow-xl hover:shadow-black/5 dark:bg-surface-muted dark:ring-white/5',
        className,
      )}
    >
      <div className={CARD_IMAGE_BOX}>
        <CardPicture product={product} priority={priority} />
        <button
          type="button"
          onClick={onHeart}
          aria-pressed={wishlist.isWishlisted}
          aria-label={
            wishlist.isWishlisted ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`
          }
          className={cx(
            'absolute right-3 top-3 grid size-9 place-items-center rounded-full bg-white/95 shadow-sm transition hover:scale-110',
            wishlist.isWishlisted ? 'text-rose-600' : 'text-gray-800',
          )}
        >
          <HeartIcon filled={wishlist.isWishlisted} className="size-[1.15rem]" />
        </button>

        {picking && (
          <CardSizeSheet
            product={product}
            sizes={sizes}
            pending={addToCart.isPending}
            onPick={add}
            onClose={() => setPicking(false)}
            opener={addButton}
          />
        )}
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3.5">
        <CardDetails product={product} />
        {bagButton && (
          <div className="mt-auto pt-2.5">
            {inBag ? (
              <Link
                to="/cart"
                className="flex h-9 w-full items-center justify-center gap-2 rounded-md border border-line text-xs font-semibold uppercase tracking-wider text-ink-muted"
              >
                {Msg.alreadyInBag}
              </Link>
            ) : (
              <Button
                ref={addButton}
                variant={soldOut ? 'outline' : 'primary'}
                size="custom"
                className="h-9 w-full px-3 text-xs uppercase tracking-wider"
                disabled={soldOut}
                loading={addToCart.isPending && !picking}
                onClick={onAdd}
                aria-haspopup={sizes.length > 1 ? 'true' : undefined}
                aria-expanded={sizes.length > 1 ? picking : undefined}
              >
                {soldOut ? (
                  'Out of Stock'
                ) : (
                  <>
                    <BagIcon className="size-4" /> Add to Bag
                  </>
                )}
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
});

/** Card-shaped skeleton. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden className={CARD_FRAME}>
      <div className="h-[340px] animate-pulse bg-surface-muted dark:bg-white/5" />
      <div className="space-y-2 p-3.5">
        <div className="h-2.5 w-1/3 animate-pulse rounded bg-surface-muted dark:bg-white/10" />
        <div className="h-3.5 w-4/5 animate-pulse rounded bg-surface-muted dark:bg-white/10" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted dark:bg-white/10" />
        <div className="mt-3 h-9 animate-pulse rounded bg-surface-muted dark:bg-white/10" />
      </div>
    </div>
  );
}
