import {
  REVIEW_IMAGE_FIELD,
  type CancelOrderBody,
  type Order,
  type ReturnOrderBody,
} from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRouteOnCall } from '@/lib/api-client';

const orders = () => import('@vastra/contracts/routes/orders').then((m) => m.ordersApi);

/** A return request as the dialog sends it: the body plus the chosen photos. */
export type ReturnOrderRequest = ReturnOrderBody & { photos?: readonly File[] };

/** `POST /orders/:id/cancel` with a reason (allowed before the order ships). */
async function cancelOrder(id: string, body: CancelOrderBody): Promise<Order> {
  const res = await apiRouteOnCall(() => orders().then((o) => o.cancel), {
    params: { id },
    body,
    fallback: 'Failed to cancel the order.',
  });
  return res.order;
}

/** `POST /orders/:id/return` as multipart: reason, note, items (JSON), optional photos. */
async function requestReturn(id: string, body: ReturnOrderRequest): Promise<Order> {
  const form = new FormData();
  form.set('reason', body.reason);
  form.set('note', body.note);
  form.set('items', JSON.stringify(body.items));
  for (const photo of body.photos ?? []) form.append(REVIEW_IMAGE_FIELD, photo);
  const res = await apiRouteOnCall(() => orders().then((o) => o.requestReturn), {
    params: { id },
    form,
    fallback: 'Failed to request the return.',
  });
  return res.order;
}

function useOrderMutation<I>(fn: (input: I) => Promise<Order>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

export const useCancelOrder = (id: string) =>
  useOrderMutation((body: CancelOrderBody) => cancelOrder(id, body));
export const useRequestReturn = (id: string) =>
  useOrderMutation((body: ReturnOrderRequest) => requestReturn(id, body));
