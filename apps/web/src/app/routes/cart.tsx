import { CartView } from '@/features/cart';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Your Bag');
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="font-display text-3xl font-semibold">Your Bag</h1>
      <div className="mt-6">
        <CartView />
      </div>
    </section>
  );
}
