import { LifecycleMsg, Msg, unitPrice, withinReturnWindow } from '@vastra/contracts';
import {
  canMoveExchange,
  EXCHANGE_ACTIONS,
  ExchangeMsg,
  type AdminExchange,
  type Exchange,
  type ExchangeActionBody,
  type ExchangeOption,
  type RequestExchangeBody,
} from '@vastra/contracts/exchange';
import mongoose from 'mongoose';
import { AppError } from '../lib/app-error';
import { runRecorded, type JobTable } from '../lib/jobs/jobs';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import { inTransaction } from '../lib/transaction';
import { putBackStock, readCommerceProducts, stockForSize, takeStock } from '../modules/catalog';
import {
  exchangeJobs,
  exchangesOfOrder,
  findExchange,
  insertExchange,
  moveExchange,
  recordExchangeMail,
  toAdminExchangeDto,
  toExchangeDto,
  type ExchangeLean,
} from '../modules/exchanges';
import { claimOrderLines, findOrderFor, type OrderLean } from '../modules/orders';
import { changedFields, recordAudit, type StaffActor } from '../modules/staff';

/**
 * Exchanging a delivered item for another size of the same product. The shopper's request
 * reserves the new size in the transaction that records the exchange (a conditional decrement:
 * of two requests for the last unit one wins, the other is told it sold out); staff then approve
 * or reject it (a rejection puts the reserved units back), mark the item picked up (its size goes
 * back on the shelf), ship the replacement with a courier and AWB typed by hand, and complete it.
 * Nothing is refunded or charged. Each change records the shopper's e-mail as a job in its
 * transaction, run right after the commit.
 */

export interface ExchangeDeps {
  mailer: Mailer;
  logger: Logger;
  /** Handlers of jobs the stock moves record (the back-in-stock alert). */
  otherJobs?: JobTable;
}

const ARRIVED_BUT_RETURNING = [
  'Return requested',
  'Return approved',
  'Returned',
  'Return rejected',
];

function isDuplicateKey(err: unknown): boolean {
  return err instanceof mongoose.mongo.MongoServerError && err.code === 11000;
}

/** The order's line `itemId`, refusing anything that cannot be exchanged now (4xx with why). */
function exchangeableLine(order: OrderLean | null, itemId: string, now: Date) {
  if (!order) throw AppError.notFound(Msg.orderNotFound);
  if (ARRIVED_BUT_RETURNING.includes(order.status))
    throw AppError.conflict(ExchangeMsg.alreadyReturned, 'EXCHANGE_REFUSED');
  if (order.status !== 'Delivered')
    throw AppError.conflict(ExchangeMsg.notDelivered, 'EXCHANGE_REFUSED');
  if (!withinReturnWindow(order.deliveredAt ?? null, now))
    throw AppError.conflict(ExchangeMsg.windowClosed, 'EXCHANGE_WINDOW_CLOSED');
  const item = order.items.find((i) => String(i._id) === itemId);
  if (!item) throw AppError.badRequest(LifecycleMsg.unknownItem);
  return item;
}

/** The shopper asks to exchange one delivered line for `body.size`; answers the new exchange. */
export async function requestExchange(
  deps: ExchangeDeps,
  userId: string,
  orderId: string,
  body: RequestExchangeBody,
  now = new Date(),
): Promise<Exchange> {
  const item = exchangeableLine(await findOrderFor(orderId, userId), body.itemId, now);
  const product = (await readCommerceProducts([item.productId])).get(String(item.productId));
  if (!product) throw AppError.conflict(ExchangeMsg.productGone, 'EXCHANGE_REFUSED');
  const sizes = (product.inventory ?? []).map((i) => i.size);
  if (!item.size || sizes.length === 0)
    throw AppError.conflict(ExchangeMsg.noSizes, 'EXCHANGE_REFUSED');
  const toSize = sizes.find((s) => s.toLowerCase() === body.size.toLowerCase());
  if (!toSize) throw AppError.badRequest(ExchangeMsg.unknownSize);
  if (toSize === item.size) throw AppError.badRequest(ExchangeMsg.sameSize);
  // Same product, same price: a size sold at another price now is not exchanged.
  if (unitPrice(product) !== item.price)
    throw AppError.conflict(ExchangeMsg.priceChanged, 'EXCHANGE_PRICE_CHANGED');

  const { exchange, jobs } = await inTransaction(async (session) => {
    // Read again in the transaction: a return or another exchange may have come first.
    exchangeableLine(await findOrderFor(orderId, userId, session), body.itemId, now);
    const existing = await exchangesOfOrder(orderId, userId, session);
    if (existing.some((x) => String(x.itemId) === body.itemId))
      throw AppError.conflict(ExchangeMsg.alreadyExchanged, 'EXCHANGE_EXISTS');
    // The line's one after-sale claim: a return of it sent at the same instant cannot also pass.
    await claimOrderLines(
      orderId,
      [item._id],
      'exchange',
      session,
      AppError.conflict(ExchangeMsg.alreadyReturned, 'EXCHANGE_REFUSED'),
    );
    const taken = await takeStock(
      { product: { _id: product._id }, size: toSize, quantity: item.quantity },
      session,
    );
    if (!taken) throw AppError.conflict(ExchangeMsg.sizeSoldOut, 'EXCHANGE_SOLD_OUT');
    const x = await insertExchange(
      {
        order: orderId,
        user: userId,
        itemId: item._id,
        productId: item.productId,
        name: item.name,
        image: item.image || null,
        price: item.price,
        quantity: item.quantity,
        fromSize: item.size ?? '',
        toSize,
        at: now,
        note: `Size ${item.size} for size ${toSize}`,
      },
      session,
    );
    return { exchange: x, jobs: [await recordExchangeMail(x, session)] };
  }).catch((err: unknown) => {
    if (isDuplicateKey(err))
      throw AppError.conflict(ExchangeMsg.alreadyExchanged, 'EXCHANGE_EXISTS');
    throw err;
  });
  deps.logger.info({ exchangeId: String(exchange._id), orderId }, 'exchange requested');
  await runRecorded(jobs, exchangeJobs(deps), deps.logger);
  return toExchangeDto(exchange);
}

/**
 * The order's exchanges and, for each delivered line with none yet, the other sizes in stock now
 * (empty when none is: the storefront then offers only the return).
 */
export async function exchangesOfMyOrder(
  userId: string,
  orderId: string,
): Promise<{ exchanges: Exchange[]; options: ExchangeOption[] }> {
  const order = await findOrderFor(orderId, userId);
  if (!order) throw AppError.notFound(Msg.orderNotFound);
  const exchanges = await exchangesOfOrder(orderId, userId);
  const taken = new Set(exchanges.map((x) => String(x.itemId)));
  const open = order.items.filter((i) => !taken.has(String(i._id)));
  const products = await readCommerceProducts([...new Set(open.map((i) => String(i.productId)))]);
  const options = open.map((i) => {
    const p = products.get(String(i.productId));
    const sizes =
      p && i.size && unitPrice(p) === i.price
        ? (p.inventory ?? [])
            .filter((s) => s.size !== i.size && stockForSize(p, s.size) >= i.quantity)
            .map((s) => s.size)
        : [];
    return { itemId: String(i._id), sizes };
  });
  return { exchanges: exchanges.map(toExchangeDto), options };
}

/** The order lines with an exchange (a return of them is refused). */
export async function exchangedItemIds(orderId: string): Promise<Set<string>> {
  return new Set((await exchangesOfOrder(orderId)).map((x) => String(x.itemId)));
}

/**
 * A staff action on an exchange, in one transaction with its stock move, its audit entry (only
 * the fields that changed) and the shopper's e-mail job. Repeating the action that brought it to
 * its state answers it unchanged.
 */
export async function staffExchangeAction(
  deps: ExchangeDeps,
  exchangeId: string,
  body: ExchangeActionBody,
  actor: StaffActor,
  now = new Date(),
): Promise<AdminExchange> {
  const to = EXCHANGE_ACTIONS[body.action];
  const result = await inTransaction(async (session) => {
    const x = await findExchange(exchangeId, session);
    if (!x) throw AppError.notFound(ExchangeMsg.notFound);
    if (x.status === to) return { exchange: x, jobs: [] };
    if (!canMoveExchange(x.status, to))
      throw AppError.conflict(ExchangeMsg.refused(x.status, to), 'TRANSITION_REFUSED');
    const set: Record<string, unknown> = {};
    if (body.action === 'reject') set.rejectReason = body.reason;
    if (body.action === 'ship') set.shipment = { courier: body.courier, awb: body.awb };
    const note =
      body.action === 'reject'
        ? body.reason
        : body.action === 'ship'
          ? `${body.courier} AWB ${body.awb}`
          : '';
    const moved: ExchangeLean | null = await moveExchange(
      x._id,
      x.status,
      { status: to, at: now, note, by: actor.email },
      set,
      session,
    );
    if (!moved) throw AppError.conflict(ExchangeMsg.refused(x.status, to), 'TRANSITION_REFUSED');
    // A rejection releases the reserved size; a pick-up puts the returned size back on the shelf.
    const back =
      body.action === 'reject'
        ? { productId: x.productId, size: x.toSize, quantity: x.quantity }
        : body.action === 'pickedUp'
          ? { productId: x.productId, size: x.fromSize, quantity: x.quantity }
          : null;
    const restock = back ? await putBackStock([back], session) : null;
    const changed = changedFields(
      { status: x.status, rejectReason: x.rejectReason, shipment: x.shipment },
      { status: moved.status, rejectReason: moved.rejectReason, shipment: moved.shipment },
      ['status', 'rejectReason', 'shipment'] as const,
    );
    await recordAudit(
      actor,
      {
        action: `exchange.${body.action}`,
        entity: {
          type: 'exchange',
          id: String(x._id),
          label: `Order ${String(x.order).slice(-8).toUpperCase()}: ${x.name}`,
        },
        before: changed?.before ?? null,
        after: changed?.after ?? null,
      },
      session,
    );
    return { exchange: moved, jobs: [await recordExchangeMail(moved, session), restock] };
  });
  if (result.jobs.length > 0) {
    deps.logger.info({ exchangeId, to, actor: actor.email }, 'exchange moved');
    await runRecorded(result.jobs, { ...deps.otherJobs, ...exchangeJobs(deps) }, deps.logger);
  }
  return toAdminExchangeDto(result.exchange);
}
