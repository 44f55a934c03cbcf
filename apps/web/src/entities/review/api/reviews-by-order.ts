import type { OrderReviewStatus, ReviewsByOrderResponse } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const reviewsByOrderQueryKey = (orderId: string) => ['reviews', 'byOrder', orderId] as const;

/** Asked for at the order page's load: taken as its contract type with a shape check (lib/api-client.ts). */
async function getReviewsByOrder(
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderReviewStatus[]> {
  const res = await api<ReviewsByOrderResponse>(`/review/byOrder/${encodeURIComponent(orderId)}`, {
    shape: (d) => Array.isArray((d as Partial<ReviewsByOrderResponse> | null)?.data?.products),
    signal,
  });
  return res.data.products;
}

const reviewsByOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: reviewsByOrderQueryKey(orderId),
    queryFn: ({ signal }) => getReviewsByOrder(orderId, signal),
  });

/** Which items of an order the user reviewed, with those reviews. Failures are only logged. */
export function useReviewsByOrder(orderId: string | undefined) {
  const { isLoggedIn } = useSession();
  return useQuery({
    ...reviewsByOrderQueryOptions(orderId ?? ''),
    enabled: isLoggedIn && Boolean(orderId),
  });
}
