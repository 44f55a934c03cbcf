import {
  formatINR,
  PAYOUT_METHODS,
  refundAccountDefaults,
  RefundAccountFormSchema,
  RefundPayoutMsg,
  type Order,
  type PayoutMethod,
  type RefundAccountBody,
  type RefundAccountForm as FormValues,
} from '@vastra/contracts';
import { ordersApi } from '@vastra/contracts/routes/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Input } from '@vastra/ui';
import { cx } from '@vastra/ui/cx';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { apiRoute, errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import * as L from '../lib/order-layout';

const FAILED = 'Failed to save where to pay your refund.';

/** `PUT /orders/:id/refund-account`: the UPI ID or bank account the refund is paid to. */
async function saveRefundAccount(id: string, body: RefundAccountBody): Promise<Order> {
  const res = await apiRoute(ordersApi.refundAccount, { params: { id }, body, fallback: FAILED });
  return res.order;
}

const METHODS: Record<PayoutMethod, { label: string; detail: string }> = {
  upi: { label: 'UPI', detail: 'Paid to your UPI app, usually the same day' },
  bank: { label: 'Bank account', detail: 'Paid by bank transfer (NEFT/IMPS)' },
};

/** Upper-cases an IFSC as it is typed. */
const upper = (v: string) => v.toUpperCase();
/** Account numbers: digits only, at most 18. */
const digits = (v: string) => v.replace(/\D/g, '').slice(0, 18);

/**
 * A cash on delivery order's refund is paid by hand: this asks the shopper where (a UPI ID, or a
 * bank account entered twice), shows what they gave (masked), and lets them change it until the
 * shop has paid. Nothing shows once the refund is paid or for refunds paid back through the gateway.
 */
export function RefundAccount({ order }: { order: Order }) {
  const refund = order.refund;
  const payout = refund?.payout ?? null;
  const [editing, setEditing] = useState(false);
  if (refund?.status !== 'bank-transfer') return null;
  return (
    <section aria-labelledby="refund-account" className={cx(L.BOX, 'mt-6')}>
      <h3 id="refund-account" className={L.BOX_TITLE}>
        Your refund of {formatINR(refund.amount)}
      </h3>
      {payout && !editing ? (
        <div className="mt-2 space-y-3 text-ink-muted">
          <p data-testid="refund-payout">
            We will pay it to <span className="font-medium text-ink">{payout.masked}</span>
            {payout.holder ? ` (${payout.holder})` : ''} within 5–10 business days. We will e-mail
            you the payment&apos;s reference when it is done.
          </p>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Change where to pay
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">
            This order was paid in cash, so we pay your refund to a UPI ID or a bank account. Tell
            us where, and we pay it within 5–10 business days.
          </p>
          <PayoutForm
            order={order}
            onDone={() => setEditing(false)}
            onCancel={payout ? () => setEditing(false) : undefined}
          />
        </>
      )}
    </section>
  );
}

function PayoutForm({
  order,
  onDone,
  onCancel,
}: {
  order: Order;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const form = useZodForm<FormValues, typeof RefundAccountFormSchema>(
    RefundAccountFormSchema,
    refundAccountDefaults(order.refund?.payout),
  );
  const method = form.watch('method');
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (body: RefundAccountBody) => saveRefundAccount(order._id, body),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['orders'] });
    },
  });
  const onSubmit = form.submit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(RefundPayoutMsg.saved, ACCOUNT_TOAST_MS);
        onDone();
      },
      onError: (err) => toast.error(errorMessage(err, FAILED), ACCOUNT_TOAST_MS),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Where to pay">
      <div role="radiogroup" aria-label="Pay my refund to" className="grid gap-3 sm:grid-cols-2">
        {PAYOUT_METHODS.map((m) => (
          <label
            key={m}
            className={cx(
              'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors',
              method === m ? 'border-ink bg-surface-muted/60' : 'border-line hover:border-ink/40',
            )}
          >
            <input
              type="radio"
              value={m}
              {...form.register('method')}
              className="mt-1 size-4 shrink-0 accent-ink"
              aria-label={METHODS[m].label}
            />
            <span>
              <span className="block font-semibold text-ink">{METHODS[m].label}</span>
              <span className="mt-0.5 block text-ink-muted">{METHODS[m].detail}</span>
            </span>
          </label>
        ))}
      </div>
      {method === 'upi' ? (
        <Input
          label="UPI ID"
          placeholder="name@okhdfcbank"
          autoComplete="off"
          spellCheck={false}
          {...form.field('upiId')}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Account holder’s name"
            autoComplete="name"
            wrapperClassName="sm:col-span-2"
            {...form.field('holder')}
          />
          <Input
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            {...form.field('accountNumber', digits)}
          />
          <Input
            label="Account number again"
            inputMode="numeric"
            autoComplete="off"
            onPaste={(e) => e.preventDefault()}
            {...form.field('accountNumberConfirm', digits)}
          />
          <Input
            label="IFSC"
            placeholder="HDFC0001234"
            autoComplete="off"
            spellCheck={false}
            maxLength={11}
            hint="On your cheque book or passbook, 11 characters."
            {...form.field('ifsc', upper)}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            Keep the current one
          </Button>
        )}
      </div>
    </form>
  );
}
