import { Msg } from '@vastra/contracts';
import { addressesApi } from '@vastra/contracts/routes/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { addressesQueryKey } from '@/entities/address';
import { apiRoute } from '@/lib/api-client';

async function deleteAddress(id: string): Promise<string> {
  const res = await apiRoute(addressesApi.remove, {
    params: { id },
    fallback: Msg.addressDeleteFailed,
  });
  return res.message;
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (message) => {
      toast.success(message || Msg.addressDeleted, ACCOUNT_TOAST_MS);
      return qc.invalidateQueries({ queryKey: addressesQueryKey });
    },
    // One fixed message whatever went wrong (an address already gone, a network failure): the
    // shopper's next step is the same, retry or reload the list.
    onError: () => toast.error(Msg.addressDeleteFailed, ACCOUNT_TOAST_MS),
  });
}
