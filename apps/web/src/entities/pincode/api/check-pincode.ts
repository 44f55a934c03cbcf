import { Msg, type PincodeResponse } from '@vastra/contracts';
import { pincodeApi } from '@vastra/contracts/routes/pincode';
import { useQuery } from '@tanstack/react-query';
import { apiRoute } from '@/lib/api-client';

/** `POST /xpressbees/pincode {pincode}` → serviceable, eta (days), cod, and the city and state. */
function checkPincode(pincode: string, signal?: AbortSignal): Promise<PincodeResponse> {
  return apiRoute(pincodeApi.check, {
    body: { pincode },
    signal,
    fallback: Msg.pincodeCheckFailed,
  });
}

/** A whole pincode (six digits), or null for anything else. */
const wholePincode = (value: string | null | undefined): string | null =>
  value && /^\d{6}$/.test(value) ? value : null;

const pincodeQueryKey = (pincode: string | null) => ['pincode', pincode] as const;

/**
 * What the courier answers for a pincode, asked once it has six digits and kept for the session
 * (the checkout's address and the address form's lookup share the answers).
 */
export function usePincode(pincode: string | null | undefined) {
  const pin = wholePincode(pincode);
  return useQuery({
    queryKey: pincodeQueryKey(pin),
    queryFn: ({ signal }) => checkPincode(pin ?? '', signal),
    enabled: pin !== null,
    staleTime: 30 * 60_000,
    retry: false,
  });
}
