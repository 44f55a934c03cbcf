import {
  CANCELLATION_REASONS,
  cancellationRefund,
  LifecycleMsg,
  type Order,
} from '@vastra/contracts';
import { useState, type FormEvent } from 'react';
import { Button, Modal, Select, Textarea } from '@/components/ui';
import { ACCOUNT_TOAST_MS, toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCancelOrder } from '../lib/lifecycle-api';

const reasons = CANCELLATION_REASONS.map((r) => ({ value: r, label: r }));

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
  const [reason, setReason] = useState<(typeof CANCELLATION_REASONS)[number]>(
    CANCELLATION_REASONS[0],
  );
  const [note, setNote] = useState('');
  const cancel = useCancelOrder(order._id);
  const refund = LifecycleMsg.refundLine(cancellationRefund(order, 'shopper'), order.paymentMethod);
  const close = () => {
    if (!cancel.isPending) onClose();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    cancel.mutate(
      { reason, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(LifecycleMsg.cancelled, ACCOUNT_TOAST_MS);
          onClose();
        },
        onError: (err) =>
          toast.error(errorMessage(err, 'Failed to cancel the order.'), ACCOUNT_TOAST_MS),
      },
    );
  };
  return (
    <Modal open={open} onClose={close} title="Cancel order">
      <form onSubmit={onSubmit} noValidate className="space-y-5 px-5 py-5">
        <Select
          label="Reason for cancelling"
          options={reasons}
          value={reason}
          onChange={(e) => setReason(e.target.value as typeof reason)}
        />
        <Textarea
          label="Anything else? (optional)"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
        <p className="rounded-lg bg-surface-muted p-3 text-sm" data-testid="cancel-refund-line">
          {refund}
        </p>
        <div className="flex justify-end gap-3 border-t border-line pt-4">
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            Keep order
          </Button>
          <Button type="submit" variant="danger" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Confirm cancellation'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
