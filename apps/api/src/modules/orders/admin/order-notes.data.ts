import type { CustomerNote } from '@vastra/contracts';
import type { AdminOrderNote } from '@vastra/contracts/admin/order-notes';
import { Types } from 'mongoose';
import { OrderNoteModel, type OrderNoteLean } from './order-note.model';

/** The most notes an order's page shows (the oldest are left out beyond it). */
const NOTES_SHOWN = 200;

export const toNote = (n: OrderNoteLean): AdminOrderNote => ({
  _id: String(n._id),
  text: n.text,
  by: n.by?.name ?? '',
  at: n.at.toISOString(),
  visibleToCustomer: n.visibleToCustomer === true,
});

/** An order's staff notes, oldest first. */
export async function notesOf(orderId: Types.ObjectId | string): Promise<AdminOrderNote[]> {
  const notes = await OrderNoteModel.find({ order: new Types.ObjectId(String(orderId)) })
    .sort({ at: -1 })
    .limit(NOTES_SHOWN)
    .lean<OrderNoteLean[]>();
  return notes.reverse().map(toNote);
}

/**
 * The notes staff made visible to the order's shopper, oldest first: text and time only, never
 * who wrote them; private notes are not read at all.
 */
export async function customerNotesOf(orderId: Types.ObjectId | string): Promise<CustomerNote[]> {
  const notes = await OrderNoteModel.find(
    { order: new Types.ObjectId(String(orderId)), visibleToCustomer: true },
    { text: 1, at: 1 },
  )
    .sort({ at: -1 })
    .limit(NOTES_SHOWN)
    .lean<Pick<OrderNoteLean, 'text' | 'at'>[]>();
  return notes.reverse().map((n) => ({ text: n.text, at: n.at.toISOString() }));
}
