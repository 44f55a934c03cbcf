import { AccountMsg, MAX_ADDRESSES, type Address, type AddressBody } from '@vastra/contracts';
import { AppError } from '../../lib/app-error';
import { oid } from '../../lib/ids';
import { accountName } from '../users';
import { AddressModel, toAddressDto } from './address.model';
import { isDuplicateKey } from '../../lib/mongo-errors';

/**
 * Saved addresses. Every query filters by the owner, so another user's id reads as not found.
 * Invariant: a user with addresses has exactly one default.
 */

/** Default first, then newest (served by the { user, isDefault, createdAt } index). */
export async function listAddresses(userId: string): Promise<Address[]> {
  const docs = await AddressModel.find({ user: userId })
    .sort({ isDefault: -1, createdAt: -1, _id: -1 })
    .lean();
  return docs.map(toAddressDto);
}

async function ownedOr404(userId: string, id: string) {
  const doc = await AddressModel.findOne({ _id: id, user: userId }).lean();
  if (!doc) throw AppError.notFound(AccountMsg.addressNotFound);
  return doc;
}

const CHANGED_CONCURRENTLY = 'Your addresses changed at the same time. Please try again.';

/**
 * The first address becomes the default; a user keeps at most MAX_ADDRESSES. Concurrent adds:
 * the unique one-default-per-user index lets only one first address be the default, and an add
 * that finds the user over the cap afterwards (several read the count below it) gives way.
 */
export async function addAddress(userId: string, body: AddressBody): Promise<Address> {
  const count = await AddressModel.countDocuments({ user: userId });
  if (count >= MAX_ADDRESSES) throw AppError.conflict(AccountMsg.tooManyAddresses);
  let name = body.name;
  if (!name) {
    name = (await accountName(userId)) ?? '';
  }
  const fields = { ...body, name, user: userId };
  let doc;
  try {
    doc = await AddressModel.create({ ...fields, isDefault: count === 0 });
  } catch (err) {
    if (!(count === 0 && isDuplicateKey(err))) throw err;
    doc = await AddressModel.create({ ...fields, isDefault: false }); // another first address is the default
  }
  if ((await AddressModel.countDocuments({ user: userId })) > MAX_ADDRESSES) {
    await AddressModel.deleteOne({ _id: doc._id, user: userId });
    throw AppError.conflict(AccountMsg.tooManyAddresses);
  }
  return toAddressDto(doc.toObject());
}

export async function updateAddress(
  userId: string,
  id: string,
  body: AddressBody,
): Promise<Address> {
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
  const doc = await AddressModel.findOneAndUpdate(
    { _id: id, user: userId },
    { $set: set },
    { returnDocument: 'after' },
  ).lean();
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
  const next = await AddressModel.findOne({ user: userId }, { _id: 1 })
    .sort({ isDefault: -1, createdAt: -1, _id: -1 })
    .lean();
  if (!next) return;
  try {
    await AddressModel.updateOne({ _id: next._id, user: userId }, { $set: { isDefault: true } });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err; // another address became the default meanwhile
  }
}

/** Unsets the others, then sets this one; a concurrent change (unique one-default index) is retried. */
export async function setDefaultAddress(userId: string, id: string): Promise<Address> {
  await ownedOr404(userId, id);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await AddressModel.updateMany(
      { user: userId, isDefault: true, _id: { $ne: id } },
      { $set: { isDefault: false } },
    );
    let doc;
    try {
      doc = await AddressModel.findOneAndUpdate(
        { _id: id, user: userId },
        { $set: { isDefault: true } },
        { returnDocument: 'after' },
      ).lean();
    } catch (err) {
      if (isDuplicateKey(err)) continue; // another address was made the default in between
      throw err;
    }
    // Deleted between the two steps: make sure someone is still the default.
    if (!doc) {
      await promoteNewest(userId);
      throw AppError.notFound(AccountMsg.addressNotFound);
    }
    return toAddressDto(doc);
  }
  await promoteNewest(userId);
  throw AppError.conflict(CHANGED_CONCURRENTLY);
}

/** The shopper's address an order ships to; 404 when it is not (or no longer) one of theirs. */
export async function shippingAddress(userId: string, addressId: string) {
  const address = await AddressModel.findOne({ _id: oid(addressId), user: oid(userId) }).lean();
  if (!address) throw AppError.notFound(AccountMsg.shippingAddressNotFound);
  return address;
}
