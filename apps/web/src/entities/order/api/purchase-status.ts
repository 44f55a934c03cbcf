import { type HasPurchasedResponse } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ordersQueryKey } from './orders-query-key';

export type PurchaseStatus = Pick<HasPurchasedResponse, 'hasPurchased' | 'awaiting'>;

/** `GET /orders/hasPurchased`: whether the shopper bought a product, and the order still on its way. */
async function getPurchaseStatus(productId: string, signal?: AbortSignal): Promise<PurchaseStatus> {
  const res = await api(`/orders/hasPurchased?productId=${encodeURIComponent(productId)}`, {
    schema: () => import('@vastra/contracts/commerce').then((m) => m.HasPurchasedResponseSchema),
    signal,
  });
  return { hasPurchased: res.hasPurchased, awaiting: res.awaiting };
}

/** Under the orders key, so an order's cancellation or delivery refreshes it. */
const purchaseStatusQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'purchased', productId] as const,
    queryFn: ({ signal }) => getPurchaseStatus(productId, signal),
  });

/** Signed-in shoppers only; a failure shows nothing (the notice is a courtesy). */
export function usePurchaseStatus(productId: string) {
  const { isLoggedIn } = useSession();
  return useQuery({
    ...purchaseStatusQueryOptions(productId),
    enabled: isLoggedIn && Boolean(productId),
    throwOnError: false,
  });
}
