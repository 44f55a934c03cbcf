import { Msg } from '@vastra/contracts';
import { useCallback } from 'react';
import { session } from '@/lib/session';
import { toast } from '@vastra/ui/toast';
import { useAddToWishlist, type AddToWishlistInput } from './add-to-wishlist';
import { useIsWishlisted } from './get-wishlist';
import { useRemoveFromWishlist } from './remove-from-wishlist';

/**
 * The heart: adds when absent, removes when present (both optimistic). A visitor gets
 * 'Please login to manage your wishlist.' and no call.
 */
export function useToggleWishlist(productId: string | undefined) {
  const wishlisted = useIsWishlisted(productId);
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist({ errorFallback: Msg.failedUpdateWishlist });
  const toggle = useCallback(
    (product?: AddToWishlistInput['product']) => {
      if (!productId) {
        toast.error(Msg.invalidProduct);
        return;
      }
      if (!session.get().token) {
        toast.error(Msg.loginToManageWishlist);
        return;
      }
      if (wishlisted) remove.mutate(productId);
      else add.mutate({ productId, product });
    },
    [productId, wishlisted, add, remove],
  );
  return { toggle, isWishlisted: wishlisted, isPending: add.isPending || remove.isPending };
}
