import { Types, type ClientSession } from 'mongoose';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { BagModel, LAST_LINE_PATH, type BagLean } from './bag.model';
import { oid } from '../../lib/ids';

/**
 * Data access for the bag: every Mongo operator on the `bags` collection is here. Each change is one
 * `findOneAndUpdate` on the shopper's bag document whose filter carries the rule it must respect
 * (the line is still there, the quantity still within its bound, the bag not full), so two
 * concurrent changes cannot both pass a limit, and whose answer is the bag after the change: the
 * service answers from it without reading the bag again. `null` means the filter did not match
 * (the caller reads the bag to say why).
 */

const after = { returnDocument: 'after' as const };

export async function readBag(userId: string): Promise<BagLean | null> {
  return BagModel.findOne({ user: oid(userId) }).lean<BagLean>();
}

export interface NewLine {
  product: Types.ObjectId;
  size: string | null;
  quantity: number;
}

/**
 * Adds a line for a product and size the bag does not hold yet, while the bag has room; the first
 * line creates the bag. Null when the bag already has that product and size, or is full.
 */
export async function pushLine(userId: string, line: NewLine): Promise<BagLean | null> {
  try {
    return await BagModel.findOneAndUpdate(
      {
        user: oid(userId),
        $nor: [{ lines: { $elemMatch: { product: line.product, size: line.size } } }],
        [LAST_LINE_PATH]: { $exists: false },
      },
      { $push: { lines: { _id: new Types.ObjectId(), ...line, addedAt: new Date() } } },
      { ...after, upsert: true },
    ).lean<BagLean>();
  } catch (err) {
    // The filter missed an existing bag, so the upsert's insert met its unique `user`.
    if (isDuplicateKey(err)) return null;
    throw err;
  }
}

/** Raises the line of this product and size by `by` while the result stays within `atMost`. */
export async function raiseLine(
  userId: string,
  product: Types.ObjectId,
  size: string | null,
  by: number,
  atMost: number,
): Promise<BagLean | null> {
  return BagModel.findOneAndUpdate(
    {
      user: oid(userId),
      lines: { $elemMatch: { product, size, quantity: { $lte: atMost - by } } },
    },
    { $inc: { 'lines.$.quantity': by } },
    after,
  ).lean<BagLean>();
}

/** +1 on a line while it stays within `atMost`, or −1 while it stays at least 1. */
export async function stepLine(
  userId: string,
  lineId: Types.ObjectId,
  direction: 'increase' | 'decrease',
  atMost: number,
): Promise<BagLean | null> {
  const quantity = direction === 'increase' ? { $lt: atMost } : { $gt: 1 };
  return BagModel.findOneAndUpdate(
    { user: oid(userId), lines: { $elemMatch: { _id: lineId, quantity } } },
    { $inc: { 'lines.$.quantity': direction === 'increase' ? 1 : -1 } },
    after,
  ).lean<BagLean>();
}

/**
 * Replaces the bag's lines with `lines` while the bag is still as it was read (`updatedAt`, which
 * every write moves, and the line being changed still there). Null when it changed meanwhile.
 */
export async function replaceLines(
  userId: string,
  seen: { updatedAt: Date; lineId: Types.ObjectId },
  lines: BagLean['lines'],
): Promise<BagLean | null> {
  return BagModel.findOneAndUpdate(
    { user: oid(userId), updatedAt: seen.updatedAt, 'lines._id': seen.lineId },
    { $set: { lines } },
    after,
  ).lean<BagLean>();
}

/** Removes one line by its id. Null when the bag has no such line. */
export async function pullLine(userId: string, lineId: Types.ObjectId): Promise<BagLean | null> {
  return BagModel.findOneAndUpdate(
    { user: oid(userId), 'lines._id': lineId },
    { $pull: { lines: { _id: lineId } } },
    after,
  ).lean<BagLean>();
}

/** Removes every line of a product (all its sizes). Null when the bag has none. */
export async function pullProduct(
  userId: string,
  product: Types.ObjectId,
): Promise<BagLean | null> {
  return BagModel.findOneAndUpdate(
    { user: oid(userId), 'lines.product': product },
    { $pull: { lines: { product } } },
    after,
  ).lean<BagLean>();
}

/** Removes lines whose product no longer exists. */
export async function pullLines(userId: string, lineIds: Types.ObjectId[]): Promise<void> {
  await BagModel.updateOne({ user: oid(userId) }, { $pull: { lines: { _id: { $in: lineIds } } } });
}

/**
 * Removes the lines an order bought (product and size), leaving anything else in the bag, inside
 * the order's transaction when a `session` is given.
 */
export async function pullOrderedLines(
  userId: string,
  lines: readonly { product: Types.ObjectId; size: string | null }[],
  session?: ClientSession,
): Promise<void> {
  await BagModel.updateOne(
    { user: oid(userId) },
    { $pull: { lines: { $or: lines.map((l) => ({ product: l.product, size: l.size })) } } },
    { session },
  );
}

// ---------- The bag's applied coupon code ----------

export async function bagCouponCode(userId: string): Promise<string | null> {
  const bag = await BagModel.findOne({ user: oid(userId) }, { coupon: 1 }).lean<BagLean>();
  return bag?.coupon ?? null;
}

/** Applies a code to the bag (a code is only applied to a bag with lines, so the bag exists). */
export async function setBagCouponCode(userId: string, code: string): Promise<void> {
  await BagModel.updateOne({ user: oid(userId) }, { $set: { coupon: code } });
}

/** Clears the bag's code; with `code`, only while it is still that code (a concurrent apply wins). */
export async function clearBagCouponCode(
  userId: string,
  code?: string,
  session?: ClientSession | null,
): Promise<void> {
  await BagModel.updateOne(
    { user: oid(userId), coupon: code ?? { $ne: null } },
    { $set: { coupon: null } },
    session ? { session } : {},
  );
}
