import { MAX_LINE_QUANTITY, Msg, type Cart, type ChangeLineSizeBody } from '@vastra/contracts';
import { AppError } from '../../lib/app-error';
import { commerceProduct, isUnlisted, outOfStock, resolveSize, stockForSize } from '../catalog';
import { readBag, replaceLines } from './bag.data';
import { cartOf, getCart } from './cart.service';

/**
 * Moves a bag line to another size of its product. The size must exist (400) and have stock for
 * the line's quantity (409 naming what is left); when the bag already holds that size, the two
 * lines become one (their quantities added, within the stock and MAX_LINE_QUANTITY). One write,
 * made only while the bag is as it was read, so a concurrent change is never lost (retried).
 */
export async function changeLineSize(userId: string, body: ChangeLineSizeBody): Promise<Cart> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const bag = await readBag(userId);
    const line = bag?.lines.find((l) => String(l._id) === body.itemId);
    if (!bag || !line) throw AppError.notFound(Msg.itemNotInCart);
    const product = await commerceProduct(line.product);
    if (!product || isUnlisted(product)) throw AppError.notFound(Msg.invalidProduct);
    const size = resolveSize(product, body.size);
    if (size === (line.size ?? null)) return getCart(userId);

    const target = bag.lines.find((l) => product._id.equals(l.product) && l.size === size);
    const quantity = line.quantity + (target?.quantity ?? 0);
    const stock = stockForSize(product, size);
    if (quantity > stock) throw outOfStock(product, size, stock);
    if (quantity > MAX_LINE_QUANTITY) {
      throw AppError.conflict(
        `You can add at most ${MAX_LINE_QUANTITY} of an item (${target?.quantity ?? 0} already in your bag in size ${size}).`,
      );
    }
    const lines = target
      ? bag.lines.flatMap((l) =>
          l._id.equals(line._id) ? [] : l._id.equals(target._id) ? [{ ...l, quantity }] : [l],
        )
      : bag.lines.map((l) => (l._id.equals(line._id) ? { ...l, size } : l));
    const saved = await replaceLines(
      userId,
      { updatedAt: bag.updatedAt as Date, lineId: line._id },
      lines,
    );
    if (saved) return cartOf(userId, saved);
  }
  throw AppError.conflict('Your bag changed at the same time. Please try again.');
}
