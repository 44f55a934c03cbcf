import { Msg, type WishlistItem } from '@vastra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@vastra/ui/toast';
import { cartQueryOptions, useAddToCart } from '@/entities/cart';
import { useRemoveFromWishlist } from '@/entities/wishlist';

/** The size Move to Cart uses: the first available one, default M. */
const moveToCartSize = (item: WishlistItem): string => item.availableSizes[0] ?? 'M';

/**
 * Move to Cart: when that product and size is already in the bag, an info message and nothing
 * else; otherwise add it (first available size, default M) and then remove it from the wishlist.
 */
export function useMoveToCart() {
  const qc = useQueryClient();
  const add = useAddToCart({ errorFallback: Msg.failedAddToBag });
  const remove = useRemoveFromWishlist({
    errorFallback: Msg.failedRemoveFromWishlist,
    silentSuccess: true,
  });
  const [movingId, setMovingId] = useState<string | null>(null);

  const move = async (item: WishlistItem) => {
    const productId = item.product._id;
    const size = moveToCartSize(item);
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
