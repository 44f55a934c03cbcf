import {
  MAX_LINE_QUANTITY,
  Msg,
  type BagMergeBody,
  type BagMergeShortfall,
  type Cart,
  type VisitorBagLine,
} from '@vastra/contracts';
import { AppError } from '../../lib/app-error';
import { commerceProduct, isUnlisted, outOfStock, resolveSize, stockForSize } from '../catalog';
import { readBag } from './bag.data';
import { addToCart, getCart } from './cart.service';

/**
 * Adds one visitor line to the bag, as much of it as fits: the line (with what the bag already
 * holds of that product and size) stays within the stock of its size and MAX_LINE_QUANTITY. Each
 * add is the bag's usual guarded write, so a concurrent change cannot overshoot a limit either.
 * Answers the shortfall, or null when the whole line went in.
 */
async function mergeLine(userId: string, line: VisitorBagLine): Promise<BagMergeShortfall | null> {
  const short = (size: string | null, added: number, message: string): BagMergeShortfall => ({
    productId: line.productId,
    size,
    requested: line.quantity,
    added,
    message,
  });
  const product = await commerceProduct(line.productId);
  if (!product || isUnlisted(product)) return short(line.size ?? null, 0, Msg.invalidProduct);
  let size: string | null;
  try {
    size = resolveSize(product, line.size);
  } catch (err) {
    if (err instanceof AppError) return short(line.size ?? null, 0, err.message);
    throw err;
  }
  const stock = stockForSize(product, size);
  const bag = await readBag(userId);
  const current =
    bag?.lines.find((l) => product._id.equals(l.product) && l.size === size)?.quantity ?? 0;
  const room = Math.min(stock, MAX_LINE_QUANTITY) - current;
  const why =
    stock < MAX_LINE_QUANTITY
      ? outOfStock(product, size, Math.max(stock, 0)).message
      : `You can add at most ${MAX_LINE_QUANTITY} of an item.`;
  const want = Math.min(line.quantity, room);
  if (want <= 0) return short(size, 0, why);
  try {
    await addToCart(userId, { productId: line.productId, size, quantity: want });
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return short(size, 0, err.message);
    throw err;
  }
  return want < line.quantity ? short(size, want, why) : null;
}

/**
 * The visitor's bag into the signed-in shopper's bag, line by line in the order given: each line
 * is added in full, in part (capped by stock or the per-line limit) or not at all (the product is
 * gone, the size does not exist, nothing is left, the bag is full). Answers the bag and what
 * could not be added.
 */
export async function mergeVisitorBag(
  userId: string,
  body: BagMergeBody,
): Promise<{ cart: Cart; shortfalls: BagMergeShortfall[] }> {
  const shortfalls: BagMergeShortfall[] = [];
  for (const line of body.lines) {
    const shortfall = await mergeLine(userId, line);
    if (shortfall) shortfalls.push(shortfall);
  }
  return { cart: await getCart(userId), shortfalls };
}
