import { formatINR, Msg, type Cart } from '@vastra/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@vastra/ui';
import { toast } from '@vastra/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { loadOnIntent } from '@/lib/load-on-intent';
import { useCouponMutations } from '../api/bag-coupons';

// The coupon list and the code field (its form and schema, so zod) load at the first open, or as
// the finger touches the button that opens them.
const loadSheet = () => import('./coupon-sheet');
const CouponSheet = lazy(() => loadSheet().then((m) => ({ default: m.CouponSheet })));

/**
 * The bag's and checkout's coupon control: the applied code with its saving and Remove, or
 * "Apply coupon", which opens the list and the code field. A code the server dropped because the
 * bag changed is said in a notice until the next coupon action.
 */
export function ApplyCoupon({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { apply, remove } = useCouponMutations();
  const applied = cart.coupon ?? null;

  useEffect(() => {
    if (cart.couponNotice) {
      setNotice(cart.couponNotice);
      toast.info(cart.couponNotice);
    }
  }, [cart.couponNotice]);

  const onApply = (code: string) => {
    setError(null);
    apply.mutate(code, {
      onSuccess: ({ message }) => {
        setNotice(null);
        setOpen(false);
        toast.success(message);
      },
      onError: (err) => setError(errorMessage(err, Msg.couponApplyFailed)),
    });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(Msg.couponRemoved),
      onError: (err) => toast.error(errorMessage(err, Msg.couponApplyFailed)),
    });

  return (
    <section
      aria-label="Coupon"
      className="mt-5 rounded-lg border border-dashed border-line p-4 text-sm"
    >
      {notice && (
        <p role="status" className="mb-3 rounded-md bg-danger/5 px-3 py-2 text-danger-text">
          {notice}
        </p>
      )}
      {applied ? (
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="font-medium">
              <span className="font-mono tracking-wider">{applied.code}</span> applied
            </p>
            <p className="text-success-text">You save {formatINR(applied.discount)}</p>
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" onClick={show} {...loadOnIntent(loadSheet)}>
              Change
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={onRemove}
              loading={remove.isPending}
              aria-label={`Remove coupon ${applied.code}`}
            >
              Remove
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <p className="font-medium">Coupons</p>
          <Button size="sm" variant="outline" onClick={show} {...loadOnIntent(loadSheet)}>
            Apply coupon
          </Button>
        </div>
      )}
      {used && (
        <Suspense fallback={null}>
          <CouponSheet
            open={open}
            onClose={() => {
              setOpen(false);
              setError(null);
            }}
            onApply={onApply}
            applying={apply.isPending}
            error={error}
          />
        </Suspense>
      )}
    </section>
  );
}
