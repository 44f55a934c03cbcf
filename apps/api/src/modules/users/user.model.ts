import mongoose, { Schema, type InferSchemaType, type HydratedDocument } from 'mongoose';

/**
 * Users. The accounts module owns this file. `tokenVersion` is embedded in every JWT
 * and bumped on password change/reset so older tokens die.
 */
const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    phone: { type: String, required: true, match: /^\d{10}$/ },
    passwordHash: { type: String, required: true, select: false },
    gender: { type: String, enum: ['male', 'female', 'other', ''], default: '' },
    dob: { type: String, default: '' },
    tokenVersion: { type: Number, default: 0 },
    resetTokenHash: { type: String, default: null, select: false },
    resetTokenExpiresAt: { type: Date, default: null, select: false },
    /** Staff turned cash on delivery off for this shopper: checkout takes online payment only. */
    codDisabled: { type: Boolean, default: false },
    /** Staff blocked the account: no sign-in, no signed-in request (sessions end on blocking). */
    blocked: { type: Boolean, default: false },
    /** Cash-on-delivery parcels this shopper refused at the door (returned to the shop). */
    codRefusals: { type: Number, default: 0, min: 0 },
  },
  { timestamps: true },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ resetTokenHash: 1 }, { sparse: true });
userSchema.index({ phone: 1 }); // the back office's order search by a customer's phone
// The back office's customer list: newest first, alone or filtered by blocked or COD refusals.
userSchema.index({ createdAt: -1, _id: -1 });
userSchema.index({ blocked: 1, createdAt: -1, _id: -1 });
userSchema.index({ codRefusals: 1, createdAt: -1, _id: -1 });

export type User = InferSchemaType<typeof userSchema>;
export type UserDoc = HydratedDocument<User>;
export const UserModel = mongoose.model('User', userSchema);

/** The API shape of a user: never the password hash or reset token. */
export function toUserDto(u: User & { _id: unknown }) {
  return {
    _id: String(u._id),
    name: u.name,
    email: u.email,
    phone: u.phone,
    gender: (u.gender ?? '') as 'male' | 'female' | 'other' | '',
    dob: u.dob ?? '',
    ...(u.codDisabled ? { codDisabled: true } : {}),
    ...(u.createdAt instanceof Date ? { createdAt: u.createdAt.toISOString() } : {}),
  };
}
