import { Msg, type Cart } from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { toast } from '@vastra/ui/toast';
import { withItems } from '../lib/cart-math';
import { LoginRequiredError } from '../lib/login-required';
import { serverMessageOr } from '../lib/server-message';
import { cartQueryKey } from './get-cart';

/** `id` is the line's item id (the API also accepts a product id). */
async function removeFromCart(id: string): Promise<Cart> {
  const res = await api(`/cart/remove/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: () => import('@vastra/contracts/commerce').then((m) => m.CartResponseSchema),
    fallback: Msg.failedRemoveFromCart,
  });
  return res.cart;
}

/** Removes a line optimistically; it comes back on failure. */
export function useRemoveFromCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => {
      if (!session.get().token)
        return Promise.reject(new LoginRequiredError(Msg.loginToManageCart));
      return removeFromCart(itemId);
    },
    onMutate: async (itemId) => {
      await qc.cancelQueries({ queryKey: cartQueryKey });
      const previous = qc.getQueryData<Cart>(cartQueryKey);
      if (previous)
        qc.setQueryData<Cart>(
          cartQueryKey,
          withItems(
            previous,
            previous.items.filter((i) => i._id !== itemId),
          ),
        );
      return { previous };
    },
    onError: (err, _id, ctx) => {
      if (ctx?.previous) qc.setQueryData(cartQueryKey, ctx.previous);
      toast.error(serverMessageOr(err, Msg.failedRemoveFromCart));
    },
    onSuccess: (cart) => {
      qc.setQueryData(cartQueryKey, cart);
      toast.success(Msg.itemRemovedFromCart);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
