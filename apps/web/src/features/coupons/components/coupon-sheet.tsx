import { ApplyCouponBodySchema, formatINR, Msg, type CouponOption } from '@vastra/contracts';
import { useRef } from 'react';
import { Button, Input, Modal, Skeleton } from '@vastra/ui';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useBagCoupons } from '../api/bag-coupons';

/**
 * The "Apply coupon" dialog: a field to type a code, then the coupons that apply to the bag now
 * (best saving first) and the others with why they do not apply yet.
 */
export function CouponSheet({
  open,
  onClose,
  onApply,
  applying,
  error,
}: {
  open: boolean;
  onClose: () => void;
  onApply: (code: string) => void;
  applying: boolean;
  error: string | null;
}) {
  const form = useZodForm(ApplyCouponBodySchema, { code: '' });
  const field = useRef<HTMLInputElement>(null);
  const list = useBagCoupons(open);
  const code = form.watch('code');
  const { error: ruleError, ...codeField } = form.field('code');
  // The request's own rule (letters, digits, - and _) answers a malformed code without a request;
  // the server's answer (unknown, expired, not applicable) comes in `error`.
  const submit = form.submit(({ code: typed }) => onApply(typed));

  return (
    <Modal open={open} onClose={onClose} title="Apply coupon" initialFocus={field}>
      <div className="space-y-5 p-5">
        <form onSubmit={submit} className="flex items-end gap-2" noValidate>
          <Input
            {...codeField}
            ref={(el) => {
              codeField.ref(el);
              field.current = el;
            }}
            label="Coupon code"
            maxLength={32}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={ruleError ?? error}
            wrapperClassName="flex-1"
          />
          <Button type="submit" loading={applying} disabled={!code.trim()}>
            Apply
          </Button>
        </form>
        {list.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            {errorMessage(list.error, Msg.couponsLoadFailed)}
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Coupons for your bag">
            {list.data.coupons.map((c) => (
              <CouponRow
                key={c.code}
                coupon={c}
                applied={list.data.applied === c.code}
                disabled={applying}
                onApply={() => onApply(c.code)}
              />
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

function CouponRow({
  coupon,
  applied,
  disabled,
  onApply,
}: {
  coupon: CouponOption;
  applied: boolean;
  disabled: boolean;
  onApply: () => void;
}) {
  return (
    <li
      className={`rounded-lg border p-4 ${coupon.applicable ? 'border-line' : 'border-dashed border-line opacity-80'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold tracking-wider">{coupon.code}</p>
          <p className="mt-1 text-sm text-ink-muted">{coupon.description}</p>
          {coupon.applicable ? (
            <p className="mt-1 text-sm font-medium text-success-text">
              Save {formatINR(coupon.saving)}
            </p>
          ) : (
            <p className="mt-1 text-sm text-ink-muted">{coupon.reason}</p>
          )}
        </div>
        {coupon.applicable &&
          (applied ? (
            <span className="text-sm font-medium text-success-text">Applied</span>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={disabled}
              onClick={onApply}
              aria-label={`Apply ${coupon.code}`}
            >
              Apply
            </Button>
          ))}
      </div>
    </li>
  );
}
