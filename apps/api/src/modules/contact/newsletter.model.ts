import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** Newsletter subscribers: each (lower-cased) e-mail once. */
const subscriberSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
  },
  { timestamps: true },
);

subscriberSchema.index({ email: 1 }, { unique: true });
// The back office's list (newest first) and the CSV export (oldest first).
subscriberSchema.index({ createdAt: -1 });

export type NewsletterSubscriber = InferSchemaType<typeof subscriberSchema>;
export const NewsletterModel = mongoose.model('NewsletterSubscriber', subscriberSchema);
