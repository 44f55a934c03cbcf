import { Msg, type ProfileResponse } from '@vastra/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * Whether the shop turned cash on delivery off for the signed-in shopper, read fresh from the
 * profile on each checkout visit (the server refuses such an order either way). Asked for at the
 * page's load: taken as its contract type with a shape check (lib/api-client.ts).
 */
export function useAccountCodDisabled(): boolean {
  const { isLoggedIn } = useSession();
  const profile = useQuery({
    queryKey: ['checkout', 'account-cod'],
    queryFn: async ({ signal }) =>
      (
        await api<ProfileResponse>('/users/profile', {
          signal,
          shape: (d) => typeof (d as Partial<ProfileResponse> | null)?.data === 'object',
          fallback: Msg.profileFetchFailed,
        })
      ).data,
    enabled: isLoggedIn,
    staleTime: 0,
  });
  return profile.data?.codDisabled === true;
}
