import { Button } from '@vastra/ui';
import { useAuthPanel } from '@/entities/session';
import { useWishlistCount } from '@/entities/wishlist';
import { WishlistView } from '@/features/wishlist';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('My Wishlist');
  const count = useWishlistCount();
  const { open } = useAuthPanel();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="font-display text-3xl font-semibold">
        My Wishlist{' '}
        {count > 0 && <span className="text-lg font-normal text-ink-muted">({count} items)</span>}
      </h1>
      <div className="mt-6">
        <WishlistView
          signInPrompt={
            <Button className="mt-6" size="lg" onClick={() => open('signin')}>
              Sign In
            </Button>
          }
        />
      </div>
    </section>
  );
}
