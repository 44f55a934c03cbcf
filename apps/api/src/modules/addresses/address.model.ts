import { DEFAULT_COUNTRY } from '@vastra/contracts';
import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';

/**
 * Saved delivery addresses, owned by a user. Orders copy these fields into their own
 * addressSnapshot at checkout (an address may later be edited or deleted).
 * Fields: user, name, address, city, state, country, phone, landmark, zipcode, isDefault.
 */
const addressSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    name: { type: String, default: '', trim: true, maxlength: 100 },
    address: { type: String, required: true, trim: true, maxlength: 300 },
    city: { type: String, required: true, trim: true, maxlength: 100 },
    state: { type: String, required: true, trim: true, maxlength: 100 },
    country: { type: String, default: DEFAULT_COUNTRY, trim: true, maxlength: 100 },
    phone: { type: String, required: true, match: /^\d{10}$/ },
    landmark: { type: String, default: '', trim: true, maxlength: 200 },
    zipcode: { type: String, required: true, match: /^\d{6}$/ },
    isDefault: { type: Boolean, default: false },
  },
  { timestamps: true },
);

// Listing (default first, then newest) and ownership lookups: { user } prefix serves both.
addressSchema.index({ user: 1, isDefault: -1, createdAt: -1, _id: -1 });
// At most one default per user, even when requests race (the service retries on a duplicate).
addressSchema.index(
  { user: 1, isDefault: 1 },
  { unique: true, partialFilterExpression: { isDefault: true } },
);

export type Address = InferSchemaType<typeof addressSchema>;
export type AddressDoc = HydratedDocument<Address>;
export const AddressModel = mongoose.model('Address', addressSchema);

/** The API shape of an address (ids as strings, no owner field). */
export function toAddressDto(a: Address & { _id: unknown }) {
  return {
    _id: String(a._id),
    name: a.name ?? '',
    address: a.address,
    city: a.city,
    state: a.state,
    country: a.country ?? DEFAULT_COUNTRY,
    phone: a.phone,
    landmark: a.landmark ?? '',
    zipcode: a.zipcode,
    isDefault: Boolean(a.isDefault),
  };
}
