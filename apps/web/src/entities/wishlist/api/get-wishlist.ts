import { Msg, type WishlistItem } from '@vastra/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const wishlistQueryKey = ['wishlist'] as const;

async function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  const res = await api('/wishlist', {
    schema: () => import('@vastra/contracts/commerce').then((m) => m.WishlistResponseSchema),
    signal,
    fallback: Msg.failedFetchWishlist,
  });
  return res.wishlist.products;
}

const wishlistQueryOptions = () =>
  queryOptions({ queryKey: wishlistQueryKey, queryFn: ({ signal }) => getWishlist(signal) });

/** The signed-in user's wishlist. Never fetched for a visitor; dropped from the cache on sign-out. */
export function useWishlist() {
  const { isLoggedIn } = useSession();
  const qc = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn) qc.removeQueries({ queryKey: wishlistQueryKey });
  }, [isLoggedIn, qc]);
  return useQuery({ ...wishlistQueryOptions(), enabled: isLoggedIn });
}

export function useWishlistCount(): number {
  return useWishlist().data?.length ?? 0;
}

export function useIsWishlisted(productId: string | undefined): boolean {
  const { data } = useWishlist();
  if (!productId || !data) return false;
  return data.some((p) => p._id === productId || p.product._id === productId);
}
