import { ORDER_NOTE_MAX } from '@vastra/contracts/admin/order-notes';
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * Staff notes on an order ("customer asked to deliver after 6 pm"): kept apart from the order so
 * no shopper answer, e-mail or timeline step carries one, except a note staff marked visible to
 * the customer, which the shopper's order page shows (text and time only).
 */
const orderNoteSchema = new Schema({
  order: { type: Schema.Types.ObjectId, ref: 'Order', required: true },
  text: { type: String, required: true, maxlength: ORDER_NOTE_MAX },
  by: {
    id: { type: String, required: true },
    name: { type: String, required: true },
  },
  at: { type: Date, required: true },
  visibleToCustomer: { type: Boolean, default: false },
});

// An order's notes, newest first (shown oldest first).
orderNoteSchema.index({ order: 1, at: -1 });

type OrderNote = InferSchemaType<typeof orderNoteSchema>;
export type OrderNoteLean = OrderNote & { _id: Types.ObjectId };
export const OrderNoteModel = mongoose.model('OrderNote', orderNoteSchema, 'order_notes');
