import { Msg, type WishlistItem } from '@vastra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@vastra/ui/toast';
import { cartQueryOptions, useAddToCart } from '@/entities/cart';
import { useRemoveFromWishlist } from '@/entities/wishlist';

/** A product sold in one free size needs no choice; any other asks the shopper first. */
export const needsSizeChoice = (item: WishlistItem): boolean =>
  !(item.availableSizes.length === 1 && item.availableSizes[0] === 'Free Size');

/**
 * Move to Cart, in the size the shopper chose (or the one free size): when that product and size
 * is already in the bag, an info message and nothing else; otherwise add it and then remove it
 * from the wishlist. A size is never picked for the shopper.
 */
export function useMoveToCart() {
  const qc = useQueryClient();
  const add = useAddToCart({ errorFallback: Msg.failedAddToBag });
  const remove = useRemoveFromWishlist({
    errorFallback: Msg.failedRemoveFromWishlist,
    silentSuccess: true,
  });
  const [movingId, setMovingId] = useState<string | null>(null);

  const move = async (item: WishlistItem, size: string) => {
    const productId = item.product._id;
    setMovingId(productId);
    try {
      let cart;
      try {
        cart = await qc.ensureQueryData(cartQueryOptions());
      } catch {
        cart = undefined;
      }
      if (cart?.items.some((i) => i.product._id === productId && (i.size ?? null) === size)) {
        toast.info(Msg.alreadyInBag);
        return;
      }
      try {
        await add.mutateAsync({ productId, size });
      } catch {
        return; // the add hook has shown the message; the item stays in the wishlist
      }
      await remove.mutateAsync(productId).catch(() => undefined);
    } finally {
      setMovingId(null);
    }
  };

  return { move, movingId };
}
