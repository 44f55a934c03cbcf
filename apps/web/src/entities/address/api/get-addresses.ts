import { Msg, type Address } from '@vastra/contracts';
import { addressesApi } from '@vastra/contracts/routes/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const addressesQueryKey = ['addresses'] as const;

/** Default first (the server sorts; the client keeps that order stable). */
function sortAddresses(list: readonly Address[]): Address[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const res = await apiRoute(addressesApi.list, {
    signal,
    fallback: Msg.addressesFetchFailed,
  });
  return sortAddresses(res.data);
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressesQueryKey, queryFn: ({ signal }) => getAddresses(signal) });

/** Saved addresses; loaded only when a token and a user exist. */
export function useAddresses() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...addressesQueryOptions(), enabled: isLoggedIn });
}
