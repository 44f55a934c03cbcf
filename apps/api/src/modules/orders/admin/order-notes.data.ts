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
});

/** An order's staff notes, oldest first. */
export async function notesOf(orderId: Types.ObjectId | string): Promise<AdminOrderNote[]> {
  const notes = await OrderNoteModel.find({ order: new Types.ObjectId(String(orderId)) })
    .sort({ at: -1 })
    .limit(NOTES_SHOWN)
    .lean<OrderNoteLean[]>();
  return notes.reverse().map(toNote);
}
