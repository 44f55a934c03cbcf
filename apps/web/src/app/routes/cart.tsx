import { Button } from '@vastra/ui';
import { useAuthPanel } from '@/entities/session';
import { BagLayout, CartView } from '@/features/cart';
import { ApplyCoupon } from '@/features/coupons';
import { usePageTitle } from '@/lib/use-page-title';
import { cartQueryOptions } from '@/entities/cart/api/get-cart';
import { bootData } from './boot-data';

/** On the page load, the bag's first render waits for the answer the boot script asked for. */
export const loader = () => bootData(cartQueryOptions());

export function Component() {
  usePageTitle('Your Bag');
  const { open } = useAuthPanel();
  return (
    <section className={BagLayout.BAG_PAGE}>
      <h1 className={BagLayout.BAG_TITLE}>Your Bag</h1>
      <div className={BagLayout.BAG_BODY}>
        <CartView
          coupon={(cart) => <ApplyCoupon cart={cart} />}
          signInPrompt={
            <Button variant="outline" className="mt-6" size="lg" onClick={() => open('signin')}>
              Sign In to see your bag
            </Button>
          }
        />
      </div>
    </section>
  );
}
