import { EXCHANGE_STATUSES } from '@vastra/contracts/exchange';
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * Exchanges: one order line swapped for another size of the same product. One per order line (a
 * unique index), so two requests for the same line can never both stand. `price` is what the line
 * was bought at (the replacement costs the same: nothing is refunded or charged).
 */
const entrySchema = new Schema(
  {
    status: { type: String, enum: EXCHANGE_STATUSES, required: true },
    at: { type: Date, required: true },
    note: { type: String, default: '' },
    /** Staff steps: the staff member's e-mail (never shown to the shopper). */
    by: { type: String, default: null },
  },
  { _id: false },
);

const exchangeSchema = new Schema(
  {
    order: { type: Schema.Types.ObjectId, required: true },
    user: { type: Schema.Types.ObjectId, required: true },
    itemId: { type: Schema.Types.ObjectId, required: true },
    productId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    image: { type: String, default: null },
    price: { type: Number, required: true },
    /** Units exchanged: the whole line. */
    quantity: { type: Number, required: true, min: 1 },
    fromSize: { type: String, required: true },
    toSize: { type: String, required: true },
    status: { type: String, enum: EXCHANGE_STATUSES, required: true },
    timeline: { type: [entrySchema], default: [] },
    rejectReason: { type: String, default: null },
    shipment: {
      type: new Schema({ courier: String, awb: String }, { _id: false }),
      default: null,
    },
  },
  { timestamps: true },
);

exchangeSchema.index({ order: 1, itemId: 1 }, { unique: true }); // one exchange per order line
exchangeSchema.index({ order: 1, user: 1 }); // an order's exchanges, its shopper's own
exchangeSchema.index({ createdAt: -1 }); // the back office's list, newest first
exchangeSchema.index({ status: 1, createdAt: -1 }); // … by state

export type ExchangeDoc = InferSchemaType<typeof exchangeSchema>;
export type ExchangeLean = ExchangeDoc & { _id: Types.ObjectId };
export const ExchangeModel = mongoose.model('Exchange', exchangeSchema);
