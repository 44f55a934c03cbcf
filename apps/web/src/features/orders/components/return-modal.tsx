import {
  LifecycleMsg,
  orderMoney,
  RETURN_MAX_PHOTOS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  returnQuote,
  returnRefundLines,
  ReturnOrderFormSchema,
  toRupees,
  type Order,
} from '@vastra/contracts';
import { useState } from 'react';
import { PhotoPicker, Select } from '@vastra/ui';
import { useZodForm } from '@/lib/use-zod-form';
import { useRequestReturn } from '../lib/lifecycle-api';
import { ExchangeChoice, ExchangeModal } from './exchange-choice';
import { OrderActionModal, runOrderAction } from './order-action-modal';

/** The checked lines as the form holds them: an array, or one id (or false) for a single box. */
const pickedIds = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string' && x !== '');

const unitOptions = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/**
 * Request return: which items and how many of their units, a reason, an optional note and up to
 * three photos. The refund is stated before confirming, priced by the ledger the API refunds with.
 */
export function ReturnModal({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const form = useZodForm(ReturnOrderFormSchema, {
    itemIds: order.items.map((i) => i._id),
    reason: RETURN_REASONS[0] as string,
    note: '',
  });
  const [photos, setPhotos] = useState<File[]>([]);
  // Units of each line to return (every unit until the shopper picks fewer).
  const [units, setUnits] = useState<Record<string, number>>({});
  const ask = useRequestReturn(order._id);
  const { error: itemsError, ...itemsField } = form.field('itemIds');
  const returned = (ids: readonly string[]) =>
    order.items
      .filter((i) => ids.includes(i._id))
      .map((i) => ({ itemId: i._id, quantity: Math.min(units[i._id] ?? i.quantity, i.quantity) }));
  const picked = pickedIds(form.watch('itemIds'));
  const chosen = returned(picked);
  // The ledger's own figures: the same function prices the refund when the return is received.
  const quote = chosen.length > 0 ? returnQuote(orderMoney(order), chosen) : null;

  // Beside the return: an exchange for another size of the same product.
  const [exchanging, setExchanging] = useState(false);

  const onSubmit = form.submit(({ itemIds, reason, note }) => {
    runOrderAction(
      ask,
      { reason, note, items: returned(itemIds), photos },
      { success: LifecycleMsg.returnRequested, failure: 'Failed to request the return.' },
      onClose,
    );
  });
  if (exchanging)
    return (
      <ExchangeModal
        order={order}
        open={open}
        onClose={onClose}
        onBack={() => setExchanging(false)}
      />
    );
  return (
    <OrderActionModal
      title="Request return"
      open={open}
      onClose={onClose}
      pending={ask.isPending}
      onSubmit={onSubmit}
      reasonLabel="Reason for the return"
      reasons={RETURN_REASONS}
      reasonField={form.field('reason')}
      noteField={form.field('note')}
      before={
        <>
          <p className="text-sm text-ink-muted">
            Returns are accepted within {RETURN_WINDOW_DAYS} days of delivery, unworn and with tags.
          </p>
          <ExchangeChoice orderId={order._id} onChoose={() => setExchanging(true)} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Items to return</legend>
            {order.items.map((i) => (
              <div key={i._id} className="flex items-center justify-between gap-3">
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={i._id} {...itemsField} />
                  {i.name}
                  {i.size ? ` (${i.size})` : ''} × {i.quantity}
                </label>
                {i.quantity > 1 && picked.includes(i._id) && (
                  <Select
                    srLabel={`Units of ${i.name} to return`}
                    options={unitOptions(i.quantity)}
                    value={String(units[i._id] ?? i.quantity)}
                    onChange={(e) => setUnits((u) => ({ ...u, [i._id]: Number(e.target.value) }))}
                    wrapperClassName="w-20 shrink-0"
                    className="h-9"
                  />
                )}
              </div>
            ))}
            {itemsError && (
              <p role="alert" className="text-sm text-danger-text">
                {itemsError}
              </p>
            )}
          </fieldset>
        </>
      }
      after={
        <>
          {quote && (
            <div
              className="space-y-1 rounded-lg bg-surface-muted p-3 text-sm"
              data-testid="return-refund-lines"
              aria-live="polite"
            >
              {returnRefundLines(
                {
                  refund: toRupees(quote.refundPaise),
                  recovered: toRupees(quote.recoveredPaise),
                  delivery: toRupees(quote.deliveryPaise),
                },
                order.coupon?.code,
                order.paymentMethod,
              ).map((line, n) => (
                <p key={n} className={n === 0 ? 'font-semibold' : undefined}>
                  {line}
                </p>
              ))}
            </div>
          )}
          <PhotoPicker
            label="Add photos (optional)"
            max={RETURN_MAX_PHOTOS}
            photos={photos}
            onChange={setPhotos}
          />
        </>
      }
      dismissLabel="Cancel"
      submitLabel="Request return"
      pendingLabel="Submitting..."
    />
  );
}
