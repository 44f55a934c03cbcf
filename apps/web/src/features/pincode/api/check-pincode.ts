import { useMutation } from '@tanstack/react-query';
import { checkPincode } from '@/entities/pincode';

/** The product page's delivery check: `POST /xpressbees/pincode {pincode}` → serviceable, eta (days), cod. */
export function useCheckPincode() {
  return useMutation({
    mutationKey: ['pincode', 'check'],
    mutationFn: (pincode: string) => checkPincode(pincode),
  });
}
