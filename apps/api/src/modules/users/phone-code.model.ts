import mongoose, { Schema } from 'mongoose';

/**
 * One sign-in code per phone number (`_id` is the 10-digit number, so a number has at most one
 * live code and a new request replaces the old one). A request writes the row at once (known or
 * unknown number alike, so the resend cooldown answers the same for both); the SMS job then sets
 * the code's HMAC and its expiry. `user` is the account the code signs in (null when no single
 * account has the number: such a row never gets a code). The code itself is never stored.
 */
const phoneCodeSchema = new Schema(
  {
    _id: { type: String, required: true },
    user: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    requestedAt: { type: Date, required: true },
    codeHash: { type: String, default: null },
    expiresAt: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    usedAt: { type: Date, default: null },
    /** Rows go an hour after their last request (a TTL index). */
    purgeAt: { type: Date, required: true },
  },
  { collection: 'phone_codes', versionKey: false },
);
phoneCodeSchema.index({ purgeAt: 1 }, { expireAfterSeconds: 0 });

export const PhoneCodeModel = mongoose.model('PhoneCode', phoneCodeSchema);
