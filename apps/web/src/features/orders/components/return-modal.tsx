import {
  LifecycleMsg,
  RETURN_MAX_PHOTOS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  ReturnOrderFormSchema,
  type Order,
} from '@vastra/contracts';
import { useState } from 'react';
import { PhotoPicker } from '@/components/ui';
import { useZodForm } from '@/lib/use-zod-form';
import { useRequestReturn } from '../lib/lifecycle-api';
import { OrderActionModal, runOrderAction } from './order-action-modal';

/** Request return: which items, a reason, an optional note and up to three photos. */
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
  const ask = useRequestReturn(order._id);
  const { error: itemsError, ...itemsField } = form.field('itemIds');
  const onSubmit = form.submit(({ itemIds, reason, note }) => {
    const items = order.items
      .filter((i) => itemIds.includes(i._id))
      .map((i) => ({ itemId: i._id, quantity: i.quantity }));
    runOrderAction(
      ask,
      { reason, note, items, photos },
      { success: LifecycleMsg.returnRequested, failure: 'Failed to request the return.' },
      onClose,
    );
  });
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
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Items to return</legend>
            {order.items.map((i) => (
              <label key={i._id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={i._id} {...itemsField} />
                {i.name}
                {i.size ? ` (${i.size})` : ''} × {i.quantity}
              </label>
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
        <PhotoPicker
          label="Add photos (optional)"
          max={RETURN_MAX_PHOTOS}
          photos={photos}
          onChange={setPhotos}
        />
      }
      dismissLabel="Cancel"
      submitLabel="Request return"
      pendingLabel="Submitting..."
    />
  );
}
