import { Button } from '@vastra/ui/button';
import { Textarea } from '@vastra/ui/input';
import {
  AdminOrderMsg,
  STAFF_ACTION_INFO,
  type OrderTransitionInput,
  type StaffOrderAction,
} from '@vastra/contracts/admin/orders';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api';
import { describeAction, type ActionOrder, type StaffAction } from '../lib/staff-actions';
import { ActionFields, emptyExtras, extrasBody } from './action-fields';

/** What an action sends besides its name. */
type ActionBody = Omit<OrderTransitionInput, 'action'>;

export interface OrderActionsProps {
  order: ActionOrder;
  /** What the API says staff may do now (the lifecycle table's shop transitions). */
  actions: readonly StaffOrderAction[];
  /** Read-only staff see the state but no buttons. */
  canWrite: boolean;
  pending: boolean;
  onApply: (action: StaffOrderAction, body: ActionBody) => Promise<unknown>;
}

/**
 * The transitions staff may apply to the order now, one button each; every one asks for
 * confirmation in a dialog that says what will happen (the refund, for a cancellation), takes
 * what the action needs (the shop's own courier, the delivery day, what went wrong) and a note
 * for the timeline, private unless staff tick "Show this note to the customer"; required where the
 * shopper is owed a reason.
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
          onConfirm={async (body) => {
            await onApply(open.action, body);
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
  onConfirm: (body: ActionBody) => Promise<void>;
}) {
  const [note, setNote] = useState('');
  const [visible, setVisible] = useState(false);
  const [extras, setExtras] = useState(emptyExtras);
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      title={action.title}
      confirmLabel={action.label}
      dismissLabel={action.dismiss}
      danger={action.danger}
      busy={pending}
      onClose={onClose}
      onConfirm={() => {
        const trimmed = note.trim();
        if (action.needsNote && !trimmed) return setError(AdminOrderMsg.noteRequired);
        if (trimmed.length > 500) return setError(AdminOrderMsg.noteTooLong);
        if (STAFF_ACTION_INFO[action.action].needsProblem && !extras.problem)
          return setError(AdminOrderMsg.problemRequired);
        onConfirm({
          note: trimmed,
          visibleToCustomer: visible,
          ...extrasBody(action.action, extras),
        }).catch((err: unknown) => setError(errorMessage(err)));
      }}
    >
      <p data-testid="order-action-effect">{action.describe(order)}</p>
      <ActionFields
        action={action.action}
        value={extras}
        onChange={(next) => {
          setExtras(next);
          setError(undefined);
        }}
      />
      <Textarea
        label={action.needsNote ? 'Reason' : 'Note (optional)'}
        hint="Kept on the order's timeline for staff."
        rows={3}
        value={note}
        error={error}
        wrapperClassName="mt-4"
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
      />
      <label className="mt-2 inline-flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={visible}
          onChange={(e) => setVisible(e.target.checked)}
        />
        Show this note to the customer
      </label>
    </ConfirmDialog>
  );
}
