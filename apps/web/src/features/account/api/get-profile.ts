import { Msg, ProfileResponseSchema, type User } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const profileQueryKey = ['profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<User> {
  const res = await api('/users/profile', {
    schema: ProfileResponseSchema,
    signal,
    fallback: Msg.profileFetchFailed,
  });
  return res.data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: isLoggedIn });
}
