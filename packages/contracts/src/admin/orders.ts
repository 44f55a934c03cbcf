import { z } from 'zod';
import { ObjectIdSchema, successBody } from '../common';
import { OrderSchema, PaymentMethodSchema } from '../commerce';
import {
  canTransition,
  OrderRefundSchema,
  OrderStatusSchema,
  type OrderStatus,
} from '../lifecycle';
import { AdminListQuerySchema, optionalFilter, pageOf, SortDirectionSchema } from './paging';

/**
 * Back-office orders: the list (filters, server-side sorting and pagination), one order with its
 * customer and timeline, and the transitions staff may apply. The transitions themselves are the
 * lifecycle table's (`ORDER_TRANSITIONS`, actor `shop`); this file names them for the buttons.
 */

// ---------- Staff actions ----------

export const STAFF_ORDER_ACTIONS = [
  'confirm',
  'ship',
  'cancel',
  'approveReturn',
  'rejectReturn',
  'markReturned',
] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

/** Each action: the state it moves the order to, its button label, and whether it needs a reason. */
export const STAFF_ACTION_INFO: Record<
  StaffOrderAction,
  { to: OrderStatus; label: string; needsNote: boolean; done: string }
> = {
  confirm: { to: 'Processing', label: 'Confirm order', needsNote: false, done: 'Order confirmed.' },
  ship: {
    to: 'Shipped',
    label: 'Hand to courier',
    needsNote: false,
    done: 'Order handed to the courier.',
  },
  cancel: {
    to: 'Cancelled',
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

/** The actions staff may take on an order in `status` now (from the lifecycle table). */
export function staffActions(status: OrderStatus): StaffOrderAction[] {
  return STAFF_ORDER_ACTIONS.filter((a) => canTransition(status, STAFF_ACTION_INFO[a].to, 'shop'));
}

export const AdminOrderMsg = {
  noteRequired: 'Please give a reason.',
  noteTooLong: 'Please keep the note under 500 characters.',
  actionInvalid: 'Please choose one of the order actions.',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  pincodeInvalid: 'Please enter a valid 6-digit pincode.',
  noCourier: 'No courier could book this shipment. Please try again later.',
} as const;

export const OrderTransitionBodySchema = z
  .object({
    action: z.enum(STAFF_ORDER_ACTIONS, { error: AdminOrderMsg.actionInvalid }),
    note: z.string().trim().max(500, { error: AdminOrderMsg.noteTooLong }).default(''),
  })
  .refine((b) => !STAFF_ACTION_INFO[b.action].needsNote || b.note.length > 0, {
    error: AdminOrderMsg.noteRequired,
    path: ['note'],
  });
export type OrderTransitionBody = z.infer<typeof OrderTransitionBodySchema>;

// ---------- List ----------

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: AdminOrderMsg.dateInvalid });

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
    z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: AdminOrderMsg.pincodeInvalid }),
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
