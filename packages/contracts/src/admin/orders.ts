import { z } from 'zod';
import { ObjectIdSchema, successBody } from '../common';
import { OrderSchema, PaymentMethodSchema } from '../commerce';
import {
  canTransition,
  OrderRefundSchema,
  OrderStatusSchema,
  type OrderStatus,
} from '../lifecycle';
import { DELIVERY_PROBLEMS } from '../order-status-copy';
import { AdminOrderNoteSchema } from './order-notes';
import { AdminListQuerySchema, optionalFilter, pageOf, SortDirectionSchema } from './paging';
import { PINCODE_PATTERN } from '../pincode-rule';

/**
 * Back-office orders: the list (filters, server-side sorting and pagination), one order with its
 * customer and timeline, and the transitions staff may apply. The transitions themselves are the
 * lifecycle table's (`ORDER_TRANSITIONS`, actor `shop`); this file names them for the buttons.
 */

// ---------- Staff actions ----------

export const STAFF_ORDER_ACTIONS = [
  'confirm',
  'ship',
  'outForDelivery',
  'deliver',
  'deliveryFailed',
  'rto',
  'rtoReceived',
  'cancel',
  'approveReturn',
  'rejectReturn',
  'markReturned',
] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

export interface StaffActionInfo {
  /** The state the action moves the order to. */
  to: OrderStatus;
  /** Only from these states (when the table also allows the move from others). */
  from?: readonly OrderStatus[];
  label: string;
  /** A note is required (the reason the shopper is owed). */
  needsNote: boolean;
  /** One of `DELIVERY_PROBLEMS` is required. */
  needsProblem?: boolean;
  done: string;
}

/** Each action: the state it moves the order to, its button label, and what it requires. */
export const STAFF_ACTION_INFO: Record<StaffOrderAction, StaffActionInfo> = {
  confirm: { to: 'Processing', label: 'Confirm order', needsNote: false, done: 'Order confirmed.' },
  ship: {
    to: 'Shipped',
    label: 'Hand to courier',
    needsNote: false,
    done: 'Order handed to the courier.',
  },
  outForDelivery: {
    to: 'Out for delivery',
    label: 'Out for delivery',
    needsNote: false,
    done: 'Order marked out for delivery.',
  },
  deliver: {
    to: 'Delivered',
    label: 'Mark delivered',
    needsNote: false,
    done: 'Order marked delivered.',
  },
  deliveryFailed: {
    to: 'Delivery failed',
    label: 'Delivery failed',
    needsNote: false,
    needsProblem: true,
    done: 'Failed delivery recorded.',
  },
  rto: {
    to: 'RTO initiated',
    label: 'Return to sender (RTO)',
    needsNote: false,
    needsProblem: true,
    done: 'Return to sender recorded. Mark the parcel received when it is back.',
  },
  rtoReceived: {
    to: 'Cancelled',
    from: ['RTO initiated'],
    label: 'RTO parcel received',
    needsNote: false,
    done: 'Parcel back: stock restored, order cancelled, any payment refunded in full.',
  },
  cancel: {
    to: 'Cancelled',
    from: ['Pending', 'Processing'],
    label: 'Cancel with refund',
    needsNote: true,
    done: 'Order cancelled; any payment is being refunded in full.',
  },
  approveReturn: {
    to: 'Return approved',
    label: 'Approve return',
    needsNote: false,
    done: 'Return approved.',
  },
  rejectReturn: {
    to: 'Return rejected',
    label: 'Reject return',
    needsNote: true,
    done: 'Return rejected.',
  },
  markReturned: {
    to: 'Returned',
    label: 'Mark return received',
    needsNote: false,
    done: 'Return received; the refund is on its way.',
  },
};

/** Whether staff may take `action` on an order in `status` (the lifecycle table, actor `shop`). */
export function staffMayApply(action: StaffOrderAction, status: OrderStatus): boolean {
  const info = STAFF_ACTION_INFO[action];
  return (!info.from || info.from.includes(status)) && canTransition(status, info.to, 'shop');
}

/** The actions staff may take on an order in `status` now (from the lifecycle table). */
export function staffActions(status: OrderStatus): StaffOrderAction[] {
  return STAFF_ORDER_ACTIONS.filter((a) => staffMayApply(a, status));
}

export const AdminOrderMsg = {
  noteRequired: 'Please give a reason.',
  noteTooLong: 'Please keep the note under 500 characters.',
  actionInvalid: 'Please choose one of the order actions.',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  pincodeInvalid: 'Please enter a valid 6-digit pincode.',
  noCourier: 'No courier could book this shipment. Please try again later.',
  problemRequired: 'Please choose what went wrong with the delivery.',
  courierRequired: 'Please enter the courier’s name.',
  awbInvalid: 'Please enter the AWB: 4 to 40 letters, digits or dashes.',
  trackingUrlInvalid:
    'Please enter the tracking link as a full https:// address, or leave it empty.',
  deliveredInFuture: 'The delivery date cannot be in the future.',
  deliveredBeforeShipping: 'The delivery date cannot be before the order was shipped.',
  shipmentOnlyToShip: 'Courier details can only be given when handing the order over.',
  alreadyBooked: (courier: string, awb: string) =>
    `This order already has a shipment with ${courier} (AWB ${awb}).`,
  awbTaken: 'Another order already has this AWB. Please check the number.',
} as const;

/** A shipment staff book with a courier of their own: its name, AWB and tracking link. */
export const ManualShipmentSchema = z.object({
  courier: z
    .string({ error: AdminOrderMsg.courierRequired })
    .trim()
    .min(1, { error: AdminOrderMsg.courierRequired })
    .max(60, { error: AdminOrderMsg.courierRequired }),
  awb: z
    .string({ error: AdminOrderMsg.awbInvalid })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: AdminOrderMsg.awbInvalid })
    .transform((s) => s.toUpperCase()),
  trackingUrl: z
    .string()
    .trim()
    .max(500, { error: AdminOrderMsg.trackingUrlInvalid })
    .refine((s) => s === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(s), {
      error: AdminOrderMsg.trackingUrlInvalid,
    })
    .default(''),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: AdminOrderMsg.dateInvalid })
  // A real calendar day (not 2025-13-45).
  .refine(
    (s) => {
      const at = Date.parse(`${s}T00:00:00Z`);
      return Number.isFinite(at) && new Date(at).toISOString().startsWith(s);
    },
    {
      error: AdminOrderMsg.dateInvalid,
    },
  );

export const OrderTransitionBodySchema = z
  .object({
    action: z.enum(STAFF_ORDER_ACTIONS, { error: AdminOrderMsg.actionInvalid }),
    note: z.string().trim().max(500, { error: AdminOrderMsg.noteTooLong }).default(''),
    /** Staff notes are private unless staff choose to show them to the customer. */
    visibleToCustomer: z.boolean().default(false),
    /** Why a delivery failed or the parcel goes back (failed delivery, RTO). */
    problem: z.enum(DELIVERY_PROBLEMS, { error: AdminOrderMsg.problemRequired }).optional(),
    /** Hand-over only: the courier staff booked themselves (else the integrated courier books). */
    shipment: ManualShipmentSchema.optional(),
    /** Delivered only: the day it was delivered, in India (default: now). */
    deliveredOn: day.optional(),
  })
  .refine((b) => !STAFF_ACTION_INFO[b.action].needsNote || b.note.length > 0, {
    error: AdminOrderMsg.noteRequired,
    path: ['note'],
  })
  .refine((b) => !STAFF_ACTION_INFO[b.action].needsProblem || b.problem !== undefined, {
    error: AdminOrderMsg.problemRequired,
    path: ['problem'],
  })
  .refine((b) => b.action === 'ship' || b.shipment === undefined, {
    error: AdminOrderMsg.shipmentOnlyToShip,
    path: ['shipment'],
  });
export type OrderTransitionBody = z.infer<typeof OrderTransitionBodySchema>;
export type OrderTransitionInput = z.input<typeof OrderTransitionBodySchema>;

// ---------- List ----------

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status'] as const;

/**
 * Filters: state, payment mode, placed from/to (calendar days in India time, both included),
 * delivery pincode, and `q`: an order id, a customer's e-mail or a phone number (the account's or
 * the delivery address's).
 */
export const AdminOrderListQuerySchema = AdminListQuerySchema.extend({
  status: optionalFilter(OrderStatusSchema),
  paymentMethod: optionalFilter(PaymentMethodSchema),
  from: optionalFilter(day),
  to: optionalFilter(day),
  pincode: optionalFilter(
    z.string().trim().regex(PINCODE_PATTERN, { error: AdminOrderMsg.pincodeInvalid }),
  ),
  /** Only orders placed after this instant (ISO 8601): the list's "new orders" count. */
  placedAfter: optionalFilter(
    z.iso.datetime({ error: 'placedAfter must be a date and time (ISO 8601, UTC).' }),
  ),
  sort: z.enum(ADMIN_ORDER_SORTS).catch('createdAt').default('createdAt'),
  dir: SortDirectionSchema,
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;
export type AdminOrderListInput = z.input<typeof AdminOrderListQuerySchema>;

export const AdminCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Cash on delivery parcels this customer refused (returned to sender). */
  codRefusals: z.number().int().optional(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminOrderRowSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  total: z.number(),
  /** Units ordered. */
  units: z.number().int(),
  customer: AdminCustomerSchema.nullable(),
  city: z.string(),
  pincode: z.string(),
  refundStatus: OrderRefundSchema.shape.status.nullable(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;
export const AdminOrderListResponseSchema = pageOf(AdminOrderRowSchema);
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponseSchema>;

// ---------- Details ----------

export const AdminOrderSchema = OrderSchema.extend({
  customer: AdminCustomerSchema.nullable(),
  /** What staff may do now. */
  actions: z.array(z.enum(STAFF_ORDER_ACTIONS)),
  /** Staff notes written without a state change, oldest first (never in a shopper's answer). */
  notes: z.array(AdminOrderNoteSchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrderResponseSchema = successBody({ data: AdminOrderSchema });
export const AdminOrderTransitionResponseSchema = successBody({
  message: z.string(),
  data: AdminOrderSchema,
});

export const AdminOrderParamsSchema = z.object({ id: ObjectIdSchema });

/** The printable documents of an order (`GET /api/admin/orders/:id/:document.pdf`). */
export const ORDER_DOCUMENTS = ['packing-slip', 'invoice'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];
