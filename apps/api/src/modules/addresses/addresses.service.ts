import { AccountMsg, MAX_ADDRESSES, type Address, type AddressBody } from '@vastra/contracts';
import { AppError } from '../../lib/app-error';
import { UserModel } from '../users/user.model';
import { AddressModel, toAddressDto } from './address.model';

/**
 * Saved addresses. Every query filters by the owner, so another user's id reads as not found.
 * Invariant: a user with addresses has exactly one default.
 */

/** Default first, then newest (served by the { user, isDefault, createdAt } index). */
export async function listAddresses(userId: string): Promise<Address[]> {
  const docs = await AddressModel.find({ user: userId }).sort({ isDefault: -1, createdAt: -1, _id: -1 }).lean();
  return docs.map(toAddressDto);
}

async function ownedOr404(userId: string, id: string) {
  const doc = await AddressModel.findOne({ _id: id, user: userId }).lean();
  if (!doc) throw AppError.notFound(AccountMsg.addressNotFound);
  return doc;
}

/** The first address becomes the default; a user keeps at most MAX_ADDRESSES. */
export async function addAddress(userId: string, body: AddressBody): Promise<Address> {
  const count = await AddressModel.countDocuments({ user: userId });
  if (count >= MAX_ADDRESSES) throw AppError.conflict(AccountMsg.tooManyAddresses);
  let name = body.name;
  if (!name) {
    const user = await UserModel.findById(userId, { name: 1 }).lean();
    name = user?.name ?? '';
  }
  const doc = await AddressModel.create({ ...body, name, user: userId, isDefault: count === 0 });
  return toAddressDto(doc.toObject());
}

export async function updateAddress(userId: string, id: string, body: AddressBody): Promise<Address> {
  const set: Record<string, string> = {
    address: body.address,
    city: body.city,
    state: body.state,
    country: body.country,
    phone: body.phone,
    landmark: body.landmark,
    zipcode: body.zipcode,
  };
  if (body.name) set.name = body.name;
  const doc = await AddressModel.findOneAndUpdate({ _id: id, user: userId }, { $set: set }, { returnDocument: 'after' }).lean();
  if (!doc) throw AppError.notFound(AccountMsg.addressNotFound);
  return toAddressDto(doc);
}

/** Deleting the default promotes the newest remaining address. */
export async function deleteAddress(userId: string, id: string): Promise<void> {
  const doc = await AddressModel.findOneAndDelete({ _id: id, user: userId }).lean();
  if (!doc) throw AppError.notFound(AccountMsg.addressNotFound);
  if (doc.isDefault) await promoteNewest(userId);
}

async function promoteNewest(userId: string): Promise<void> {
  const next = await AddressModel.findOne({ user: userId }, { _id: 1 }).sort({ isDefault: -1, createdAt: -1, _id: -1 }).lean();
  if (next) await AddressModel.updateOne({ _id: next._id, user: userId }, { $set: { isDefault: true } });
}

export async function setDefaultAddress(userId: string, id: string): Promise<Address> {
  await ownedOr404(userId, id);
  await AddressModel.updateMany({ user: userId, isDefault: true, _id: { $ne: id } }, { $set: { isDefault: false } });
  const doc = await AddressModel.findOneAndUpdate({ _id: id, user: userId }, { $set: { isDefault: true } }, { returnDocument: 'after' }).lean();
  // Deleted between the two steps: make sure someone is still the default.
  if (!doc) {
    await promoteNewest(userId);
    throw AppError.notFound(AccountMsg.addressNotFound);
  }
  return toAddressDto(doc);
}
