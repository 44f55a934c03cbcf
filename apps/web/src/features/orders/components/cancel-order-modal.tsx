import {
  CANCELLATION_REASONS,
  CancelOrderFormSchema,
  cancellationQuote,
  LifecycleMsg,
  orderMoney,
  toRupees,
  type Order,
} from '@vastra/contracts';
import { useZodForm } from '@/lib/use-zod-form';
import { useCancelOrder } from '../lib/lifecycle-api';
import { OrderActionModal, runOrderAction } from './order-action-modal';

/** Cancel order: a reason, an optional note, and a confirmation that states the refund. */
export function CancelOrderModal({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const form = useZodForm(CancelOrderFormSchema, {
    reason: CANCELLATION_REASONS[0] as string,
    note: '',
  });
  const cancel = useCancelOrder(order._id);
  // The ledger's own figures: the same function prices the refund on the server.
  const quote = cancellationQuote(orderMoney(order), 'shopper');
  const refund = LifecycleMsg.refundLine(
    { refund: toRupees(quote.refundPaise), fee: toRupees(quote.feePaise) },
    order.paymentMethod,
  );
  const onSubmit = form.submit((body) =>
    runOrderAction(
      cancel,
      body,
      { success: LifecycleMsg.cancelled, failure: 'Failed to cancel the order.' },
      onClose,
    ),
  );
  return (
    <OrderActionModal
      title="Cancel order"
      open={open}
      onClose={onClose}
      pending={cancel.isPending}
      onSubmit={onSubmit}
      reasonLabel="Reason for cancelling"
      reasons={CANCELLATION_REASONS}
      reasonField={form.field('reason')}
      noteField={form.field('note')}
      after={
        <p className="rounded-lg bg-surface-muted p-3 text-sm" data-testid="cancel-refund-line">
          {refund}
        </p>
      }
      dismissLabel="Keep order"
      submitLabel="Confirm cancellation"
      pendingLabel="Cancelling..."
      danger
    />
  );
}
