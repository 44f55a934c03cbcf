import { Msg, type AddressResponse } from '@vastra/contracts';
import { addressesApi } from '@vastra/contracts/routes/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { addressesQueryKey } from '@/entities/address';
import { apiRoute } from '@/lib/api-client';

function setDefaultAddress(id: string): Promise<AddressResponse> {
  return apiRoute(addressesApi.setDefault, {
    params: { id },
    fallback: Msg.addressDefaultFailed,
  });
}

export function useSetDefaultAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => {
      toast.success(Msg.addressDefaultUpdated, ACCOUNT_TOAST_MS);
      return qc.invalidateQueries({ queryKey: addressesQueryKey });
    },
    onError: () => toast.error(Msg.addressDefaultFailed, ACCOUNT_TOAST_MS),
  });
}
