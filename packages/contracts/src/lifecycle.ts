import { z } from 'zod';
import { RefundPayoutViewSchema } from './refund-payout';
import { LifecycleMsg, RETURN_WINDOW_DAYS } from './lifecycle-msg';
import { ORDER_ACTORS, ORDER_STATUSES, type OrderActor, type OrderStatus } from './order-status';

export { LifecycleMsg, RETURN_MAX_PHOTOS, RETURN_WINDOW_DAYS } from './lifecycle-msg';
export {
  hasArrived,
  ORDER_ACTORS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
} from './order-status';

/**
 * The order lifecycle: its states, the one table of allowed transitions (and who may cause
 * each), the timeline an order keeps, cancellation and return reasons, and the refund rules of
 * the shop's Return & Cancellation policy. The API applies transitions; the web reads the same
 * table to offer only the actions allowed now and to state the refund before a cancellation.
 */

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** The expected delivery range as orders store and answer it (India days, `YYYY-MM-DD`). */
export const DeliveryRangeSchema = z.object({ from: z.string(), to: z.string() });

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
}

/**
 * Every allowed transition. Anything not listed is refused and never applied. `system` confirms
 * orders automatically until staff confirm them from a back office (docs/shop-rules.md), and
 * approves and receives returns when the simulated courier runs. Staff (`shop`) may run the whole
 * delivery path by hand, as the courier would: out for delivery, delivered, a failed attempt, and
 * return to sender (RTO: the parcel comes back, then the order is cancelled with its stock back).
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'Pending', to: 'Processing', by: ['shop', 'system'] },
  { from: 'Pending', to: 'Cancelled', by: ['shopper', 'shop', 'system'] },
  { from: 'Processing', to: 'Shipped', by: ['courier', 'shop'] },
  { from: 'Processing', to: 'Cancelled', by: ['shopper', 'shop'] },
  { from: 'Shipped', to: 'Out for delivery', by: ['courier', 'shop'] },
  { from: 'Shipped', to: 'Delivered', by: ['courier', 'shop'] },
  { from: 'Out for delivery', to: 'Delivered', by: ['courier', 'shop'] },
  { from: 'Shipped', to: 'Delivery failed', by: ['courier', 'shop'] },
  { from: 'Out for delivery', to: 'Delivery failed', by: ['courier', 'shop'] },
  { from: 'Delivery failed', to: 'Out for delivery', by: ['courier', 'shop'] },
  { from: 'Delivery failed', to: 'Delivered', by: ['courier', 'shop'] },
  { from: 'Shipped', to: 'RTO initiated', by: ['courier', 'shop'] },
  { from: 'Out for delivery', to: 'RTO initiated', by: ['courier', 'shop'] },
  { from: 'Delivery failed', to: 'RTO initiated', by: ['courier', 'shop'] },
  // The parcel is back at the shop: the order ends cancelled (stock back, refund as a cancellation).
  { from: 'RTO initiated', to: 'Cancelled', by: ['courier', 'shop'] },
  { from: 'Delivered', to: 'Return requested', by: ['shopper'] },
  { from: 'Return requested', to: 'Return approved', by: ['shop', 'system'] },
  { from: 'Return requested', to: 'Return rejected', by: ['shop'] },
  { from: 'Return approved', to: 'Returned', by: ['shop', 'courier', 'system'] },
];

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

/** The states `actor` may move an order in `from` to. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to);
}

/** The delivery path, in order: a courier update never moves an order backwards along it. */
export const DELIVERY_PATH = ['Processing', 'Shipped', 'Out for delivery', 'Delivered'] as const;
export type DeliveryStatus = (typeof DELIVERY_PATH)[number];

/**
 * The courier states to pass through to bring an order from `from` to `target`, in order; empty
 * when the order is already there or beyond (a late "shipped" never undoes "delivered"), or off
 * the delivery path (cancelled, returned…). "Out for delivery" may be skipped by the courier.
 */
export function courierSteps(from: OrderStatus, target: DeliveryStatus): OrderStatus[] {
  const at = DELIVERY_PATH.indexOf(from as DeliveryStatus);
  const to = DELIVERY_PATH.indexOf(target);
  if (at < 0 || to <= at) return [];
  const steps: OrderStatus[] = [];
  let cur: OrderStatus = from;
  for (let i = at + 1; i <= to; i += 1) {
    const s = DELIVERY_PATH[i] as OrderStatus;
    if (s === 'Out for delivery' && target === 'Delivered' && canTransition(cur, target, 'courier'))
      continue;
    steps.push(s);
    cur = s;
  }
  return steps;
}

// ---------- Policy ----------

export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;

export const CANCELLATION_REASONS = [
  'Ordered by mistake',
  'Found a better price elsewhere',
  'Delivery is taking too long',
  'Want to change size or colour',
  'Want to change the address',
  'Other',
] as const;
export const RETURN_REASONS = [
  'Size or fit is not right',
  'Item is damaged or defective',
  'Wrong item received',
  'Looks different from the pictures',
  'Quality is not as expected',
  'Other',
] as const;
export const CancellationReasonSchema = z.enum(CANCELLATION_REASONS, {
  error: 'Please choose a reason for cancelling.',
});
export const ReturnReasonSchema = z.enum(RETURN_REASONS, {
  error: 'Please choose a reason for the return.',
});

/** Whether a return may still be requested for an order delivered at `deliveredAt`. */
export function withinReturnWindow(deliveredAt: Date | string | null, now = new Date()): boolean {
  if (!deliveredAt) return false;
  return now.getTime() - new Date(deliveredAt).getTime() <= RETURN_WINDOW_MS;
}

// ---------- Order answer parts ----------

export const TimelineEntrySchema = z.object({
  status: OrderStatusSchema,
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  /** The shopper's answer carries only notes meant for them (else the state's own wording). */
  note: z.string(),
  /** Back office only: the staff member who acted, and whether the note is shown to the shopper. */
  by: z.string().optional(),
  visibleToCustomer: z.boolean().optional(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

export const ShipmentSchema = z.object({
  courier: z.string(),
  awb: z.string(),
  trackingUrl: z.string(),
  /** Entered by staff for a courier of their own (never tracked nor cancelled by the API). */
  manual: z.boolean().optional(),
});

export const REFUND_STATES = ['pending', 'refunded', 'failed', 'bank-transfer'] as const;
export const OrderRefundSchema = z.object({
  /** What caused it; absent on older orders (a cancelled order's is its cancellation). */
  kind: z.enum(['cancellation', 'return']).nullable().optional(),
  amount: z.number(),
  fee: z.number(),
  /** Rupees of coupon benefit on kept items recovered from a return's refund. */
  recovered: z.number().optional(),
  /** Rupees of delivery refunded (a return of every unit). */
  delivery: z.number().optional(),
  /** pending → refunded through Razorpay; bank-transfer: cash on delivery, paid by the shop. */
  status: z.enum(REFUND_STATES),
  refundId: z.string().nullable(),
  /** Where a bank-transfer refund is to be paid, masked (null until the shopper gives it). */
  payout: RefundPayoutViewSchema.nullable().optional(),
});

export const ReturnRequestSchema = z.object({
  reason: ReturnReasonSchema,
  note: z.string(),
  items: z.array(z.object({ itemId: z.string(), quantity: z.number().int() })),
  photos: z.array(z.string()),
  requestedAt: z.string(),
});

/** A staff note the shop made visible to the customer: its text and time, never its author. */
export const CustomerNoteSchema = z.object({ text: z.string(), at: z.string() });
export type CustomerNote = z.infer<typeof CustomerNoteSchema>;

export const LifecycleFieldsSchema = z.object({
  timeline: z.array(TimelineEntrySchema),
  /** Notes from the shop for the shopper, oldest first (on the order's own page). */
  customerNotes: z.array(CustomerNoteSchema).optional(),
  shipment: ShipmentSchema.nullable(),
  refund: OrderRefundSchema.nullable(),
  cancellation: z
    .object({ reason: z.string(), note: z.string(), by: z.enum(ORDER_ACTORS) })
    .nullable(),
  returnRequest: ReturnRequestSchema.nullable(),
  deliveredAt: z.string().nullable(),
  /** The delivery date range given when the order was placed (from the pincode's ETA). */
  expectedDelivery: DeliveryRangeSchema.nullable().optional(),
  /** The order's money as its ledger reads it, rupees. */
  money: z
    .object({
      charged: z.number(),
      captured: z.number(),
      refunded: z.number(),
      /** Refunds the shop owes and has not paid yet. */
      owed: z.number(),
      feesKept: z.number(),
    })
    .optional(),
  /** The GST tax invoice, once the order is confirmed. */
  invoice: z.object({ number: z.string(), issuedAt: z.string() }).nullable().optional(),
  creditNotes: z
    .array(
      z.object({
        number: z.string(),
        issuedAt: z.string(),
        kind: z.enum(['cancellation', 'return']),
        amount: z.number(),
      }),
    )
    .optional(),
  /** What the shopper may do now. */
  canCancel: z.boolean(),
  canReturn: z.boolean(),
});

// ---------- Shopper requests ----------

const note = z.string().trim().max(500, { error: 'Please keep the note under 500 characters.' });

export const CancelOrderBodySchema = z.object({
  reason: CancellationReasonSchema,
  note: note.default(''),
});
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>;

/** Multipart form: `items` is a JSON array of {itemId, quantity} (or a single item id). */
export const ReturnOrderBodySchema = z.object({
  reason: ReturnReasonSchema,
  note: note.default(''),
  items: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z
      .array(
        z.object({
          itemId: z.string().regex(/^[a-f\d]{24}$/i, { error: 'Invalid item.' }),
          quantity: z.coerce.number().int().min(1).max(100),
        }),
        { error: 'Please choose the items to return.' },
      )
      .min(1, { error: 'Please choose the items to return.' })
      .max(50),
  ),
});
export type ReturnOrderBody = z.infer<typeof ReturnOrderBodySchema>;

/** The courier webhook's body (signed with HMAC-SHA256 in `X-Courier-Signature`). */
export const CourierWebhookBodySchema = z.object({
  id: z.string().trim().min(1).max(200),
  awb: z.string().trim().min(1).max(64),
  status: z.string().trim().min(1).max(64),
  at: z.string().optional(),
});

/**
 * What a return refunds, in the sentences the return dialog and the e-mail share: the amount, the
 * coupon benefit recovered on the items kept, delivery back on a full return, and how it is paid.
 * Amounts in rupees, from the ledger's `returnQuote` (or the refund it recorded).
 */
export function returnRefundLines(
  q: { refund: number; recovered: number; delivery: number },
  coupon: string | null | undefined,
  method: 'Online' | 'COD',
): string[] {
  return [
    LifecycleMsg.returnRefund(q.refund),
    ...(q.recovered > 0 ? [LifecycleMsg.returnOfferWithdrawn(coupon ?? '', q.recovered)] : []),
    ...(q.delivery > 0 ? [LifecycleMsg.returnDeliveryRefunded(q.delivery)] : []),
    method === 'COD' ? LifecycleMsg.returnPaidCod : LifecycleMsg.returnPaidOnline,
  ];
}

// ---------- Shopper forms ----------

/**
 * The cancel-order dialog: the request body as it is (reason, optional note).
 * @alias
 */
export const CancelOrderFormSchema = CancelOrderBodySchema;

/** The return dialog: a reason, an optional note and the ids of the lines to return (whole lines). */
export const ReturnOrderFormSchema = z.object({
  itemIds: z
    .array(z.string(), { error: LifecycleMsg.chooseItems })
    .min(1, { error: LifecycleMsg.chooseItems }),
  reason: ReturnReasonSchema,
  note: note.default(''),
});
