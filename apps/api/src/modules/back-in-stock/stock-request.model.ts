import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * Back-in-stock requests: one per (lower-cased) e-mail, product and size ('' for a one-size
 * product). `waiting` until the size comes back and the mail goes, then `sent` with its time.
 */
const stockRequestSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    size: { type: String, default: '' },
    /** The signed-in shopper who asked, if any. */
    user: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    status: { type: String, enum: ['waiting', 'sent'], default: 'waiting' },
    sentAt: { type: Date, default: null },
  },
  { timestamps: true },
);

stockRequestSchema.index({ email: 1, product: 1, size: 1 }, { unique: true });
// The mail job: who waits for this product's size.
stockRequestSchema.index({ product: 1, size: 1, status: 1 });

export type StockRequest = InferSchemaType<typeof stockRequestSchema>;
export const StockRequestModel = mongoose.model('StockRequest', stockRequestSchema);
