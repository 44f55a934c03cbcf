import { Msg, type WishlistItem, type WishlistResponse } from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { toast } from '@vastra/ui/toast';
import { LoginRequiredError } from '@/entities/cart';
import { wishlistErrorMessage } from '../lib/wishlist-error';
import { wishlistQueryKey } from './get-wishlist';

export interface AddToWishlistInput {
  productId: string;
  /** What the caller knows of the product, for the optimistic entry (the refetch fills the rest). */
  product?: Partial<Omit<WishlistItem, '_id' | 'product'>>;
}

async function addToWishlist(productId: string): Promise<WishlistResponse> {
  return api('/wishlist', {
    method: 'POST',
    body: { productId },
    schema: () => import('@vastra/contracts/commerce').then((m) => m.WishlistResponseSchema),
    fallback: Msg.failedAddToWishlist,
  });
}

function placeholder({ productId, product }: AddToWishlistInput): WishlistItem {
  return {
    name: '',
    price: 0,
    mrp: 0,
    discountedPrice: 0,
    images: [],
    availableSizes: [],
    ...product,
    _id: productId,
    product: { _id: productId },
  };
}

/** Optimistic add, rolled back on failure, re-fetched on success. */
export function useAddToWishlist(options: { loginMessage?: string } = {}) {
  const qc = useQueryClient();
  const { loginMessage = Msg.loginToAddToWishlist } = options;
  return useMutation({
    mutationFn: (input: AddToWishlistInput) => {
      if (!session.get().token) return Promise.reject(new LoginRequiredError(loginMessage));
      return addToWishlist(input.productId);
    },
    onMutate: async (input) => {
      if (!session.get().token) return { previous: undefined };
      await qc.cancelQueries({ queryKey: wishlistQueryKey });
      const previous = qc.getQueryData<WishlistItem[]>(wishlistQueryKey);
      if (previous && !previous.some((p) => p._id === input.productId)) {
        qc.setQueryData<WishlistItem[]>(wishlistQueryKey, [...previous, placeholder(input)]);
      }
      return { previous };
    },
    onError: (err, _input, ctx) => {
      if (ctx?.previous) qc.setQueryData(wishlistQueryKey, ctx.previous);
      toast.error(wishlistErrorMessage(err, Msg.failedAddToWishlist));
    },
    onSuccess: (res) => {
      if (res.status === 'exists') toast.info(res.message ?? Msg.alreadyInWishlist);
      else toast.success(Msg.itemAddedToWishlist);
      return qc.invalidateQueries({ queryKey: wishlistQueryKey });
    },
  });
}
