import type { ClientSession, Types } from 'mongoose';
import { UserModel } from '../user.model';
import { escapeRegex } from '../../../lib/regex';

/** Data access for the back office's customers: the shoppers' accounts, nothing else. */

export interface CustomerAccountFilter {
  /** Words of the name, the start of the e-mail, or a phone number. */
  text?: string;
  /** Only these accounts (`in`) or all but these (`nin`). */
  ids?: { in?: Types.ObjectId[]; nin?: Types.ObjectId[] };
  codRefusals?: boolean;
  blocked?: boolean;
}

export interface CustomerAccountLean {
  _id: Types.ObjectId;
  name: string;
  email: string;
  phone: string;
  gender?: string | null;
  dob?: string | null;
  createdAt: Date;
  codDisabled?: boolean | null;
  blocked?: boolean | null;
  codRefusals?: number | null;
}

const ACCOUNT_FIELDS = {
  name: 1,
  email: 1,
  phone: 1,
  gender: 1,
  dob: 1,
  createdAt: 1,
  codDisabled: 1,
  blocked: 1,
  codRefusals: 1,
} as const;

function toQuery(f: CustomerAccountFilter): Record<string, unknown> {
  const q: Record<string, unknown> = {};
  if (f.text) {
    // A phone number is searched only when the words are one (digits, spaces, + or -).
    const digits = /^[\d\s+-]+$/.test(f.text) ? f.text.replace(/\D/g, '') : '';
    q.$or = [
      { name: { $regex: escapeRegex(f.text), $options: 'i' } },
      { email: { $regex: `^${escapeRegex(f.text.toLowerCase())}` } },
      ...(digits.length >= 4 ? [{ phone: { $regex: escapeRegex(digits) } }] : []),
    ];
  }
  if (f.ids?.in) q._id = { $in: f.ids.in };
  if (f.ids?.nin) q._id = { $nin: f.ids.nin };
  if (f.codRefusals === true) q.codRefusals = { $gt: 0 };
  if (f.codRefusals === false) q.codRefusals = { $lte: 0 };
  if (f.blocked === true) q.blocked = true;
  if (f.blocked === false) q.blocked = { $ne: true };
  return q;
}

export function findCustomerAccountsPage(f: CustomerAccountFilter, skip: number, limit: number) {
  return UserModel.find(toQuery(f), ACCOUNT_FIELDS)
    .sort({ createdAt: -1, _id: -1 })
    .skip(skip)
    .limit(limit)
    .lean<CustomerAccountLean[]>();
}

export function countCustomerAccounts(f: CustomerAccountFilter) {
  const q = toQuery(f);
  // No filter: the collection's own count instead of counting every account.
  return Object.keys(q).length ? UserModel.countDocuments(q) : UserModel.estimatedDocumentCount();
}

export function findCustomerAccount(id: string) {
  return UserModel.findById(id, ACCOUNT_FIELDS).lean<CustomerAccountLean>();
}

/**
 * Sets cash on delivery and blocking on an account; blocking also bumps the token version, so
 * every session of the shopper ends at once. Answers the account before the change.
 */
export function setCustomerFlags(
  id: string,
  set: { codDisabled?: boolean; blocked?: boolean },
  session: ClientSession,
) {
  return UserModel.findOneAndUpdate(
    { _id: id },
    { $set: set, ...(set.blocked ? { $inc: { tokenVersion: 1 } } : {}) },
    { returnDocument: 'before', projection: ACCOUNT_FIELDS, session },
  ).lean<CustomerAccountLean>();
}
