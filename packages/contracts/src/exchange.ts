import { z } from 'zod';
import { optionalFilter } from './admin/paging';
import { ObjectIdSchema, PaginationQuerySchema, PaginationSchema, successBody } from './common';
import {
  EXCHANGE_STATUSES,
  EXCHANGE_ACTIONS,
  type ExchangeAction,
  ExchangeMsg,
} from './exchange-states';

export * from './exchange-states';

/**
 * Exchanges: a delivered item swapped for another size of the same product, instead of a return.
 * One exchange per order line, asked for within the return window; the new size's unit is
 * reserved when it is asked for (released when staff reject it), nothing is refunded and nothing
 * more is paid. Its states, the one table of allowed moves (and who may make each), the
 * shopper's wording of each state, the messages, and the request and answer shapes.
 */

export const ExchangeStatusSchema = z.enum(EXCHANGE_STATUSES);

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
