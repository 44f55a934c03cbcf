import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

/** Wishlist entries: one document per user and product (unique), so adding twice cannot duplicate. */
const wishlistItemSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    product: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
  },
  { timestamps: true },
);

wishlistItemSchema.index({ user: 1, product: 1 }, { unique: true });
wishlistItemSchema.index({ user: 1, createdAt: -1 });

export type WishlistEntry = InferSchemaType<typeof wishlistItemSchema>;
export type WishlistEntryLean = WishlistEntry & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const WishlistItemModel = mongoose.model('WishlistItem', wishlistItemSchema);
