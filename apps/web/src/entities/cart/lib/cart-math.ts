import { cartTotals, subtotal, type Cart, type CartItem } from '@vastra/contracts';

/**
 * Recomputes a bag's figures after an optimistic change (the contracts pricing module, paise
 * inside). The server's answer replaces them as soon as it arrives.
 */
export function withItems(cart: Cart, items: CartItem[]): Cart {
  const lines = items.map((i) => ({
    ...i,
    lineTotal: subtotal([{ unitPrice: i.unitPrice, quantity: i.quantity }]),
  }));
  const sub = subtotal(lines);
  // The applied coupon's saving stays until the server says otherwise.
  const { shipping, total } = cartTotals(sub, cart.coupon?.discount ?? 0);
  return {
    ...cart,
    items: lines,
    count: lines.reduce((n, i) => n + i.quantity, 0),
    subtotal: sub,
    shipping,
    total,
  };
}

/** The same line: same product and (when given) the same size. */
export function matchesLine(item: CartItem, productId: string, size?: string | null): boolean {
  if (item.product._id !== productId) return false;
  if (size === undefined) return true;
  return (item.size ?? null) === (size ?? null);
}
