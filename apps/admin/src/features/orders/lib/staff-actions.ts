import { cancellationRefund, formatINR, nextStatuses, type OrderStatus } from '@vastra/contracts';

/**
 * The buttons an order's page offers staff: exactly the transitions the lifecycle table allows the
 * shop from the order's state now (`nextStatuses(status, 'shop')`), each with the words of its
 * confirmation dialog. The API applies the same table, so a stale page is refused, never obeyed.
 */
export interface StaffAction {
  to: OrderStatus;
  /** The button. */
  label: string;
  /** The confirmation dialog's title and its sentence about what happens. */
  title: string;
  describe: (order: ActionOrder) => string;
  /** Whether the dialog asks for a note (kept on the order's timeline). */
  note: 'required' | 'optional';
  /** Destructive actions get the danger style. */
  danger: boolean;
}

export interface ActionOrder {
  status: OrderStatus;
  total: number;
  paymentMethod: 'Online' | 'COD';
}

const ACTIONS: Partial<Record<OrderStatus, Omit<StaffAction, 'to'>>> = {
  Processing: {
    label: 'Confirm order',
    title: 'Confirm this order?',
    describe: () => 'The order moves to Processing and the shopper sees it confirmed.',
    note: 'optional',
    danger: false,
  },
  Shipped: {
    label: 'Hand to courier',
    title: 'Hand this order to the courier?',
    describe: () =>
      'The order is marked Shipped and the shopper can follow it; it can no longer be cancelled.',
    note: 'optional',
    danger: false,
  },
  Cancelled: {
    label: 'Cancel with refund',
    title: 'Cancel this order?',
    describe: (o) => {
      if (o.paymentMethod === 'COD')
        return 'Nothing was paid for this cash on delivery order, so nothing is refunded. The stock goes back on sale.';
      const { amount } = cancellationRefund(o, 'shop');
      return `${formatINR(amount)} is refunded in full to the shopper's original payment method. The stock goes back on sale.`;
    },
    note: 'required',
    danger: true,
  },
  'Return approved': {
    label: 'Approve return',
    title: 'Approve this return?',
    describe: () => 'The shopper is told to send the items back.',
    note: 'optional',
    danger: false,
  },
  'Return rejected': {
    label: 'Reject return',
    title: 'Reject this return?',
    describe: () => 'The shopper is told the return was refused, with your note as the reason.',
    note: 'required',
    danger: true,
  },
  Returned: {
    label: 'Mark return received',
    title: 'Mark the returned items as received?',
    describe: () => 'The returned units go back into stock and the refund for them is issued.',
    note: 'optional',
    danger: false,
  },
};

/** The actions staff may take on an order in `status`, in the lifecycle table's order. */
export function staffActions(status: OrderStatus): StaffAction[] {
  return nextStatuses(status, 'shop').flatMap((to) => {
    const a = ACTIONS[to];
    return a ? [{ to, ...a }] : [];
  });
}
