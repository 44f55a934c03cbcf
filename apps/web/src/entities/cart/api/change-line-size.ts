import { Msg, type Cart } from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@vastra/ui/toast';
import { api } from '@/lib/api-client';
import { serverMessageOr } from '../lib/server-message';
import { cartQueryKey } from './get-cart';

interface ChangeLineSizeInput {
  itemId: string;
  size: string;
}

/** `PUT /cart/size`: the server checks the size's stock and merges with a line of that size. */
async function changeLineSize(input: ChangeLineSizeInput): Promise<Cart> {
  const res = await api('/cart/size', {
    method: 'PUT',
    body: input,
    schema: () => import('@vastra/contracts/commerce').then((m) => m.CartResponseSchema),
    fallback: Msg.failedUpdateSize,
  });
  return res.cart;
}

/** Moves a bag line to another size; the bag as the server answers it, or its message. */
export function useChangeLineSize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeLineSize,
    onError: (err) => toast.error(serverMessageOr(err, Msg.failedUpdateSize)),
    onSuccess: (cart) => {
      qc.setQueryData(cartQueryKey, cart);
      toast.success(Msg.bagSizeChanged);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
