import { MAX_LINE_QUANTITY, Msg, type Cart, type CartItem } from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { toast } from '@vastra/ui/toast';
import { withItems } from '../lib/cart-math';
import { LoginRequiredError } from '../lib/login-required';
import { serverMessageOr } from '../lib/server-message';
import { cartQueryKey } from './get-cart';

export interface UpdateQuantityInput {
  itemId: string;
  action: 'increase' | 'decrease';
}

async function updateCartQuantity(input: UpdateQuantityInput): Promise<Cart> {
  const res = await api('/cart/updatequantity', {
    method: 'PUT',
    body: { itemId: input.itemId, action: input.action },
    schema: () => import('@vastra/contracts/commerce').then((m) => m.CartResponseSchema),
    fallback: Msg.failedUpdateQuantity,
  });
  return res.cart;
}

/** Highest quantity a line may reach: its stock in that size, and never above 10. */
export function maxQuantity(item: CartItem): number {
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, item.product.stock));
}

/** Changes a line by one, optimistically; the previous bag comes back on failure. */
export function useUpdateCartQuantity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateQuantityInput) => {
      if (!session.get().token)
        return Promise.reject(new LoginRequiredError(Msg.loginToManageCart));
      return updateCartQuantity(input);
    },
    onMutate: async (input) => {
      await qc.cancelQueries({ queryKey: cartQueryKey });
      const previous = qc.getQueryData<Cart>(cartQueryKey);
      if (previous) {
        const items = previous.items.map((i) =>
          i._id === input.itemId
            ? { ...i, quantity: Math.max(1, i.quantity + (input.action === 'increase' ? 1 : -1)) }
            : i,
        );
        qc.setQueryData<Cart>(cartQueryKey, withItems(previous, items));
      }
      return { previous };
    },
    onError: (err, _input, ctx) => {
      if (ctx?.previous) qc.setQueryData(cartQueryKey, ctx.previous);
      toast.error(serverMessageOr(err, Msg.failedUpdateQuantity));
    },
    onSuccess: (cart) => {
      qc.setQueryData(cartQueryKey, cart);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
