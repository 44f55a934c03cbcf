import { Msg, type PincodeResponse } from '@vastra/contracts';
import { PINCODE_PATTERN } from '@vastra/contracts/pincode-rule';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /xpressbees/pincode {pincode}` → serviceable, eta (days), cod, and the city and state.
 * Asked for at the checkout's load (the chosen address) and by the product page's delivery check:
 * taken as its contract type with a shape check (lib/api-client.ts), so neither loads zod.
 */
export function checkPincode(pincode: string, signal?: AbortSignal): Promise<PincodeResponse> {
  return api<PincodeResponse>('/xpressbees/pincode', {
    method: 'POST',
    body: { pincode },
    shape: (d) => typeof (d as Partial<PincodeResponse> | null)?.serviceable === 'boolean',
    signal,
    fallback: Msg.pincodeCheckFailed,
  });
}

/** A whole pincode (six digits), or null for anything else. */
const wholePincode = (value: string | null | undefined): string | null =>
  value && PINCODE_PATTERN.test(value) ? value : null;

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
