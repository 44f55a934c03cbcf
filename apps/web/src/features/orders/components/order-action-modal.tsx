import type { Order } from '@vastra/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Button, Modal, Select, Textarea, type SelectOption } from '@vastra/ui';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { errorMessage } from '@/lib/api-client';
import type { ZodFormField } from '@/lib/use-zod-form';

interface OrderActionModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  pending: boolean;
  onSubmit: (e?: FormEvent) => void;
  reasonLabel: string;
  reasons: readonly string[];
  reasonField: ZodFormField;
  noteField: ZodFormField;
  /** Shown above the reason (the items to return). */
  before?: ReactNode;
  /** Shown below the note (the refund line, the photos). */
  after?: ReactNode;
  dismissLabel: string;
  submitLabel: string;
  pendingLabel: string;
  danger?: boolean;
}

/**
 * The shopper's order actions (cancel, request a return) share one dialog: a reason from the
 * contracts' list, an optional note, what the action involves, and a footer that cannot close the
 * dialog while the request is in flight.
 */
export function OrderActionModal(p: OrderActionModalProps) {
  const close = () => {
    if (!p.pending) p.onClose();
  };
  const options: SelectOption[] = p.reasons.map((r) => ({ value: r, label: r }));
  return (
    <Modal open={p.open} onClose={close} title={p.title}>
      <form onSubmit={p.onSubmit} noValidate className="space-y-5 px-5 py-5">
        {p.before}
        <Select label={p.reasonLabel} options={options} {...p.reasonField} />
        <Textarea label="Anything else? (optional)" maxLength={500} {...p.noteField} />
        {p.after}
        <div className="flex justify-end gap-3 border-t border-line pt-4">
          <Button variant="outline" onClick={close} disabled={p.pending}>
            {p.dismissLabel}
          </Button>
          <Button type="submit" variant={p.danger ? 'danger' : undefined} disabled={p.pending}>
            {p.pending ? p.pendingLabel : p.submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Runs an order action: a toast with the API's message on success (then `onDone`), or its error. */
export function runOrderAction<I>(
  mutation: UseMutationResult<Order, Error, I>,
  input: I,
  messages: { success: string; failure: string },
  onDone: () => void,
) {
  // The promise, not mutate's per-call callbacks: those are dropped when the dialog unmounts, and
  // it does as soon as the refetched order no longer offers the action (a return requested, an
  // order cancelled), which can come first on a busy phone; the shopper then heard nothing.
  mutation.mutateAsync(input).then(
    () => {
      toast.success(messages.success, ACCOUNT_TOAST_MS);
      onDone();
    },
    (err: unknown) => toast.error(errorMessage(err, messages.failure), ACCOUNT_TOAST_MS),
  );
}
