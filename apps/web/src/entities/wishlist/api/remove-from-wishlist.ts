import { Msg, type WishlistItem, type WishlistResponse } from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { toast } from '@vastra/ui/toast';
import { LoginRequiredError } from '@/entities/cart';
import { wishlistErrorMessage } from '../lib/wishlist-error';
import { wishlistQueryKey } from './get-wishlist';

async function removeFromWishlist(productId: string): Promise<WishlistResponse> {
  return api(`/wishlist/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    schema: () => import('@vastra/contracts/commerce').then((m) => m.WishlistResponseSchema),
    fallback: Msg.failedRemoveFromWishlistItem,
  });
}

export interface RemoveFromWishlistOptions {
  /** Fallback when the server sends no message (default 'Failed to remove item from wishlist.'). */
  errorFallback?: string;
  /** Skip the success toast (Move to Cart shows its own). */
  silentSuccess?: boolean;
}

/** Optimistic removal, rolled back on failure, re-fetched on success. */
export function useRemoveFromWishlist(options: RemoveFromWishlistOptions = {}) {
  const qc = useQueryClient();
  const { errorFallback = Msg.failedRemoveFromWishlistItem, silentSuccess = false } = options;
  return useMutation({
    mutationFn: (productId: string) => {
      if (!session.get().token)
        return Promise.reject(new LoginRequiredError(Msg.loginToManageWishlist));
      return removeFromWishlist(productId);
    },
    onMutate: async (productId) => {
      if (!session.get().token) return { previous: undefined };
      await qc.cancelQueries({ queryKey: wishlistQueryKey });
      const previous = qc.getQueryData<WishlistItem[]>(wishlistQueryKey);
      if (previous) {
        qc.setQueryData<WishlistItem[]>(
          wishlistQueryKey,
          previous.filter((p) => p._id !== productId && p.product._id !== productId),
        );
      }
      return { previous };
    },
    onError: (err, _id, ctx) => {
      if (ctx?.previous) qc.setQueryData(wishlistQueryKey, ctx.previous);
      toast.error(wishlistErrorMessage(err, errorFallback));
    },
    onSuccess: () => {
      if (!silentSuccess) toast.success(Msg.itemRemovedFromWishlist);
      return qc.invalidateQueries({ queryKey: wishlistQueryKey });
    },
  });
}
