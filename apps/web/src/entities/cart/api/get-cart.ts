import { Msg, type Cart } from '@vastra/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { matchesLine } from '../lib/cart-math';

export const cartQueryKey = ['cart'] as const;

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const res = await api('/cart', {
    schema: () => import('@vastra/contracts/commerce').then((m) => m.CartResponseSchema),
    signal,
    fallback: Msg.failedFetchCart,
  });
  return res.cart;
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal) });

/** The signed-in user's bag. Never fetched for a visitor; dropped from the cache on sign-out. */
export function useCart() {
  const { isLoggedIn } = useSession();
  const qc = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn) qc.removeQueries({ queryKey: cartQueryKey });
  }, [isLoggedIn, qc]);
  return useQuery({ ...cartQueryOptions(), enabled: isLoggedIn });
}

/** Units in the bag (badge); 0 for a visitor. */
export function useCartCount(): number {
  const { data } = useCart();
  return data?.count ?? 0;
}

/** Whether the bag holds this product (in this size, when one is given). */
export function useIsInCart(productId: string | undefined, size?: string | null): boolean {
  const { data } = useCart();
  if (!productId || !data) return false;
  return data.items.some((i) => matchesLine(i, productId, size));
}
