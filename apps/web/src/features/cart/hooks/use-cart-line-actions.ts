import { Msg, type CartItem } from '@vastra/contracts';
import {
  maxQuantity,
  serverMessageOr,
  useChangeLineSize,
  useRemoveFromCart,
  useUpdateCartQuantity,
} from '@/entities/cart';

/**
 * Quantity rules of the bag screen: increase adds 1 (up to the line's stock, never above 10);
 * decrease subtracts 1 above 1 and removes the line at 1. Every control is disabled while a
 * change is in flight (the changes are optimistic and roll back on failure).
 */
export function useCartLineActions() {
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const resize = useChangeLineSize();
  const busy = update.isPending || remove.isPending || resize.isPending;
  return {
    busy,
    canIncrease: (item: CartItem) => !busy && item.quantity < maxQuantity(item),
    increase: (item: CartItem) => update.mutate({ itemId: item._id, action: 'increase' }),
    decrease: (item: CartItem) => {
      if (item.quantity > 1) update.mutate({ itemId: item._id, action: 'decrease' });
      else remove.mutate(item._id);
    },
    remove: (item: CartItem) => remove.mutate(item._id),
    /** Another size for the line (the server checks its stock and merges with a line in it). */
    changeSize: (item: CartItem, size: string) => resize.mutate({ itemId: item._id, size }),
    /** The last failed change's message, for the Notice banner. */
    errorText: update.error
      ? serverMessageOr(update.error, Msg.failedUpdateQuantity)
      : remove.error
        ? serverMessageOr(remove.error, Msg.failedRemoveFromCart)
        : resize.error
          ? serverMessageOr(resize.error, Msg.failedUpdateSize)
          : null,
  };
}
