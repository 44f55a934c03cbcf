import { Button } from '@/components/ui';
import { useAuthPanel } from '@/entities/session';
import { CartView } from '@/features/cart';
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
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="font-display text-3xl font-semibold">Your Bag</h1>
      <div className="mt-6">
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
