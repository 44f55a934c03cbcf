import {
  LifecycleMsg,
  Msg,
  withinReturnWindow,
  type CancelOrderBody,
  type Order,
  type ReturnOrderBody,
} from '@vastra/contracts';
import { ExchangeMsg } from '@vastra/contracts/exchange';
import { Types } from 'mongoose';
import { AppError } from '../lib/app-error';
import { processReviewImage, type ReviewImageStore } from '../lib/photos';
import {
  applyTransition,
  claimOrderLines,
  findOrderFor,
  toDtos,
  type LifecycleDeps,
} from '../modules/orders';
import { reviewedProducts } from '../modules/reviews';
import { exchangedItemIds } from './exchange';

/**
 * The shopper's own order actions, as flows: cancel before shipping (one transaction: the move,
 * stock and coupon given back, the refund owed, the jobs; then the refund and the e-mail), and
 * request a return after delivery, whose photos are stored before the transaction and removed
 * again when it is refused or fails (compensation).
 */

const isId = (id: string) => Types.ObjectId.isValid(id);

export async function cancelMyOrder(
  deps: LifecycleDeps,
  userId: string,
  orderId: string,
  body: CancelOrderBody,
): Promise<{ order: Order; applied: boolean }> {
  const { order, applied } = await applyTransition(deps, {
    orderId,
    userId,
    to: 'Cancelled',
    actor: 'shopper',
    note: body.note ? `${body.reason}: ${body.note}` : body.reason,
    set: { cancellation: { reason: body.reason, note: body.note, by: 'shopper' } },
  });
  const [dto] = await toDtos(userId, [order], reviewedProducts);
  if (!dto) throw AppError.notFound(Msg.orderNotFound);
  return { order: dto, applied };
}

/**
 * A return of some of the order's units, within the return window after delivery; the optional
 * photos go through the review photo pipeline (sniffed, re-encoded, metadata dropped), all of
 * them before any is stored, and are stored only once the request is known to be acceptable
 * (and removed again if the transition is refused).
 */
export async function requestReturn(
  deps: LifecycleDeps & { images: ReviewImageStore },
  userId: string,
  orderId: string,
  body: ReturnOrderBody,
  uploads: readonly Buffer[] = [],
  now = new Date(),
): Promise<{ order: Order; applied: boolean }> {
  const current = await findOrderFor(orderId, userId);
  if (!current) throw AppError.notFound(Msg.orderNotFound);
  if (current.status === 'Delivered') {
    if (!withinReturnWindow(current.deliveredAt ?? null, now))
      throw AppError.conflict(LifecycleMsg.returnWindowClosed, 'RETURN_WINDOW_CLOSED');
    const items = new Map(current.items.map((i) => [String(i._id), i.quantity]));
    const wanted = new Map<string, number>();
    for (const r of body.items) {
      const id = r.itemId.toLowerCase();
      if (!isId(id) || !items.has(id)) throw AppError.badRequest(LifecycleMsg.unknownItem);
      wanted.set(id, (wanted.get(id) ?? 0) + r.quantity);
    }
    for (const [id, q] of wanted)
      if (q > (items.get(id) ?? 0)) throw AppError.badRequest(LifecycleMsg.tooManyUnits);
    // One exchange or return per order line.
    const exchanged = await exchangedItemIds(orderId);
    if ([...wanted.keys()].some((id) => exchanged.has(id)))
      throw AppError.conflict(ExchangeMsg.itemExchanged, 'EXCHANGE_EXISTS');
    body = { ...body, items: [...wanted].map(([itemId, quantity]) => ({ itemId, quantity })) };
  }
  const photos: string[] = [];
  if (current.status === 'Delivered' && uploads.length > 0) {
    // Decoding is CPU-bound: one at a time keeps a request from taking every core.
    const encoded: Buffer[] = [];
    for (const p of uploads) encoded.push(await processReviewImage(p));
    for (const webp of encoded) photos.push(await deps.images.save(webp));
  }
  const removePhotos = () => Promise.all(photos.map((url) => deps.images.remove(url)));
  const requested = applyTransition(deps, {
    orderId,
    userId,
    to: 'Return requested',
    actor: 'shopper',
    note: body.note ? `${body.reason}: ${body.note}` : body.reason,
    at: now,
    set: {
      returnRequest: {
        reason: body.reason,
        note: body.note,
        items: body.items.map((i) => ({
          itemId: new Types.ObjectId(i.itemId),
          quantity: i.quantity,
        })),
        photos,
        requestedAt: now,
      },
    },
    // The returned lines' after-sale claims, with the move: an exchange of one of them sent at
    // the same instant cannot also pass (the check above only spares a refused request's photos).
    within: (moved, session) =>
      claimOrderLines(
        moved._id,
        body.items.map((i) => i.itemId),
        'return',
        session,
        AppError.conflict(ExchangeMsg.itemExchanged, 'EXCHANGE_EXISTS'),
      ),
  });
  const { order, applied } = await requested.catch(async (err: unknown) => {
    await removePhotos();
    throw err;
  });
  if (!applied) await removePhotos();
  const [dto] = await toDtos(userId, [order], reviewedProducts);
  if (!dto) throw AppError.notFound(Msg.orderNotFound);
  return { order: dto, applied };
}
