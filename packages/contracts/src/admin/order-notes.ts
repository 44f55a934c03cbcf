import { z } from 'zod';
import { successBody } from '../common';

/**
 * Staff notes on an order: written at any time without changing its state, read only in the back
 * office (beside the order's timeline), never shown to the shopper.
 */

export const ORDER_NOTE_MAX = 1000;

export const OrderNoteMsg = {
  noteRequired: 'Please write a note.',
  noteTooLong: `Please keep the note under ${ORDER_NOTE_MAX} characters.`,
  noteAdded: 'Note added.',
} as const;

export const OrderNoteBodySchema = z.object({
  text: z
    .string({ error: OrderNoteMsg.noteRequired })
    .trim()
    .min(1, { error: OrderNoteMsg.noteRequired })
    .max(ORDER_NOTE_MAX, { error: OrderNoteMsg.noteTooLong }),
});

export const AdminOrderNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** The staff member's name. */
  by: z.string(),
  at: z.string(),
});
export type AdminOrderNote = z.infer<typeof AdminOrderNoteSchema>;

export const AdminOrderNoteResponseSchema = successBody({
  message: z.string(),
  data: AdminOrderNoteSchema,
});
