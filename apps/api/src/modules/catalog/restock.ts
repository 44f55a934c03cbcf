import { Types } from 'mongoose';
import { recordJob } from '../../lib/jobs/jobs';
import type { ClientSession } from '../../lib/transaction';

/**
 * A size coming back: whenever a write raises a size's stock from none to some, the writer records
 * one `stock.back-in-stock` job in its own transaction, naming the sizes that came back. The
 * back-in-stock module runs it (e-mails whoever waits for those sizes). A one-size product, tracked
 * by `stock` alone, is the size ''.
 */
export const RESTOCK_JOB = 'stock.back-in-stock';
// `recordJob` below names it literally: the job table's test finds recorded jobs by their names.

export interface Restocked {
  productId: string;
  size: string;
}

/** Runs a recorded back-in-stock job after its transaction committed (null: none was recorded). */
export type AfterRestock = (job: Types.ObjectId | null) => void;

/** A product's stock as a write reads it before and after. */
export interface StockView {
  inventory?: readonly { size: string; stock: number }[] | null;
  stock?: number | null;
}

/** The sizes that had no stock in `before` and have some in `after`. */
export function restockedSizes(before: StockView, after: StockView): string[] {
  const was = before.inventory ?? [];
  const now = after.inventory ?? [];
  if (now.length === 0) return (before.stock ?? 0) <= 0 && (after.stock ?? 0) > 0 ? [''] : [];
  const old = new Map(was.map((i) => [i.size, i.stock]));
  return now.filter((i) => i.stock > 0 && (old.get(i.size) ?? 0) <= 0).map((i) => i.size);
}

/** Records the job for the sizes that came back (none: no job); answers its id for the caller to run. */
export async function recordRestock(
  session: ClientSession,
  restocked: readonly Restocked[],
): Promise<Types.ObjectId | null> {
  if (restocked.length === 0) return null;
  return recordJob(session, 'stock.back-in-stock', {
    key: `${RESTOCK_JOB}:${new Types.ObjectId().toHexString()}`,
    items: restocked.map((r) => ({ productId: r.productId, size: r.size })),
  });
}
