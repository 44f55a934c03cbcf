import type { ExchangeStatus } from '@vastra/contracts/exchange';
import type { ClientSession, Types } from 'mongoose';
import { ExchangeModel, type ExchangeLean } from './exchange.model';

/** Data access for exchanges: every read and conditional write the flows need. */

type Id = Types.ObjectId | string;

export interface NewExchange {
  order: Id;
  user: Id;
  itemId: Id;
  productId: Id;
  name: string;
  image: string | null;
  price: number;
  quantity: number;
  fromSize: string;
  toSize: string;
  at: Date;
  note: string;
}

/** Records a new exchange in its first state, inside the reserving transaction. */
export async function insertExchange(x: NewExchange, session: ClientSession) {
  const [doc] = await ExchangeModel.create(
    [
      {
        ...x,
        status: 'Exchange requested',
        timeline: [{ status: 'Exchange requested', at: x.at, note: x.note }],
      },
    ],
    { session },
  );
  return doc!.toObject() as ExchangeLean;
}

/** The exchanges of an order (of its shopper's when `userId` is given), oldest first. */
export function exchangesOfOrder(orderId: Id, userId?: Id, session?: ClientSession) {
  const q = userId
    ? ExchangeModel.find({ order: orderId, user: userId }).sort({ createdAt: 1 })
    : ExchangeModel.find({ order: orderId }).sort({ createdAt: 1 });
  return q.session(session ?? null).lean<ExchangeLean[]>();
}

/** A page of the back office's list, newest first, by state or not, with the total. */
export async function pageOfExchanges(
  status: ExchangeStatus | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ExchangeLean[]; total: number }> {
  const q = status
    ? ExchangeModel.find({ status }).sort({ createdAt: -1, _id: -1 })
    : ExchangeModel.find({}).sort({ createdAt: -1, _id: -1 });
  const [rows, total] = await Promise.all([
    q
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<ExchangeLean[]>(),
    status ? ExchangeModel.countDocuments({ status }) : ExchangeModel.estimatedDocumentCount(),
  ]);
  return { rows, total };
}

export function findExchange(id: Id, session?: ClientSession) {
  return ExchangeModel.findOne({ _id: id })
    .session(session ?? null)
    .lean<ExchangeLean>();
}

/**
 * Moves an exchange from `from` to `to` with its timeline entry and `set`, only if it is still in
 * `from` (the conditional update that keeps racing staff actions apart); null when it was not.
 */
export function moveExchange(
  id: Id,
  from: ExchangeStatus,
  entry: { status: ExchangeStatus; at: Date; note: string; by: string },
  set: Record<string, unknown>,
  session: ClientSession,
) {
  return ExchangeModel.findOneAndUpdate(
    { _id: id, status: from },
    { $set: { ...set, status: entry.status }, $push: { timeline: entry } },
    { session, returnDocument: 'after' },
  ).lean<ExchangeLean>();
}
