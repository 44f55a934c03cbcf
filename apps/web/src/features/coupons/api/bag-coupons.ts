import { Msg, type BagCouponsResponse, type Cart } from '@vastra/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartQueryKey } from '@/entities/cart';
import { apiRouteOnCall } from '@/lib/api-client';

const coupons = () => import('@vastra/contracts/routes/coupons').then((m) => m.couponsApi);

/** Under the bag's key, so every bag change (which invalidates the bag) refreshes the list. */
const bagCouponsQueryKey = [...cartQueryKey, 'coupons'] as const;

/** `GET /cart/coupons`: the coupons for the signed-in bag, applicable ones best saving first. */
async function getBagCoupons(signal?: AbortSignal): Promise<BagCouponsResponse> {
  return apiRouteOnCall(() => coupons().then((c) => c.forBag), {
    signal,
    fallback: Msg.couponsLoadFailed,
  });
}

export function useBagCoupons(enabled: boolean) {
  return useQuery({
    queryKey: bagCouponsQueryKey,
    queryFn: ({ signal }) => getBagCoupons(signal),
    enabled,
  });
}

/** `POST /cart/coupon`: the bag with the saving, and the message naming it. */
async function applyCoupon(code: string): Promise<{ cart: Cart; message: string }> {
  const res = await apiRouteOnCall(() => coupons().then((c) => c.apply), {
    body: { code },
    fallback: Msg.couponApplyFailed,
  });
  return { cart: res.cart, message: res.message ?? '' };
}

/** `DELETE /cart/coupon`: the bag at its full totals. */
async function removeCoupon(): Promise<Cart> {
  const res = await apiRouteOnCall(() => coupons().then((c) => c.remove), {
    fallback: Msg.couponApplyFailed,
  });
  return res.cart;
}

/** Apply and remove: the server's bag answer replaces the cached bag. */
export function useCouponMutations() {
  const qc = useQueryClient();
  const settle = (cart: Cart) => {
    qc.setQueryData(cartQueryKey, cart);
    void qc.invalidateQueries({ queryKey: bagCouponsQueryKey });
  };
  const apply = useMutation({
    mutationFn: applyCoupon,
    onSuccess: ({ cart }) => settle(cart),
  });
  const remove = useMutation({ mutationFn: removeCoupon, onSuccess: settle });
  return { apply, remove };
}
