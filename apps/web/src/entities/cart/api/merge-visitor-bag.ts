import { Msg, type BagMergeResponse } from '@vastra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@vastra/ui/toast';
import { api } from '@/lib/api-client';
import { serverMessageOr } from '../lib/server-message';
import { visitorBag, type VisitorLine } from '../lib/visitor-bag';
import { cartQueryKey } from './get-cart';

const MERGE_FAILED = 'We could not add the bag from this device to your account. Please try again.';

function mergeLines(lines: VisitorLine[]): Promise<BagMergeResponse> {
  return api('/cart/merge', {
    method: 'POST',
    body: { lines },
    schema: () => import('@vastra/contracts/bag-merge').then((m) => m.BagMergeResponseSchema),
    fallback: MERGE_FAILED,
  });
}

/**
 * On sign-in, the bag kept on the device goes into the account's bag (one call; the server caps
 * each line by stock and says what it could not add). The device's bag is then emptied; the
 * usual toast says the items were added, and each shortfall is shown with the server's reason.
 */
export function useMergeVisitorBag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: mergeLines,
    onSuccess: (res, lines) => {
      visitorBag.clear();
      qc.setQueryData(cartQueryKey, res.cart);
      const none = res.shortfalls.filter((s) => s.added === 0).length;
      if (none < lines.length) toast.success(Msg.itemAddedToCart);
      for (const s of res.shortfalls) toast.error(s.message);
    },
    onError: (err) => toast.error(serverMessageOr(err, MERGE_FAILED)),
    onSettled: () => qc.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
