import { AdminOrderMsg, type StaffOrderAction } from '@vastra/contracts/admin/orders';
import { useId, useState } from 'react';
import { describeAction, type ActionOrder, type StaffAction } from '../lib/staff-actions';
import { ConfirmDialog } from '@/components/ops/confirm-dialog';

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
 * confirmation in a dialog that says what will happen (the refund for a cancellation) and takes a
 * note for the timeline (required where the shopper is owed a reason).
 */
export function OrderActions({
  order,
  actions: allowed,
  canWrite,
  pending,
  onApply,
}: OrderActionsProps) {
  const [open, setOpen] = useState<StaffAction | null>(null);
  const actions = allowed.map(describeAction);
  if (!canWrite) return null;
  if (actions.length === 0)
    return <p className="text-sm text-slate-600">No action is possible on this order now.</p>;
  return (
    <div>
      <ul aria-label="Order actions" className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <li key={a.action}>
            <button
              type="button"
              onClick={() => setOpen(a)}
              disabled={pending}
              className={
                a.danger
                  ? 'rounded-md border border-red-700 px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-50'
                  : 'rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white hover:bg-slate-700 disabled:opacity-50'
              }
            >
              {a.label}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <ActionDialog
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
    </div>
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
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const errorId = useId();
  return (
    <ConfirmDialog
      title={action.title}
      description={action.describe(order)}
      confirmLabel={action.label}
      danger={action.danger}
      pending={pending}
      onCancel={onClose}
      onConfirm={() => {
        const trimmed = note.trim();
        if (action.needsNote && !trimmed) {
          setError(AdminOrderMsg.noteRequired);
          return;
        }
        if (trimmed.length > 500) {
          setError(AdminOrderMsg.noteTooLong);
          return;
        }
        onConfirm(trimmed).catch((err: unknown) =>
          setError(err instanceof Error ? err.message : 'Something went wrong.'),
        );
      }}
    >
      <label htmlFor={noteId} className="mt-4 block text-sm font-medium">
        {action.needsNote ? 'Reason' : 'Note (optional)'}
      </label>
      <textarea
        id={noteId}
        value={note}
        rows={3}
        maxLength={600}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setNote(e.target.value);
          setError(null);
        }}
        className="mt-1 w-full rounded-md border border-slate-400 p-2 text-sm"
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
