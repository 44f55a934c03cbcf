import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/** Staff notes on a customer ("refused two parcels, call before shipping"), newest first. */
const customerNoteSchema = new Schema({
  user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  text: { type: String, required: true, maxlength: 1000 },
  by: {
    id: { type: String, required: true },
    name: { type: String, required: true },
  },
  at: { type: Date, required: true },
});

customerNoteSchema.index({ user: 1, at: -1 });

export type CustomerNote = InferSchemaType<typeof customerNoteSchema>;
export type CustomerNoteLean = CustomerNote & { _id: Types.ObjectId };
export const CustomerNoteModel = mongoose.model(
  'CustomerNote',
  customerNoteSchema,
  'customer_notes',
);
