import { MAX_BAG_LINES } from '@vastra/contracts';
import type { mongo, Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import type { BagLine } from './bag.model';

/**
 * Bags used to be stored as one document per line (`cartitems`) plus a document for the applied
 * code (`bagcoupons`). This folds them into the one `bags` document per shopper that the bag reads
 * and writes now, when the server starts on a database that still has them, then drops the old
 * collections. It is safe to run again and from several processes at once: a shopper's bag is only
 * created from the old documents when it does not exist yet (`$setOnInsert`), and a collection
 * already dropped by another process is not an error.
 */

const LEGACY_LINES = 'cartitems';
const LEGACY_CODES = 'bagcoupons';
const BATCH = 500;

interface LegacyLine {
  _id: Types.ObjectId;
  user: Types.ObjectId;
  product: Types.ObjectId;
  size?: string | null;
  quantity: number;
  createdAt?: Date;
}

interface FoldedBag {
  user: Types.ObjectId;
  lines: BagLine[];
  coupon: string | null;
}

/** Folds the old per-line bags into `bags`; answers how many shoppers' bags were written. */
export async function foldLegacyBags(db: mongo.Db, logger?: Logger): Promise<number> {
  const names = new Set(
    (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name),
  );
  if (!names.has(LEGACY_LINES) && !names.has(LEGACY_CODES)) return 0;

  const bags = new Map<string, FoldedBag>();
  const bagOf = (user: Types.ObjectId): FoldedBag => {
    const key = user.toHexString();
    let bag = bags.get(key);
    if (!bag) bags.set(key, (bag = { user, lines: [], coupon: null }));
    return bag;
  };
  if (names.has(LEGACY_LINES)) {
    const lines = db
      .collection<LegacyLine>(LEGACY_LINES)
      .find({})
      .sort({ user: 1, createdAt: 1, _id: 1 });
    for await (const line of lines) {
      const bag = bagOf(line.user);
      // The oldest lines are kept when an old bag held more than a bag may hold now.
      if (bag.lines.length >= MAX_BAG_LINES || line.quantity < 1) continue;
      bag.lines.push({
        _id: line._id,
        product: line.product,
        size: line.size ?? null,
        quantity: line.quantity,
        addedAt: line.createdAt ?? line._id.getTimestamp(),
      });
    }
  }
  if (names.has(LEGACY_CODES)) {
    const codes = db.collection<{ user: Types.ObjectId; code: string }>(LEGACY_CODES).find({});
    for await (const { user, code } of codes) bagOf(user).coupon = code;
  }

  const now = new Date();
  const writes: mongo.AnyBulkWriteOperation[] = [...bags.values()].map((bag) => ({
    updateOne: {
      filter: { user: bag.user },
      update: { $setOnInsert: { ...bag, createdAt: now, updatedAt: now } },
      upsert: true,
    },
  }));
  let written = 0;
  for (let i = 0; i < writes.length; i += BATCH) {
    const result = await db.collection('bags').bulkWrite(writes.slice(i, i + BATCH), {
      ordered: false,
    });
    written += result.upsertedCount;
  }
  for (const name of [LEGACY_LINES, LEGACY_CODES]) {
    if (names.has(name)) await db.dropCollection(name).catch(() => undefined);
  }
  logger?.info({ bags: written }, 'folded the old per-line bags into one document per shopper');
  return written;
}
