import { MAX_BAG_LINES } from '@vastra/contracts';
import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * The bag: one document per shopper, its lines embedded in the order they were added and the
 * applied coupon code beside them. Everything a bag answer needs is read together, so it is stored
 * together: reading the bag is one query, and every change (add, ±1, remove, apply a code) is one
 * atomic write to this document that can answer the bag as it now is.
 *
 * A line is a product in one size (null for one-size products); the same product and size again
 * raises that line's quantity. The writes keep at most one line per product and size (their filters
 * only add a line the bag does not have) and at most MAX_BAG_LINES lines, so the document stays small.
 */
const bagLineSchema = new Schema(
  {
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    size: { type: String, default: null },
    quantity: { type: Number, required: true, min: 1 },
    addedAt: { type: Date, required: true },
  },
  { _id: true },
);

const bagSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    lines: { type: [bagLineSchema], default: [] },
    /** The code applied to the bag, so it survives a reload and reaches checkout. */
    coupon: { type: String, default: null },
  },
  { timestamps: true },
);

// One bag per shopper; every read and write starts from it.
bagSchema.index({ user: 1 }, { unique: true });

export type BagLine = InferSchemaType<typeof bagLineSchema> & { _id: Types.ObjectId };
export type BagLean = Omit<InferSchemaType<typeof bagSchema>, 'lines'> & {
  _id: Types.ObjectId;
  lines: BagLine[];
};
export const BagModel = mongoose.model('Bag', bagSchema);

/** Upper bound kept by the writes; exported for the data layer's filters. */
export const LAST_LINE_PATH = `lines.${MAX_BAG_LINES - 1}`;
