import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/**
 * The bag: one document per line, so every change is a single-document atomic write.
 * A line is a product in one size (null for one-size products); the same product and size
 * again raises that line's quantity (unique index).
 */
const cartItemSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    size: { type: String, default: null },
    quantity: { type: Number, required: true, min: 1 },
  },
  { timestamps: true },
);

// One line per user, product and size; the { user } prefix also serves listing and emptying.
cartItemSchema.index({ user: 1, product: 1, size: 1 }, { unique: true });
cartItemSchema.index({ user: 1, createdAt: 1 });

export type CartLine = InferSchemaType<typeof cartItemSchema>;
export type CartLineLean = CartLine & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export const CartItemModel = mongoose.model('CartItem', cartItemSchema);
