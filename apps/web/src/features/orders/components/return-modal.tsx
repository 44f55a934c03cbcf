import { LifecycleMsg, RETURN_REASONS, RETURN_WINDOW_DAYS, type Order } from '@vastra/contracts';
import { useState, type FormEvent } from 'react';
import { Button, Modal, Select, Textarea } from '@/components/ui';
import { ACCOUNT_TOAST_MS, toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRequestReturn } from '../lib/lifecycle-api';

const reasons = RETURN_REASONS.map((r) => ({ value: r, label: r }));

/** Request return: a reason, which items, an optional note and photo. */
export function ReturnModal({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<(typeof RETURN_REASONS)[number]>(RETURN_REASONS[0]);
  const [note, setNote] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set(order.items.map((i) => i._id)));
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = useRequestReturn(order._id);
  const close = () => {
    if (!ask.isPending) onClose();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const items = order.items
      .filter((i) => picked.has(i._id))
      .map((i) => ({ itemId: i._id, quantity: i.quantity }));
    if (items.length === 0) {
      setError('Please choose the items to return.');
      return;
    }
    ask.mutate(
      { reason, note: note.trim(), items, image },
      {
        onSuccess: () => {
          toast.success(LifecycleMsg.returnRequested, ACCOUNT_TOAST_MS);
          onClose();
        },
        onError: (err) =>
          toast.error(errorMessage(err, 'Failed to request the return.'), ACCOUNT_TOAST_MS),
      },
    );
  };
  return (
    <Modal open={open} onClose={close} title="Request return">
      <form onSubmit={onSubmit} noValidate className="space-y-5 px-5 py-5">
        <p className="text-sm text-ink-muted">
          Returns are accepted within {RETURN_WINDOW_DAYS} days of delivery, unworn and with tags.
        </p>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Items to return</legend>
          {order.items.map((i) => (
            <label key={i._id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={picked.has(i._id)}
                onChange={(e) => {
                  setError(null);
                  setPicked((s) => {
                    const next = new Set(s);
                    if (e.target.checked) next.add(i._id);
                    else next.delete(i._id);
                    return next;
                  });
                }}
              />
              {i.name}
              {i.size ? ` (${i.size})` : ''} × {i.quantity}
            </label>
          ))}
          {error && (
            <p role="alert" className="text-sm text-danger-text">
              {error}
            </p>
          )}
        </fieldset>
        <Select
          label="Reason for the return"
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
        <label className="block space-y-2 text-sm font-medium">
          <span>Add a photo (optional)</span>
          <input
            type="file"
            accept="image/*"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            className="block w-full text-sm font-normal"
          />
        </label>
        <div className="flex justify-end gap-3 border-t border-line pt-4">
          <Button variant="outline" onClick={close} disabled={ask.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={ask.isPending}>
            {ask.isPending ? 'Submitting...' : 'Request return'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
