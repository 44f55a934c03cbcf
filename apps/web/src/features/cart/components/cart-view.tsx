import { Msg } from '@vastra/contracts';
import type { Cart } from '@vastra/contracts';
import type { ReactNode } from 'react';
import { useCart } from '@/entities/cart';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCartLineActions } from '../hooks/use-cart-line-actions';
import { CartLine } from './cart-line';
import { CartSkeleton } from './cart-skeleton';
import { EmptyBag } from './empty-bag';
import { Notice } from './notice';
import { OrderSummary } from './order-summary';
import { VisitorBagView } from './visitor-bag-view';
import { BAG_COLUMNS, BAG_LINES } from '../lib/bag-layout';

/** Bag lines a phone shows without scrolling: their pictures load at once (the first is the LCP). */
const ABOVE_FOLD_LINES = 3;

/** The bag screen: skeleton, empty state, or the lines with the Order Summary. */
export function CartView({
  signInPrompt,
  coupon,
}: {
  signInPrompt?: ReactNode;
  /** The coupon control for this bag (composed by the route). */
  coupon?: (cart: Cart) => ReactNode;
}) {
  const { isLoggedIn } = useSession();
  const cart = useCart();
  const actions = useCartLineActions();

  if (!isLoggedIn) return <VisitorBagView signInPrompt={signInPrompt} />;
  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError && !cart.data) {
    return (
      <div className="space-y-6">
        <Notice message={errorMessage(cart.error, Msg.failedFetchCart)} />
        <EmptyBag />
      </div>
    );
  }
  const data = cart.data;
  if (!data || data.items.length === 0) return <EmptyBag />;
  const bagError = actions.errorText;

  return (
    <div className={BAG_COLUMNS}>
      <div className="min-w-0">
        {bagError && <Notice message={bagError} />}
        <ul className={BAG_LINES} aria-label="Items in your bag">
          {data.items.map((item, i) => (
            <CartLine
              key={item._id}
              item={item}
              aboveFold={i < ABOVE_FOLD_LINES}
              busy={actions.busy}
              canIncrease={actions.canIncrease(item)}
              onIncrease={() => actions.increase(item)}
              onDecrease={() => actions.decrease(item)}
              onRemove={() => actions.remove(item)}
              onChangeSize={(size) => actions.changeSize(item, size)}
            />
          ))}
        </ul>
      </div>
      <OrderSummary cart={data} coupon={coupon?.(data)} />
    </div>
  );
}
