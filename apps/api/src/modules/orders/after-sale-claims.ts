import mongoose, { Schema, type Types } from 'mongoose';
import type { AppError } from '../../lib/app-error';
import type { ClientSession } from '../../lib/transaction';

/**
 * After-sale claims: one per order line, taken by whichever of a return or an exchange asks for
 * that line first. Both insert their claims inside the transaction that records them, and the
 * unique index refuses the second insert (or fails the later commit with a write conflict, whose
 * retry then meets the first claim), so a return and an exchange of the same line sent at the
 * same instant can never both stand. A claim is never released: a line is returned or exchanged
 * once.
 */
const claimSchema = new Schema(
  {
    order: { type: Schema.Types.ObjectId, required: true },
    itemId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: ['return', 'exchange'], required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
claimSchema.index({ order: 1, itemId: 1 }, { unique: true }); // one claim per order line

const AfterSaleClaimModel = mongoose.model('AfterSaleClaim', claimSchema, 'after_sale_claims');

export type AfterSaleKind = 'return' | 'exchange';

const isDuplicateKey = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;

/**
 * Claims the order's lines `itemIds` for a return or an exchange, inside `session`'s
 * transaction; when another claim holds any of them, throws `refusal` (the transaction aborts).
 */
export async function claimOrderLines(
  orderId: Types.ObjectId | string,
  itemIds: readonly (Types.ObjectId | string)[],
  kind: AfterSaleKind,
  session: ClientSession,
  refusal: AppError,
): Promise<void> {
  const at = new Date();
  try {
    await AfterSaleClaimModel.insertMany(
      itemIds.map((itemId) => ({ order: orderId, itemId, kind, at })),
      { session, ordered: true },
    );
  } catch (err) {
    throw isDuplicateKey(err) ? refusal : err;
  }
}
