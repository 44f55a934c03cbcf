import { z } from 'zod';
import { ObjectIdSchema, successBody } from '../common';
import { AccountMsg, AddressSchema } from '../account';
import { AdminOrderRowSchema } from './orders';
import { AdminListQuerySchema, optionalFilter, pageOf } from './paging';

/**
 * Customers in the back office: the shoppers' accounts with their orders, money, returns, reviews
 * and staff notes, and the two things staff may change on an account: cash on delivery (turned off
 * for a shopper who keeps refusing parcels) and blocking (a blocked shopper can neither sign in
 * nor order, and every session of theirs ends).
 */

export const CustomerMsg = {
  /** The checkout's answer (and note) when staff turned cash on delivery off for the shopper. */
  codDisabled: AccountMsg.codDisabledForAccount,
  /** Sign-in and every signed-in request of a blocked shopper. */
  blocked: AccountMsg.accountBlocked,
  notFound: 'Customer not found.',
  noteRequired: 'Please write a note.',
  noteTooLong: 'Please keep the note under 1000 characters.',
  nothingToChange: 'Please say what to change.',
  updated: 'Customer updated.',
  noteAdded: 'Note added.',
} as const;

const yesNo = optionalFilter(z.enum(['yes', 'no']));

/** `q` matches words of the name, the start of the e-mail, or the phone number. */
export const AdminCustomerListQuerySchema = AdminListQuerySchema.extend({
  hasOrders: yesNo,
  /** `yes`: at least one cash-on-delivery parcel refused at the door. */
  codRefusals: yesNo,
  blocked: yesNo,
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuerySchema>;
export type AdminCustomerListInput = z.input<typeof AdminCustomerListQuerySchema>;

export const AdminCustomerRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  orders: z.number().int(),
  codRefusals: z.number().int(),
  codDisabled: z.boolean(),
  blocked: z.boolean(),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRowSchema>;
export const AdminCustomerListResponseSchema = pageOf(AdminCustomerRowSchema);
export type AdminCustomerListResponse = z.infer<typeof AdminCustomerListResponseSchema>;

/** An order on the customer's page: its row and what the ledger says was collected and refunded. */
export const AdminCustomerOrderSchema = AdminOrderRowSchema.omit({ customer: true }).extend({
  collected: z.number(),
  refunded: z.number(),
});

export const AdminCustomerReviewSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
});

export const AdminCustomerNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** The staff member's name. */
  by: z.string(),
  at: z.string(),
});

export const AdminCustomerDetailSchema = AdminCustomerRowSchema.extend({
  gender: z.string(),
  dob: z.string(),
  addresses: z.array(AddressSchema),
  orders: z.array(AdminCustomerOrderSchema),
  orderCount: z.number().int(),
  /**
   * Lifetime value in rupees from each order's ledger: what was collected less what was refunded
   * (a cash order counts once its cash is collected; refunds owed but unpaid are not subtracted).
   */
  lifetime: z.object({ collected: z.number(), refunded: z.number(), value: z.number() }),
  /** Orders with a return (requested, approved, rejected or refunded). */
  returns: z.array(AdminCustomerOrderSchema),
  reviews: z.array(AdminCustomerReviewSchema),
  notes: z.array(AdminCustomerNoteSchema),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;
export const AdminCustomerResponseSchema = successBody({ data: AdminCustomerDetailSchema });

export const AdminCustomerParamsSchema = z.object({ id: ObjectIdSchema });

export const UpdateCustomerBodySchema = z
  .object({
    codDisabled: z.boolean().optional(),
    blocked: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.codDisabled !== undefined || b.blocked !== undefined, {
    error: CustomerMsg.nothingToChange,
  });
export type UpdateCustomerBody = z.infer<typeof UpdateCustomerBodySchema>;

export const CustomerNoteBodySchema = z.object({
  text: z
    .string({ error: CustomerMsg.noteRequired })
    .trim()
    .min(1, { error: CustomerMsg.noteRequired })
    .max(1000, { error: CustomerMsg.noteTooLong }),
});

export const AdminCustomerActionResponseSchema = successBody({
  message: z.string(),
  data: AdminCustomerDetailSchema,
});
