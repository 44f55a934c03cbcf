import { Msg, PincodeResponseSchema, type PincodeResponse } from '@vastra/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /xpressbees/pincode {pincode}` → serviceable, eta (days), cod. */
async function checkPincode(pincode: string): Promise<PincodeResponse> {
  return api('/xpressbees/pincode', {
    method: 'POST',
    body: { pincode },
    schema: PincodeResponseSchema,
    fallback: Msg.pincodeCheckFailed,
  });
}

export function useCheckPincode() {
  return useMutation({ mutationKey: ['pincode', 'check'], mutationFn: checkPincode });
}
