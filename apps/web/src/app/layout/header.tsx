import { Link } from 'react-router-dom';
import { CountBadge } from '@vastra/ui/badge';
import { BagIcon, HeartIcon, UserIcon } from '@vastra/ui/icons';
import { useCartCount } from '@/entities/cart';
import { authPanel } from '@/entities/session';
import { useWishlistCount } from '@/entities/wishlist';
import { CategoryMenu } from '@/features/layout';
import { HeaderSearch } from '@/features/search';
import { ThemeToggle } from '@/features/theme';
import { useSession } from '@/lib/session';
import { Logo } from './logo';
import { MenuButton } from './menu-button';

const iconButton =
  'relative grid size-10 place-items-center rounded-full transition hover:bg-surface-muted';

/** The top bar (3.5 rem): logo, categories, search, wishlist, bag, account, theme. */
export function Header() {
  const { isLoggedIn } = useSession();
  const bag = useCartCount();
  const wishlist = useWishlistCount();
  return (
    <header className="sticky top-0 z-50 h-14 border-b border-line/70 bg-surface/90 backdrop-blur-md supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-full max-w-[90rem] items-center gap-2 px-3 md:px-6">
        <MenuButton className={`${iconButton} md:hidden`} />
        <Logo className="mr-2 md:mr-6" />
        <div className="flex-1">
          <CategoryMenu />
        </div>
        <div className="flex items-center gap-0.5">
          <div className="hidden md:block">
            <HeaderSearch />
          </div>
          <Link to="/wishlist" aria-label={`Wishlist, ${wishlist} items`} className={iconButton}>
            <HeartIcon />
            <CountBadge count={wishlist} />
          </Link>
          <Link
            to="/cart"
            aria-label={`Bag, ${bag} items`}
            className={`${iconButton} hidden md:grid`}
          >
            <BagIcon />
            <CountBadge count={bag} />
          </Link>
          {isLoggedIn ? (
            <Link to="/account/profile" aria-label="My account" className={iconButton}>
              <UserIcon />
            </Link>
          ) : (
            <button
              type="button"
              aria-label="Sign in"
              onClick={() => authPanel.open('signin')}
              className={iconButton}
            >
              <UserIcon />
            </button>
          )}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
