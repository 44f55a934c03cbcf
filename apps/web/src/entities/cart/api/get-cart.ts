import { Msg, type Cart, type CartResponse } from '@vastra/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { matchesLine } from '../lib/cart-math';
import { useVisitorBag } from '../lib/visitor-bag';

export const cartQueryKey = ['cart'] as const;

/** Asked for on every page's load (the header's count): not parsed on the client, only its shape checked (lib/api-client.ts). */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const res = await api<CartResponse>('/cart', {
    signal,
    shape: (d) => Array.isArray((d as Partial<CartResponse> | null)?.cart?.items),
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

/** Units in the bag (badge); for a visitor, in the bag kept on the device. */
export function useCartCount(): number {
  const { data } = useCart();
  const visitor = useVisitorBag();
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return visitor.reduce((n, l) => n + l.quantity, 0);
  return data?.count ?? 0;
}

/**
 * Whether the bag (a visitor's: on the device) holds this product (in this size, when given).
 * Subscribed to that answer only (`select`): a change to the bag re-renders the cards whose answer
 * changed, not every card on the page.
 */
export function useIsInCart(productId: string | undefined, size?: string | null): boolean {
  const { isLoggedIn } = useSession();
  const { data: inSignedInBag = false } = useQuery({
    ...cartQueryOptions(),
    enabled: isLoggedIn && !!productId,
    select: (cart) => !!productId && cart.items.some((i) => matchesLine(i, productId, size)),
  });
  const visitor = useVisitorBag();
  if (!productId) return false;
  if (!isLoggedIn)
    return visitor.some((l) => l.productId === productId && (size == null || l.size === size));
  return inSignedInBag;
}
