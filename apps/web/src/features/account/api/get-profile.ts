import { Msg, type User } from '@vastra/contracts';
import { usersApi } from '@vastra/contracts/routes/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const profileQueryKey = ['profile'] as const;

async function getProfile(signal?: AbortSignal): Promise<User> {
  const res = await apiRoute(usersApi.getProfile, {
    signal,
    fallback: Msg.profileFetchFailed,
  });
  return res.data;
}

const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: isLoggedIn });
}
