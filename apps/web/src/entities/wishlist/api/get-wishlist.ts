import { Msg, type WishlistItem, type WishlistResponse } from '@vastra/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const wishlistQueryKey = ['wishlist'] as const;

/** Asked for on every page's load (the header's count): not parsed on the client, only its shape checked (lib/api-client.ts). */
async function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  const res = await api<WishlistResponse>('/wishlist', {
    signal,
    shape: (d) => Array.isArray((d as Partial<WishlistResponse> | null)?.wishlist?.products),
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
