import { STAFF_ROLES, type Staff } from '@vastra/contracts/admin/staff';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * Back-office accounts, kept apart from shoppers (their own collection and token audience).
 * `tokenVersion` is in every staff token and bumped when the password changes or the account is
 * deactivated, so older tokens die at once.
 */
const staffSchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    passwordHash: { type: String, required: true, select: false },
    role: { type: String, enum: STAFF_ROLES, required: true },
    active: { type: Boolean, default: true },
    tokenVersion: { type: Number, default: 0 },
  },
  { timestamps: true },
);

staffSchema.index({ email: 1 }, { unique: true });
staffSchema.index({ role: 1, active: 1 }); // counting active owners

export type StaffRecord = InferSchemaType<typeof staffSchema>;
export const StaffModel = mongoose.model('Staff', staffSchema);

/** The API shape of a staff account: never the password hash. */
export function toStaffDto(s: StaffRecord & { _id: unknown }): Staff {
  return {
    _id: String(s._id),
    name: s.name,
    email: s.email,
    role: s.role as Staff['role'],
    active: s.active ?? true,
    editVersion: s.editVersion ?? 0,
    ...(s.createdAt instanceof Date ? { createdAt: s.createdAt.toISOString() } : {}),
  };
}
