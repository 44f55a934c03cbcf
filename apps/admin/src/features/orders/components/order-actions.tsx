import { Button } from '@vastra/ui/button';
import { Textarea } from '@vastra/ui/input';
import { AdminOrderMsg, type StaffOrderAction } from '@vastra/contracts/admin/orders';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api';
import { describeAction, type ActionOrder, type StaffAction } from '../lib/staff-actions';

export interface OrderActionsProps {
  order: ActionOrder;
  /** What the API says staff may do now (the lifecycle table's shop transitions). */
  actions: readonly StaffOrderAction[];
  /** Read-only staff see the state but no buttons. */
  canWrite: boolean;
  pending: boolean;
  onApply: (action: StaffOrderAction, note: string) => Promise<unknown>;
}

/**
 * The transitions staff may apply to the order now, one button each; every one asks for
 * confirmation in a dialog that says what will happen (the refund, for a cancellation) and takes a
 * note for the timeline, required where the shopper is owed a reason.
 */
export function OrderActions({
  order,
  actions: allowed,
  canWrite,
  pending,
  onApply,
}: OrderActionsProps) {
  const [open, setOpen] = useState<StaffAction | null>(null);
  if (!canWrite) return null;
  const actions = allowed.map(describeAction);
  if (actions.length === 0)
    return <p className="text-sm text-ink-muted">No action is possible on this order now.</p>;
  return (
    <>
      <ul aria-label="Order actions" className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <li key={a.action}>
            <Button
              variant={a.danger ? 'outline' : 'primary'}
              disabled={pending}
              onClick={() => setOpen(a)}
            >
              {a.label}
            </Button>
          </li>
        ))}
      </ul>
      {open && (
        <ActionDialog
          key={open.action}
          action={open}
          order={order}
          pending={pending}
          onClose={() => setOpen(null)}
          onConfirm={async (note) => {
            await onApply(open.action, note);
            setOpen(null);
          }}
        />
      )}
    </>
  );
}

function ActionDialog({
  action,
  order,
  pending,
  onClose,
  onConfirm,
}: {
  action: StaffAction;
  order: ActionOrder;
  pending: boolean;
  onClose: () => void;
  onConfirm: (note: string) => Promise<void>;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      title={action.title}
      confirmLabel={action.label}
      danger={action.danger}
      busy={pending}
      onClose={onClose}
      onConfirm={() => {
        const trimmed = note.trim();
        if (action.needsNote && !trimmed) return setError(AdminOrderMsg.noteRequired);
        if (trimmed.length > 500) return setError(AdminOrderMsg.noteTooLong);
        onConfirm(trimmed).catch((err: unknown) => setError(errorMessage(err)));
      }}
    >
      <p data-testid="order-action-effect">{action.describe(order)}</p>
      <Textarea
        label={action.needsNote ? 'Reason' : 'Note (optional)'}
        hint="Kept on the order's timeline."
        rows={3}
        value={note}
        error={error}
        wrapperClassName="mt-4"
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
