import { formatINR, type OrderStatus } from '@vastra/contracts';
import {
  STAFF_ACTION_INFO,
  staffActions as allowedActions,
  type StaffOrderAction,
} from '@vastra/contracts/admin/orders';

/**
 * The buttons an order's page offers staff: the actions the lifecycle table allows the shop from
 * the order's state now (the contracts' `staffActions`, which the API also sends with the order),
 * each with the words of its confirmation dialog. The API applies the same table, so a stale page
 * is refused, never obeyed.
 */
export interface StaffAction {
  action: StaffOrderAction;
  to: OrderStatus;
  /** The button. */
  label: string;
  /** Whether the dialog requires a note (kept on the order's timeline). */
  needsNote: boolean;
  /** The confirmation dialog's title and its sentence about what happens. */
  title: string;
  describe: (order: ActionOrder) => string;
  /** Destructive actions get the danger style. */
  danger: boolean;
}

export interface ActionOrder {
  status: OrderStatus;
  total: number;
  paymentMethod: 'Online' | 'COD';
}

const DIALOGS: Record<StaffOrderAction, Pick<StaffAction, 'title' | 'describe' | 'danger'>> = {
  confirm: {
    title: 'Confirm this order?',
    describe: () => 'The order moves to Processing and the shopper sees it confirmed.',
    danger: false,
  },
  ship: {
    title: 'Hand this order to the courier?',
    describe: () =>
      'A shipment is booked and the order is marked Shipped; the shopper can follow it, and it can no longer be cancelled.',
    danger: false,
  },
  cancel: {
    title: 'Cancel this order?',
    describe: (o) => {
      if (o.paymentMethod === 'COD')
        return 'Nothing was paid for this cash on delivery order, so nothing is refunded. The stock goes back on sale.';
      // A cancellation by the shop keeps no fee: the whole amount paid goes back.
      return `${formatINR(o.total)} is refunded in full to the shopper's original payment method. The stock goes back on sale.`;
    },
    danger: true,
  },
  approveReturn: {
    title: 'Approve this return?',
    describe: () => 'The shopper is told to send the items back.',
    danger: false,
  },
  rejectReturn: {
    title: 'Reject this return?',
    describe: () => 'The shopper is told the return was refused, with your note as the reason.',
    danger: true,
  },
  markReturned: {
    title: 'Mark the returned items as received?',
    describe: () => 'The returned units go back into stock and the refund for them is issued.',
    danger: false,
  },
};

export function describeAction(action: StaffOrderAction): StaffAction {
  const info = STAFF_ACTION_INFO[action];
  return { action, to: info.to, label: info.label, needsNote: info.needsNote, ...DIALOGS[action] };
}

/** The actions staff may take on an order in `status`, in the lifecycle table's order. */
export function staffActions(status: OrderStatus): StaffAction[] {
  return allowedActions(status).map(describeAction);
}
