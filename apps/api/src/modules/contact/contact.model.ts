import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** Contact-form requests, kept so none is lost when the shop's mail is down. */
const contactSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    phone: { type: String, required: true, match: /^\d{10}$/ },
    message: { type: String, required: true, maxlength: 5000 },
    /** Whether the notification reached the shop's inbox. */
    mailed: { type: Boolean, default: false },
    ip: { type: String, default: '' },
    /** The back office's inbox state (requests stored before it existed read as new). */
    state: { type: String, enum: ['new', 'read', 'answered'], default: 'new' },
    readAt: { type: Date, default: null },
    answeredAt: { type: Date, default: null },
  },
  { timestamps: true },
);

// The inbox, newest first: all, or new ones (`$nin` read/answered: older messages have no state).
contactSchema.index({ createdAt: -1, _id: -1, state: 1 });
contactSchema.index({ email: 1, createdAt: -1 }); // look-ups by sender
contactSchema.index({ state: 1, createdAt: -1, _id: -1 }); // read or answered ones, and counts by state

export type ContactRequest = InferSchemaType<typeof contactSchema>;
export const ContactModel = mongoose.model('ContactRequest', contactSchema);
