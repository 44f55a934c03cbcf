import type { Types } from 'mongoose';
import { escapeRegex } from '../../lib/regex';
import { UserModel } from './user.model';

/** Reads of shopper accounts other modules need: a mail's addressee, a customer's summary. */

type Id = Types.ObjectId | string;

/** Who a mail to this account goes to, or null when the account is gone. */
export function mailContact(id: Id): Promise<{ name: string; email: string } | null> {
  return UserModel.findById(id, { name: 1, email: 1 }).lean<{ name: string; email: string }>();
}

/** The account's name ('' when the account is gone). */
export async function accountName(id: Id): Promise<string | null> {
  const user = await UserModel.findById(id, { name: 1 }).lean<{ name: string }>();
  return user ? user.name : null;
}

/**
 * Accounts whose e-mail starts with `emailPrefix` (lower-case), whose phone is `phone`, or whose
 * name holds `name` (any case; a scan of the accounts, which are few beside the orders).
 */
export function findUserIds(match: { emailPrefix?: string; phone?: string; name?: string }) {
  const filter = match.phone
    ? { phone: match.phone }
    : match.name
      ? { name: { $regex: escapeRegex(match.name), $options: 'i' } }
      : { email: { $regex: `^${escapeRegex(match.emailPrefix ?? '')}` } };
  return UserModel.find(filter, { _id: 1 })
    .limit(500)
    .lean<{ _id: Types.ObjectId }[]>()
    .then((rows) => rows.map((r) => r._id));
}

/** What the back office shows of an order's customer. */
export interface CustomerLean {
  _id: Types.ObjectId;
  name: string;
  email: string;
  phone: string;
  codRefusals?: number;
}

export function findCustomers(ids: Types.ObjectId[]) {
  return UserModel.find(
    { _id: { $in: ids } },
    { name: 1, email: 1, phone: 1, codRefusals: 1 },
  ).lean<CustomerLean[]>();
}
