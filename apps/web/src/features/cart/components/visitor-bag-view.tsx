import {
  cartTotals,
  MAX_LINE_QUANTITY,
  subtotal,
  toPaise,
  toRupees,
  type CartItem,
  type ProductDetail,
} from '@vastra/contracts';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@vastra/ui/button';
import { useVisitorBag, visitorBag, type VisitorLine } from '@/entities/cart';
import { productQueryOptions } from '@/entities/catalog/api/get-product';
import { priceOf } from '@/entities/catalog/lib';
import { offerSignIn } from '@/entities/session';
import { CartLine } from './cart-line';
import { CartSkeleton } from './cart-skeleton';
import { EmptyBag } from './empty-bag';
import { ShippingLine, SubtotalLine, SummaryPanel } from './summary-parts';
import { BAG_COLUMNS, BAG_LINES } from '../lib/bag-layout';

/** A device line shown like an account line, priced from the product's public data. */
function asCartItem(line: VisitorLine, p: ProductDetail): CartItem {
  const { price, listPrice } = priceOf(p);
  const row = line.size ? p.sizeStock.find((s) => s.size === line.size) : undefined;
  return {
    _id: `${line.productId}:${line.size ?? ''}`,
    quantity: line.quantity,
    size: line.size,
    product: {
      _id: p._id,
      name: p.name,
      price: listPrice,
      mrp: p.pricing.mrp || listPrice,
      discountedPrice: price,
      images: p.images,
      brand: p.brand ? { name: p.brand.name } : undefined,
      stock: row ? row.stock : p.stock,
      sizes: p.sizeStock,
    },
    unitPrice: price,
    lineTotal: toRupees(toPaise(price) * line.quantity),
  };
}

/**
 * A visitor's bag: the lines kept on this device, with names, pictures, prices and stock read from
 * the products' public data (the server prices them again when the shopper signs in and checks
 * out). Checking out needs an account: the button opens sign-in, which adds these lines to the
 * account's bag and comes back here.
 */
export function VisitorBagView({ signInPrompt }: { signInPrompt?: ReactNode }) {
  const lines = useVisitorBag();
  const products = useQueries({
    queries: lines.map((l) => ({ ...productQueryOptions(l.productId), retry: false })),
  });
  if (lines.length === 0) return <EmptyBag>{signInPrompt}</EmptyBag>;
  if (products.some((q) => q.isPending)) return <CartSkeleton />;
  const items = lines.flatMap((l, i) => {
    const p = products[i]?.data;
    return p ? [asCartItem(l, p)] : [];
  });
  const sub = subtotal(items);
  const { shipping } = cartTotals(sub);
  const count = items.reduce((n, i) => n + i.quantity, 0);
  return (
    <div className={BAG_COLUMNS}>
      <div className="min-w-0">
        <ul className={BAG_LINES} aria-label="Items in your bag">
          {items.map((item, i) => {
            const { _id: productId } = item.product;
            const size = item.size ?? null;
            const max = Math.min(item.product.stock, MAX_LINE_QUANTITY);
            return (
              <CartLine
                key={item._id}
                item={item}
                aboveFold={i < 3}
                busy={false}
                canIncrease={item.quantity < max}
                onIncrease={() => visitorBag.setQuantity(productId, size, item.quantity + 1)}
                onDecrease={() =>
                  item.quantity > 1
                    ? visitorBag.setQuantity(productId, size, item.quantity - 1)
                    : visitorBag.remove(productId, size)
                }
                onRemove={() => visitorBag.remove(productId, size)}
                onChangeSize={(to) => visitorBag.changeSize(productId, size, to)}
              />
            );
          })}
        </ul>
      </div>
      <SummaryPanel>
        <dl className="mt-5 space-y-3 text-sm">
          <SubtotalLine count={count} amount={sub} />
          <ShippingLine shipping={shipping} />
        </dl>
        <p className="mt-4 text-sm text-ink-muted">
          This bag is kept on this device. Sign in to check out: it joins your account’s bag, and
          prices and stock are confirmed then.
        </p>
        <Button size="lg" className="mt-5 w-full" onClick={offerSignIn}>
          Sign In to Check Out
        </Button>
      </SummaryPanel>
    </div>
  );
}
