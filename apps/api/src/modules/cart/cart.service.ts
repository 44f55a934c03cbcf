import {
  cartTotals,
  checkoutTotals,
  MAX_BAG_LINES,
  MAX_LINE_QUANTITY,
  Msg,
  subtotal,
  toPaise,
  toRupees,
  unitPrice,
  type AddToCartBody,
  type Cart,
  type CheckoutTotals,
  type CartItem,
  type UpdateQuantityBody,
} from '@vastra/contracts';
import { type Types, type ClientSession } from 'mongoose';
import { AppError } from '../../lib/app-error';
import {
  isUnlisted,
  cartProductView,
  outOfStock,
  resolveSize,
  type ProductLean,
  stockForSize,
  commerceProduct,
  commerceProducts,
  readCommerceProducts,
} from '../catalog';
import type { BagLean, BagLine } from './bag.model';
import {
  pullLine,
  pullLines,
  pullOrderedLines,
  pullProduct,
  pushLine,
  raiseLine,
  readBag,
  stepLine,
} from './bag.data';
import { bagCoupon, type BagCouponState } from './bag-coupons';
import { oid } from '../../lib/ids';

/** A bag line joined with its (still existing) product. */
export interface PricedCartLine {
  line: BagLine;
  product: ProductLean;
}

async function loadProduct(productId: string): Promise<ProductLean> {
  const product = await commerceProduct(productId);
  // A draft, hidden or archived product can no longer be added.
  if (!product || isUnlisted(product)) throw AppError.notFound(Msg.invalidProduct);
  return product;
}

/**
 * The bag's lines whose product still exists, oldest first. Lines whose product vanished are
 * removed from the bag (a bag shows only what can be bought). The bag's own reads take products
 * from the commerce product cache (product-cache.ts); `fresh` reads them from the database, for
 * what money is computed from (the amount of a payment).
 */
async function pricedLines(
  userId: string,
  bag: BagLean | null,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<PricedCartLine[]> {
  const lines = bag?.lines ?? [];
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.product);
  const byId = await (fresh ? readCommerceProducts(ids) : commerceProducts(ids));
  const kept: PricedCartLine[] = [];
  const orphans: Types.ObjectId[] = [];
  for (const line of lines) {
    const product = byId.get(String(line.product));
    if (product) kept.push({ line, product });
    else orphans.push(line._id);
  }
  if (orphans.length > 0) await pullLines(userId, orphans);
  return kept;
}

/** The shopper's priced lines (see pricedLines) and applied code, read from the database. */
export async function loadBag(
  userId: string,
): Promise<{ lines: PricedCartLine[]; coupon: string | null }> {
  const bag = await readBag(userId);
  return { lines: await pricedLines(userId, bag), coupon: bag?.coupon ?? null };
}

/**
 * The cart as the contracts describe it: lines with server prices, subtotal, the applied coupon's
 * saving, cart-screen shipping (after the coupon) and total.
 */
export function toCartDto(
  lines: PricedCartLine[],
  applied: BagCouponState = { coupon: null },
): Cart {
  const items: CartItem[] = lines.map(({ line, product }) => {
    const price = unitPrice(product);
    return {
      _id: String(line._id),
      quantity: line.quantity,
      size: line.size ?? null,
      product: cartProductView(product, line.size ?? null),
      unitPrice: price,
      lineTotal: toRupees(toPaise(price) * line.quantity),
    };
  });
  const sub = subtotal(items);
  const { shipping, total } = cartTotals(sub, applied.coupon?.discount ?? 0);
  return {
    items,
    count: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: sub,
    shipping,
    total,
    coupon: applied.coupon,
    ...(applied.notice ? { couponNotice: applied.notice } : {}),
  };
}

const couponItems = (lines: PricedCartLine[]) =>
  lines.map(({ line, product }) => ({ product, quantity: line.quantity }));

/** The answer for a bag document as read or as a change left it. */
export async function cartOf(userId: string, bag: BagLean | null): Promise<Cart> {
  const lines = await pricedLines(userId, bag);
  // Coupons hook: the applied code's saving; dropped with a notice once it no longer applies.
  return toCartDto(lines, await bagCoupon(userId, bag?.coupon ?? null, couponItems(lines)));
}

export async function getCart(userId: string): Promise<Cart> {
  return cartOf(userId, await readBag(userId));
}

/** The refusal for adding `quantity` to a line holding `current`: the most per line, or the stock. */
function overLimit(
  product: ProductLean,
  size: string | null,
  stock: number,
  current: number,
  quantity: number,
): AppError {
  if (current + quantity > MAX_LINE_QUANTITY) {
    return AppError.conflict(
      `You can add at most ${MAX_LINE_QUANTITY} of an item${current ? ` (${current} already in your bag)` : ''}.`,
    );
  }
  return AppError.conflict(
    `Only ${stock} left of ${product.name}${size ? ` (size ${size})` : ''}${current ? `, and ${current} ${current === 1 ? 'is' : 'are'} already in your bag` : ''}.`,
    'OUT_OF_STOCK',
  );
}

/**
 * Adds a product (in a size) to the bag, or raises the quantity of its line. The line never
 * exceeds the stock of its size (409 naming what is left) nor MAX_LINE_QUANTITY, and the bag never
 * holds more than MAX_BAG_LINES lines (409). The usual add is one write that answers the new bag:
 * a new line is pushed while the bag lacks it and has room; a line it has is raised while the
 * result stays within the limit. Only a refused write reads the bag, to say why. So two concurrent
 * adds cannot overshoot a limit.
 */
export async function addToCart(userId: string, body: AddToCartBody): Promise<Cart> {
  const product = await loadProduct(body.productId);
  const size = resolveSize(product, body.size);
  const stock = stockForSize(product, size);
  if (stock <= 0) throw outOfStock(product, size, 0);
  const limit = Math.min(stock, MAX_LINE_QUANTITY);
  const line = { product: product._id, size, quantity: body.quantity };

  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (body.quantity <= limit) {
      const pushed = await pushLine(userId, line);
      if (pushed) return cartOf(userId, pushed);
      const raised = await raiseLine(userId, product._id, size, body.quantity, limit);
      if (raised) return cartOf(userId, raised);
    }
    // Refused: the line is at its limit or the bag is full (or it changed meanwhile). Why?
    const bag = await readBag(userId);
    const current = bag?.lines.find((l) => product._id.equals(l.product) && l.size === size);
    if ((current?.quantity ?? 0) + body.quantity > limit)
      throw overLimit(product, size, stock, current?.quantity ?? 0, body.quantity);
    if (!current && (bag?.lines.length ?? 0) >= MAX_BAG_LINES)
      throw AppError.conflict(Msg.bagFull(MAX_BAG_LINES), 'BAG_FULL');
  }
  throw AppError.conflict('Your bag changed at the same time. Please try again.');
}

function findLine(bag: BagLean | null, body: UpdateQuantityBody): BagLine {
  const lines = bag?.lines ?? [];
  let line: BagLine | undefined;
  if ('itemId' in body) {
    line = lines.find((l) => String(l._id) === body.itemId);
  } else {
    const candidates = lines.filter((l) => String(l.product) === body.productId);
    const wanted = body.size?.trim().toLowerCase();
    line = wanted ? candidates.find((c) => (c.size ?? '').toLowerCase() === wanted) : candidates[0];
  }
  if (!line) throw AppError.notFound(Msg.itemNotInCart);
  return line;
}

/**
 * ±1 on a line, by either documented form. Never below 1 (a decrease at 1 is refused; the client
 * removes the line instead) and never above the stock of its size or MAX_LINE_QUANTITY.
 */
export async function updateQuantity(userId: string, body: UpdateQuantityBody): Promise<Cart> {
  const direction = 'itemId' in body ? body.action : body.type;
  const line = findLine(await readBag(userId), body);
  const product = await commerceProduct(line.product);
  if (!product) {
    await pullLine(userId, line._id);
    throw AppError.notFound(Msg.itemNotInCart);
  }
  const size = line.size ?? null;
  if (direction === 'decrease') {
    if (line.quantity <= 1) throw AppError.badRequest('The minimum quantity is 1.');
    const bag = await stepLine(userId, line._id, 'decrease', MAX_LINE_QUANTITY);
    return bag ? cartOf(userId, bag) : getCart(userId);
  }
  const stock = stockForSize(product, size);
  if (line.quantity >= MAX_LINE_QUANTITY) {
    throw AppError.conflict(`You can add at most ${MAX_LINE_QUANTITY} of an item.`);
  }
  if (line.quantity + 1 > stock) throw outOfStock(product, size, stock);
  const bag = await stepLine(userId, line._id, 'increase', Math.min(stock, MAX_LINE_QUANTITY));
  return bag ? cartOf(userId, bag) : getCart(userId);
}

/** Removes a line by its item id, or every line of a product by the product id. */
export async function removeFromCart(userId: string, id: string): Promise<Cart> {
  const bag = (await pullLine(userId, oid(id))) ?? (await pullProduct(userId, oid(id)));
  if (!bag) throw AppError.notFound(Msg.itemNotInCart);
  return cartOf(userId, bag);
}

/**
 * Removes the bag lines an order bought (product and size), leaving anything else the shopper added
 * meanwhile, e.g. from another tab during checkout.
 */
export async function removeOrderedLines(
  userId: string,
  lines: readonly { productId: string; size: string | null }[],
  session?: ClientSession,
): Promise<void> {
  if (lines.length === 0) return;
  await pullOrderedLines(
    userId,
    lines.map((l) => ({ product: oid(l.productId), size: l.size })),
    session,
  );
}

/**
 * Checkout figures for the bag as it stands (checkout delivery reading), for the payment order.
 * An empty bag → 400 'Your cart is empty.'; a line above the stock of its size → 409 naming it,
 * so nobody pays for what cannot be shipped.
 */
export async function bagCheckoutTotals(userId: string): Promise<CheckoutTotals> {
  const bag = await readBag(userId);
  const lines = await pricedLines(userId, bag, { fresh: true });
  if (lines.length === 0) throw AppError.badRequest(Msg.cartEmpty);
  for (const { line, product } of lines) {
    const left = stockForSize(product, line.size ?? null);
    if (line.quantity > left) throw outOfStock(product, line.size ?? null, left);
  }
  // Coupons hook: the applied code comes off the amount to pay; one that stopped applying is
  // dropped and the payment refused, so the shopper sees the new total before paying.
  const applied = await bagCoupon(userId, bag?.coupon ?? null, couponItems(lines));
  if (applied.notice) throw AppError.conflict(applied.notice, 'COUPON_REFUSED');
  return checkoutTotals(
    lines.map(({ line, product }) => ({
      unitPrice: unitPrice(product),
      mrp: product.price,
      quantity: line.quantity,
    })),
    applied.coupon?.discount ?? 0,
  );
}
