import { Button } from '@vastra/ui';
import { useAuthPanel } from '@/entities/session';
import { CHECKOUT_LAYOUT as L, CheckoutView } from '@/features/checkout';
import { ApplyCoupon } from '@/features/coupons';
import { usePageTitle } from '@/lib/use-page-title';
import { addressesQueryOptions } from '@/entities/address/api/get-addresses';
import { cartQueryOptions } from '@/entities/cart/api/get-cart';
import { bootData } from './boot-data';
import { PHONE_CHAT_OFF } from '@/features/layout';

/** On the page load, the first render waits for the bag and addresses the boot script asked for. */
export const loader = async () => {
  await Promise.all([bootData(cartQueryOptions()), bootData(addressesQueryOptions())]);
  return null;
};

/** Its bottom-edge controls need the room: no floating chat button on phones. */
export const handle = PHONE_CHAT_OFF;

export function Component() {
  usePageTitle('Checkout');
  const { open } = useAuthPanel();
  return (
    <section className={L.CHECKOUT_PAGE}>
      <h1 className={L.CHECKOUT_TITLE}>Checkout</h1>
      <div className={L.CHECKOUT_BODY}>
        <CheckoutView
          coupon={(cart) => <ApplyCoupon cart={cart} />}
          signInPrompt={
            <>
              <p className="text-ink-muted">Please sign in to check out.</p>
              <Button className="mt-4" size="lg" onClick={() => open('signin')}>
                Sign In
              </Button>
            </>
          }
        />
      </div>
    </section>
  );
}
