import type { ClientSession, Types } from 'mongoose';
import { UserModel } from './user.model';

/** Counts one refused cash on delivery parcel on the customer's account, in the caller's transaction. */
export async function recordCodRefusal(
  userId: Types.ObjectId | string,
  session: ClientSession,
): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $inc: { codRefusals: 1 } }, { session });
}
