import { z } from 'zod';
import { successBody } from '../common';

/**
 * Staff notes on an order: written at any time without changing its state, read in the back
 * office beside the order's timeline. A note is private to staff unless staff tick "Visible to
 * the customer": then the shopper's order timeline shows its text and time (never who wrote it).
 * Private notes are in no shopper answer or e-mail.
 */

export const ORDER_NOTE_MAX = 1000;

export const OrderNoteMsg = {
  noteRequired: 'Please write a note.',
  noteTooLong: `Please keep the note under ${ORDER_NOTE_MAX} characters.`,
  noteAdded: 'Note added.',
  visibleLabel: 'Visible to the customer',
} as const;

export const OrderNoteBodySchema = z.object({
  text: z
    .string({ error: OrderNoteMsg.noteRequired })
    .trim()
    .min(1, { error: OrderNoteMsg.noteRequired })
    .max(ORDER_NOTE_MAX, { error: OrderNoteMsg.noteTooLong }),
  /** Shown on the shopper's order timeline (text and time only); private when left out. */
  visibleToCustomer: z.boolean().optional(),
});

export const AdminOrderNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** The staff member's name. */
  by: z.string(),
  at: z.string(),
  visibleToCustomer: z.boolean().optional(),
});
export type AdminOrderNote = z.infer<typeof AdminOrderNoteSchema>;

export const AdminOrderNoteResponseSchema = successBody({
  message: z.string(),
  data: AdminOrderNoteSchema,
});
