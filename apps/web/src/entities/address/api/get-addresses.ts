import { Msg, type Address, type AddressListResponse } from '@vastra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const addressesQueryKey = ['addresses'] as const;

/** Default first (the server sorts; the client keeps that order stable). */
function sortAddresses(list: readonly Address[]): Address[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** Asked for at the checkout's load: taken as its contract type with a shape check (lib/api-client.ts). */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const res = await api<AddressListResponse>('/address', {
    signal,
    shape: (d) => Array.isArray((d as Partial<AddressListResponse> | null)?.data),
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
