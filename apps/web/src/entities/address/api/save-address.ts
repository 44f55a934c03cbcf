import { Msg, type AddressBody, type AddressResponse } from '@vastra/contracts';
import { addressesApi } from '@vastra/contracts/routes/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { addressesQueryKey } from './get-addresses';
import { apiRoute, ApiError } from '@/lib/api-client';

export type AddressInput = Omit<AddressBody, 'name'> & { name?: string };

function addAddress(body: AddressInput): Promise<AddressResponse> {
  return apiRoute(addressesApi.add, {
    body,
    fallback: Msg.addressAddFailed,
  });
}

function updateAddress(id: string, body: AddressInput): Promise<AddressResponse> {
  return apiRoute(addressesApi.update, {
    params: { id },
    body,
    fallback: Msg.addressUpdateFailed,
  });
}

/**
 * Adds (no id) or updates an address. Messages: the server's, else 'Failed to add address' /
 * 'Failed to update address'; anything that is not an API answer: 'Failed to save address.'.
 * Toasts last `toastMs` (the account screens' 1000 ms by default).
 */
export function useSaveAddress(toastMs = ACCOUNT_TOAST_MS) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddressInput }) =>
      id ? updateAddress(id, body) : addAddress(body),
    onSuccess: (res, { id }) => {
      toast.success(res.message || (id ? Msg.addressUpdated : Msg.addressAdded), toastMs);
      return qc.invalidateQueries({ queryKey: addressesQueryKey });
    },
    onError: (err, { id }) => {
      const message =
        err instanceof ApiError
          ? err.message || (id ? Msg.addressUpdateFailed : Msg.addressAddFailed)
          : Msg.addressSaveFailed;
      toast.error(message, toastMs);
    },
  });
}
