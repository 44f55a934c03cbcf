import {
  cartTotals,
  checkoutTotals,
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
import { Types, type ClientSession } from 'mongoose';
import { AppError } from '../../lib/app-error';
import { isUnlisted } from '../catalog/product.model';
import { CartItemModel, type CartLineLean } from './cart.model';
import { cartProductView, outOfStock, resolveSize, type ProductLean } from './product-stock';
import { stockForSize } from '../catalog/product.dto';
import { bagCoupon, type BagCouponState } from '../coupons/coupon-check';
import { commerceProduct, commerceProducts, readCommerceProducts } from './product-cache';
import { isDuplicateKey } from '../../lib/mongo-errors';

/** A bag line joined with its (still existing) product. */
export interface PricedCartLine {
  line: CartLineLean;
  product: ProductLean;
}

const oid = (id: string) => new Types.ObjectId(id);

async function loadProduct(productId: string): Promise<ProductLean> {
  const product = await commerceProduct(productId);
  // A product hidden or archived in the back office can no longer be added.
  if (!product || isUnlisted(product)) throw AppError.notFound(Msg.invalidProduct);
  return product;
}

/**
 * The user's lines whose product still exists, oldest first. Lines whose product vanished are
 * deleted (the spec drops them). The bag's own reads take products from the commerce product
 * cache (product-cache.ts); `fresh` reads them from the database, for what money is computed from
 * (the amount of a payment).
 */
export async function loadCartLines(
  userId: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<PricedCartLine[]> {
  const lines = await CartItemModel.find({ user: oid(userId) })
    .sort({ createdAt: 1, _id: 1 })
    .lean<CartLineLean[]>();
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
  if (orphans.length > 0)
    await CartItemModel.deleteMany({ user: oid(userId), _id: { $in: orphans } });
  return kept;
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

export async function getCart(userId: string): Promise<Cart> {
  const lines = await loadCartLines(userId);
  // Coupons hook: the applied code's saving; dropped with a notice once it no longer applies.
  return toCartDto(lines, await bagCoupon(userId, couponItems(lines)));
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
 * exceeds the stock of its size (409 naming what is left) nor MAX_LINE_QUANTITY.
 * One conditional upsert: it raises the line only while the result stays within the limit, or
 * creates the line; when the line exists and the addition would pass the limit, the upsert's
 * insert collides with the line (unique index) and the line is read for the refusal's wording.
 * So two concurrent adds cannot overshoot, and the usual add costs one write.
 */
export async function addToCart(userId: string, body: AddToCartBody): Promise<Cart> {
  const product = await loadProduct(body.productId);
  const size = resolveSize(product, body.size);
  const stock = stockForSize(product, size);
  if (stock <= 0) throw outOfStock(product, size, 0);
  const limit = Math.min(stock, MAX_LINE_QUANTITY);
  const user = oid(userId);

  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (body.quantity <= limit) {
      try {
        await CartItemModel.updateOne(
          { user, product: product._id, size, quantity: { $lte: limit - body.quantity } },
          { $inc: { quantity: body.quantity } },
          { upsert: true },
        );
        return await getCart(userId);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    // Refused by the limit (or the line was created concurrently): what is in the bag now?
    const existing = await CartItemModel.findOne(
      { user, product: product._id, size },
      { quantity: 1 },
    ).lean<CartLineLean>();
    const current = existing?.quantity ?? 0;
    if (current + body.quantity > limit)
      throw overLimit(product, size, stock, current, body.quantity);
  }
  throw AppError.conflict('Your bag changed at the same time. Please try again.');
}

async function findLine(userId: string, body: UpdateQuantityBody): Promise<CartLineLean> {
  const user = oid(userId);
  let line: CartLineLean | null;
  if ('itemId' in body) {
    line = await CartItemModel.findOne({ _id: oid(body.itemId), user }).lean<CartLineLean>();
  } else {
    const candidates = await CartItemModel.find({ user, product: oid(body.productId) })
      .sort({ createdAt: 1 })
      .lean<CartLineLean[]>();
    const wanted = body.size?.trim().toLowerCase();
    line =
      (wanted ? candidates.find((c) => (c.size ?? '').toLowerCase() === wanted) : candidates[0]) ??
      null;
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
  const line = await findLine(userId, body);
  const product = await commerceProduct(line.product);
  if (!product) {
    await CartItemModel.deleteOne({ _id: line._id, user: oid(userId) });
    throw AppError.notFound(Msg.itemNotInCart);
  }
  const size = line.size ?? null;
  if (direction === 'decrease') {
    if (line.quantity <= 1) throw AppError.badRequest('The minimum quantity is 1.');
    await CartItemModel.updateOne(
      { _id: line._id, quantity: { $gt: 1 } },
      { $inc: { quantity: -1 } },
    );
    return getCart(userId);
  }
  const stock = stockForSize(product, size);
  if (line.quantity >= MAX_LINE_QUANTITY) {
    throw AppError.conflict(`You can add at most ${MAX_LINE_QUANTITY} of an item.`);
  }
  if (line.quantity + 1 > stock) throw outOfStock(product, size, stock);
  await CartItemModel.updateOne(
    { _id: line._id, quantity: { $lt: Math.min(stock, MAX_LINE_QUANTITY) } },
    { $inc: { quantity: 1 } },
  );
  return getCart(userId);
}

/** Removes a line by its item id, or every line of a product by the product id. */
export async function removeFromCart(userId: string, id: string): Promise<Cart> {
  const user = oid(userId);
  const byItem = await CartItemModel.deleteOne({ _id: oid(id), user });
  if (byItem.deletedCount === 0) {
    const byProduct = await CartItemModel.deleteMany({ user, product: oid(id) });
    if (byProduct.deletedCount === 0) throw AppError.notFound(Msg.itemNotInCart);
  }
  return getCart(userId);
}

/** Empties the bag (after an order is placed). */
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
  await CartItemModel.deleteMany(
    {
      user: oid(userId),
      $or: lines.map((l) => ({ product: oid(l.productId), size: l.size })),
    },
    { session },
  );
}

/**
 * Checkout figures for the bag as it stands (checkout delivery reading), for the payment order.
 * An empty bag → 400 'Your cart is empty.'; a line above the stock of its size → 409 naming it,
 * so nobody pays for what cannot be shipped.
 */
export async function bagCheckoutTotals(userId: string): Promise<CheckoutTotals> {
  const lines = await loadCartLines(userId, { fresh: true });
  if (lines.length === 0) throw AppError.badRequest(Msg.cartEmpty);
  for (const { line, product } of lines) {
    const left = stockForSize(product, line.size ?? null);
    if (line.quantity > left) throw outOfStock(product, line.size ?? null, left);
  }
  // Coupons hook: the applied code comes off the amount to pay; one that stopped applying is
  // dropped and the payment refused, so the shopper sees the new total before paying.
  const applied = await bagCoupon(userId, couponItems(lines));
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
