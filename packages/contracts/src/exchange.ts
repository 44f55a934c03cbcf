import { z } from 'zod';
import { optionalFilter } from './admin/paging';
import { ObjectIdSchema, PaginationQuerySchema, PaginationSchema, successBody } from './common';

/**
 * Exchanges: a delivered item swapped for another size of the same product, instead of a return.
 * One exchange per order line, asked for within the return window; the new size's unit is
 * reserved when it is asked for (released when staff reject it), nothing is refunded and nothing
 * more is paid. Its states, the one table of allowed moves (and who may make each), the
 * shopper's wording of each state, the messages, and the request and answer shapes.
 */

export const EXCHANGE_STATUSES = [
  'Exchange requested',
  'Exchange approved',
  'Picked up',
  'Replacement shipped',
  'Exchange completed',
  'Exchange rejected',
] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
export const ExchangeStatusSchema = z.enum(EXCHANGE_STATUSES);

/** What staff may do to an exchange, and the state each action moves it to. */
export const EXCHANGE_ACTIONS = {
  approve: 'Exchange approved',
  reject: 'Exchange rejected',
  pickedUp: 'Picked up',
  ship: 'Replacement shipped',
  complete: 'Exchange completed',
} as const satisfies Record<string, ExchangeStatus>;
export type ExchangeAction = keyof typeof EXCHANGE_ACTIONS;

/** Every allowed move (by staff); anything else is refused and never applied. */
export const EXCHANGE_TRANSITIONS: readonly { from: ExchangeStatus; to: ExchangeStatus }[] = [
  { from: 'Exchange requested', to: 'Exchange approved' },
  { from: 'Exchange requested', to: 'Exchange rejected' },
  { from: 'Exchange approved', to: 'Picked up' },
  { from: 'Picked up', to: 'Replacement shipped' },
  { from: 'Replacement shipped', to: 'Exchange completed' },
];

export function canMoveExchange(from: ExchangeStatus, to: ExchangeStatus): boolean {
  return EXCHANGE_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

/** The staff actions allowed on an exchange in `status`, in the table's order. */
export function exchangeActions(status: ExchangeStatus): ExchangeAction[] {
  return (Object.keys(EXCHANGE_ACTIONS) as ExchangeAction[]).filter((a) =>
    canMoveExchange(status, EXCHANGE_ACTIONS[a]),
  );
}

/** The path an exchange takes when all goes well, for the timeline's steps still ahead. */
export const EXCHANGE_PATH: readonly ExchangeStatus[] = [
  'Exchange requested',
  'Exchange approved',
  'Picked up',
  'Replacement shipped',
  'Exchange completed',
];

/** Each state in the shopper's words (the order page's timeline and the e-mails). */
export const EXCHANGE_STATUS_WORDING: Record<ExchangeStatus, string> = {
  'Exchange requested': 'Exchange requested — your new size is kept for you',
  'Exchange approved': 'Exchange approved — our courier will pick up the item (reverse pickup)',
  'Picked up': 'Picked up — we have your item back',
  'Replacement shipped': 'Replacement shipped — your new size is on its way',
  'Exchange completed': 'Exchange completed',
  'Exchange rejected': 'Exchange rejected',
};

export const ExchangeMsg = {
  requested: 'Exchange requested. Your new size is kept for you.',
  chooseSize: 'Please choose the size you want instead.',
  sameSize: 'Please choose a size other than the one you have.',
  unknownSize: 'This product does not come in that size.',
  sizeSoldOut: 'Sorry, that size has just sold out. Please choose another size or return the item.',
  priceChanged:
    'This item’s price has changed since you bought it, so it cannot be exchanged. You can return it instead.',
  productGone:
    'This product is no longer sold, so it cannot be exchanged. You can return it instead.',
  noSizes:
    'This item comes in one size only, so it cannot be exchanged. You can return it instead.',
  noOtherSize: 'No other size in stock — you can return it instead',
  notDelivered: 'Only a delivered order’s items can be exchanged.',
  windowClosed: 'The exchange window for this order has closed.',
  alreadyExchanged: 'An exchange has already been asked for this item.',
  alreadyReturned: 'A return has already been asked for this order.',
  itemExchanged: 'This item is being exchanged, so it cannot be returned.',
  notFound: 'Exchange not found.',
  rejectReasonRequired: 'Please give the reason for rejecting the exchange.',
  courierRequired: 'Please enter the courier’s name.',
  awbRequired: 'Please enter the AWB number.',
  refused: (from: ExchangeStatus, to: ExchangeStatus) =>
    `An exchange that is “${from}” cannot be moved to “${to}”.`,
  done: {
    approve: 'Exchange approved.',
    reject: 'Exchange rejected; the reserved size is back in stock.',
    pickedUp: 'Marked picked up; the returned size is back in stock.',
    ship: 'Replacement marked shipped.',
    complete: 'Exchange completed.',
  } satisfies Record<ExchangeAction, string>,
} as const;

// ---------- Requests ----------

export const RequestExchangeBodySchema = z.object({
  itemId: ObjectIdSchema,
  size: z
    .string({ error: ExchangeMsg.chooseSize })
    .trim()
    .min(1, { error: ExchangeMsg.chooseSize })
    .max(20, { error: ExchangeMsg.unknownSize }),
});
export type RequestExchangeBody = z.infer<typeof RequestExchangeBodySchema>;

export const ExchangeIdParamsSchema = z.object({ id: ObjectIdSchema });

/** A staff action; a rejection needs its reason, a shipment the courier and AWB typed by hand. */
export const ExchangeActionBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve') }),
    z.object({
      action: z.literal('reject'),
      reason: z
        .string({ error: ExchangeMsg.rejectReasonRequired })
        .trim()
        .min(1, { error: ExchangeMsg.rejectReasonRequired })
        .max(500),
    }),
    z.object({ action: z.literal('pickedUp') }),
    z.object({
      action: z.literal('ship'),
      courier: z
        .string({ error: ExchangeMsg.courierRequired })
        .trim()
        .min(1, { error: ExchangeMsg.courierRequired })
        .max(60),
      awb: z
        .string({ error: ExchangeMsg.awbRequired })
        .trim()
        .min(4, { error: ExchangeMsg.awbRequired })
        .max(40)
        .regex(/^[A-Za-z0-9-]+$/, { error: 'The AWB number may hold only letters, digits and -.' })
        .transform((s) => s.toUpperCase()),
    }),
    z.object({ action: z.literal('complete') }),
  ],
  { error: 'Please choose an action: approve, reject, pickedUp, ship or complete.' },
);
export type ExchangeActionBody = z.infer<typeof ExchangeActionBodySchema>;

/** The back office's list: by state, newest first, a page at a time; or one order's, all of them. */
export const AdminExchangeListQuerySchema = PaginationQuerySchema.extend({
  status: optionalFilter(ExchangeStatusSchema),
  orderId: ObjectIdSchema.optional(),
});

// ---------- Answers ----------

export const ExchangeTimelineEntrySchema = z.object({
  status: ExchangeStatusSchema,
  at: z.string(),
  note: z.string(),
});

export const ExchangeSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  itemId: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  fromSize: z.string(),
  toSize: z.string(),
  status: ExchangeStatusSchema,
  timeline: z.array(ExchangeTimelineEntrySchema),
  rejectReason: z.string().nullable(),
  shipment: z.object({ courier: z.string(), awb: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Exchange = z.infer<typeof ExchangeSchema>;

/** Per delivered line: the other sizes in stock now (empty: the exchange choice is disabled). */
export const ExchangeOptionSchema = z.object({ itemId: z.string(), sizes: z.array(z.string()) });
export type ExchangeOption = z.infer<typeof ExchangeOptionSchema>;

export const OrderExchangesResponseSchema = successBody({
  exchanges: z.array(ExchangeSchema),
  options: z.array(ExchangeOptionSchema),
});

export const ExchangeResponseSchema = successBody({
  message: z.string(),
  exchange: ExchangeSchema,
});

export const AdminExchangeSchema = ExchangeSchema.extend({
  /** The actions staff may take now. */
  actions: z.array(z.enum(Object.keys(EXCHANGE_ACTIONS) as [ExchangeAction, ...ExchangeAction[]])),
  orderRef: z.string(),
});
export type AdminExchange = z.infer<typeof AdminExchangeSchema>;
export const AdminExchangeListResponseSchema = successBody({
  data: z.array(AdminExchangeSchema),
  /** The page's numbers (absent for one order's exchanges, which come all at once). */
  pagination: PaginationSchema.optional(),
});
export const AdminExchangeActionResponseSchema = successBody({
  message: z.string(),
  data: AdminExchangeSchema,
});
