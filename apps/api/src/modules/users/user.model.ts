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
    /** Cash on delivery parcels this customer refused (returned to sender; see the back office). */
    codRefusals: { type: Number, default: 0 },
    resetTokenHash: { type: String, default: null, select: false },
    resetTokenExpiresAt: { type: Date, default: null, select: false },
  },
  { timestamps: true },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ resetTokenHash: 1 }, { sparse: true });
userSchema.index({ phone: 1 }); // the back office's order search by a customer's phone

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
    ...(u.createdAt instanceof Date ? { createdAt: u.createdAt.toISOString() } : {}),
  };
}
