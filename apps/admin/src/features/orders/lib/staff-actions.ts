import {
  cancellationQuote,
  formatINR,
  orderMoney,
  RETURN_WINDOW_DAYS,
  returnQuote,
  toRupees,
  type OrderMoneyFields,
  type OrderStatus,
} from '@vastra/contracts';
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
  /** The dialog's button that closes it without acting. */
  dismiss: string;
}

/**
 * What the dialogs read of an order: its money as the ledger reads it (lines with their coupon
 * shares, the coupon's minimum, delivery, timeline, shipment, refund) and the units asked back.
 */
export type ActionOrder = OrderMoneyFields & {
  status: OrderStatus;
  returnRequest?: { items: readonly { itemId: string; quantity: number }[] } | null;
};

const rupees = (paise: number) => formatINR(toRupees(paise));

/** The cancel dialog's sentence: what a cancellation by the shop refunds (no fee is kept). */
function describeCancel(o: ActionOrder): string {
  const q = cancellationQuote(orderMoney(o), 'shop');
  if (q.refundPaise > 0)
    return `${rupees(q.refundPaise)} is refunded in full to the shopper's original payment method. The stock goes back on sale.`;
  if (o.paymentMethod === 'COD')
    return 'Nothing was paid for this cash on delivery order, so nothing is refunded. The stock goes back on sale.';
  return 'Nothing is left to refund on this order. The stock goes back on sale.';
}

/**
 * The "received" dialog's sentence: the exact refund of the units coming back, priced by the
 * ledger as the API will price it (coupon shares, the offer withdrawn from kept items, delivery
 * back when everything returns), and how it is paid.
 */
function describeReturnReceived(o: ActionOrder): string {
  const q = returnQuote(orderMoney(o), o.returnRequest?.items ?? []);
  const parts = ['The returned units go back into stock.'];
  if (q.refundPaise <= 0) parts.push('Nothing is refunded.');
  else
    parts.push(
      o.paymentMethod === 'COD'
        ? `${rupees(q.refundPaise)} is refunded by bank transfer, to the account the customer gives.`
        : `${rupees(q.refundPaise)} is refunded to the shopper's original payment method.`,
    );
  if (q.offerWithdrawn)
    parts.push(
      `The offer no longer applies to the items kept: ${rupees(q.recoveredPaise)} recovered.`,
    );
  if (q.deliveryPaise > 0)
    parts.push(`Every item comes back, so delivery (${rupees(q.deliveryPaise)}) is refunded too.`);
  return parts.join(' ');
}

/** The return-to-sender dialog's sentence: the parcel comes back, then stock and refund follow. */
function describeRto(o: ActionOrder): string {
  return `The courier brings the parcel back to us. Once it is back, "RTO parcel received" puts the stock back and cancels the order. ${describeCancel(o).replace(' The stock goes back on sale.', '')}${o.paymentMethod === 'COD' ? ' A refusal is counted on the customer.' : ''}`;
}

const DIALOGS: Record<
  StaffOrderAction,
  Pick<StaffAction, 'title' | 'describe' | 'danger'> & { dismiss?: string }
> = {
  confirm: {
    title: 'Confirm this order?',
    describe: () => 'The order moves to Processing and the shopper sees it confirmed.',
    danger: false,
  },
  ship: {
    title: 'Hand this order to the courier?',
    describe: () =>
      'The order is marked Shipped with the courier below (or one booked with the integrated courier); the shopper can follow it, and it can no longer be cancelled.',
    danger: false,
  },
  outForDelivery: {
    title: 'Mark this order out for delivery?',
    describe: () => 'The shopper sees the order out for delivery.',
    danger: false,
  },
  deliver: {
    title: 'Mark this order delivered?',
    describe: (o) =>
      `The order is marked Delivered on the day below; the ${RETURN_WINDOW_DAYS}-day return window starts then.${o.paymentMethod === 'COD' ? ' The cash collected counts as received.' : ''}`,
    danger: false,
  },
  deliveryFailed: {
    title: 'Record a failed delivery?',
    describe: () =>
      'The order is marked Delivery failed: try again (out for delivery), or return it to sender.',
    danger: false,
  },
  rto: {
    title: 'Return this parcel to sender?',
    describe: describeRto,
    danger: true,
    dismiss: 'Keep delivering',
  },
  rtoReceived: {
    title: 'Has the parcel come back?',
    describe: describeCancel,
    danger: false,
  },
  cancel: {
    title: 'Cancel this order?',
    // A cancellation by the shop keeps no fee: everything captured goes back.
    describe: describeCancel,
    danger: true,
    dismiss: 'Keep order',
  },
  approveReturn: {
    title: 'Approve this return?',
    describe: () => 'The shopper is told to send the items back.',
    danger: false,
  },
  rejectReturn: {
    title: 'Reject this return?',
    describe: () => 'The shopper is told the return was refused.',
    danger: true,
  },
  markReturned: {
    title: 'Mark the returned items as received?',
    describe: describeReturnReceived,
    danger: false,
  },
};

export function describeAction(action: StaffOrderAction): StaffAction {
  const info = STAFF_ACTION_INFO[action];
  const { dismiss = 'Go back', ...dialog } = DIALOGS[action];
  return {
    action,
    to: info.to,
    label: info.label,
    needsNote: info.needsNote,
    dismiss,
    ...dialog,
  };
}

/** The actions staff may take on an order in `status`, in the lifecycle table's order. */
export function staffActions(status: OrderStatus): StaffAction[] {
  return allowedActions(status).map(describeAction);
}
