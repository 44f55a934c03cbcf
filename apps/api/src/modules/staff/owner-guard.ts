import mongoose, { Schema, type ClientSession } from 'mongoose';

/**
 * One document every change that can remove an active owner writes first, inside its
 * transaction. Two such changes at the same moment (two owners demoting each other, or an owner
 * demoting the other while deactivating themself) then write the same document: MongoDB lets one
 * commit and fails the other with a write conflict, and the retry counts the owners again, now
 * seeing the first change. Without it, each transaction would count the owners in its own
 * snapshot, both would see another owner left, and both would commit (write skew).
 */
const ownerGuardSchema = new Schema(
  {
    _id: { type: String, required: true },
    changes: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);

export const OwnerGuardModel = mongoose.model('StaffOwnerGuard', ownerGuardSchema, 'staff_guard');

const OWNERS = 'active-owners';

/** Takes the active owners' guard for this transaction (see above). */
export async function guardActiveOwners(session: ClientSession): Promise<void> {
  await OwnerGuardModel.updateOne(
    { _id: OWNERS },
    { $inc: { changes: 1 } },
    { upsert: true, session },
  );
}
