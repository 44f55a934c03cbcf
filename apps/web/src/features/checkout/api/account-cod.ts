import { usersApi } from '@vastra/contracts/routes/users';
import { Msg } from '@vastra/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRoute } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * Whether the shop turned cash on delivery off for the signed-in shopper, read fresh from the
 * profile on each checkout visit (the server refuses such an order either way).
 */
export function useAccountCodDisabled(): boolean {
  const { isLoggedIn } = useSession();
  const profile = useQuery({
    queryKey: ['checkout', 'account-cod'],
    queryFn: async ({ signal }) =>
      (await apiRoute(usersApi.getProfile, { signal, fallback: Msg.profileFetchFailed })).data,
    enabled: isLoggedIn,
    staleTime: 0,
  });
  return profile.data?.codDisabled === true;
}
