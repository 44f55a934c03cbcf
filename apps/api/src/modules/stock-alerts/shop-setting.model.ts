import mongoose, { Schema } from 'mongoose';

/** The shop's settings staff change in the back office, one document per setting (`_id`). */
const shopSettingSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** `low-stock`: sizes at this many units or fewer are low. */
    threshold: { type: Number, min: 0 },
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
  },
  { timestamps: true },
);

export const ShopSettingModel = mongoose.model('ShopSetting', shopSettingSchema, 'shop_settings');
