import { z } from 'zod';
import { ObjectIdSchema, PaginationQuerySchema, successBody } from '../common';
import { PaymentMethodSchema } from '../commerce';
import { PAYOUT_METHODS } from '../refund-payout';
import { AdminCustomerSchema, AdminOrderSchema } from './orders';
import { pageOf } from './paging';

/**
 * Refunds to pay by hand, in the back office: cash on delivery refunds (to the UPI ID or bank
 * account the shopper gave, or waiting for one) and gateway refunds that failed for good (to refund
 * from the Razorpay dashboard). Staff pay them outside the shop, then mark them paid with the
 * payment's reference; the shopper is told by e-mail.
 */

export const MANUAL_REFUND_STATES = ['bank-transfer', 'failed'] as const;

/**
 * Where to pay, for staff. Staff and owners see the full UPI ID and account number; read-only staff
 * see them masked (`full` false).
 */
export const AdminPayoutSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  /** `UPI: as***@okicici` or `A/c ••••1234, HDFC0001234`. */
  masked: z.string(),
  holder: z.string().nullable(),
  upiId: z.string().nullable(),
  ifsc: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountLast4: z.string().nullable(),
  /** Whether `upiId`/`accountNumber` are in full. */
  full: z.boolean(),
  providedAt: z.string(),
});

export const ManualRefundRowSchema = z.object({
  /** The order's id (its number in the back office). */
  orderId: z.string(),
  placedAt: z.string(),
  /** When the refund became owed (the order was cancelled or its return received). */
  owedSince: z.string(),
  status: z.enum(MANUAL_REFUND_STATES),
  kind: z.enum(['cancellation', 'return']),
  paymentMethod: PaymentMethodSchema,
  /** Rupees to pay. */
  amount: z.number(),
  customer: AdminCustomerSchema.nullable(),
  /** Where to pay a bank-transfer refund; null while the customer has not said. */
  payout: AdminPayoutSchema.nullable(),
  /** The Razorpay order a failed refund is made against (null for cash on delivery). */
  paymentId: z.string().nullable(),
});
export type ManualRefundRow = z.infer<typeof ManualRefundRowSchema>;

/** Oldest owed first. */
export const ManualRefundListQuerySchema = PaginationQuerySchema;
export type ManualRefundListInput = z.input<typeof ManualRefundListQuerySchema>;
export const ManualRefundListResponseSchema = pageOf(ManualRefundRowSchema);
export type ManualRefundListResponse = z.infer<typeof ManualRefundListResponseSchema>;

export const ManualRefundMsg = {
  referenceInvalid:
    'Please enter the payment’s reference (the UTR or UPI reference): 6 to 40 letters or digits.',
  waitingForAccount: 'The customer has not given an account to pay this refund to yet.',
  notOwed: 'This order has no refund waiting to be paid by hand: it may have just been paid.',
  paid: 'Refund marked as paid; the customer has been told.',
  waiting: 'Waiting for the customer’s account',
} as const;

export const MarkRefundPaidBodySchema = z.object({
  /** The UTR of a bank transfer, the UPI reference, or the Razorpay dashboard's refund id. */
  reference: z
    .string({ error: ManualRefundMsg.referenceInvalid })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_/-]{5,39}$/, { error: ManualRefundMsg.referenceInvalid }),
});

export const ManualRefundParamsSchema = z.object({ id: ObjectIdSchema });

export const MarkRefundPaidResponseSchema = successBody({
  message: z.string(),
  data: AdminOrderSchema,
});
