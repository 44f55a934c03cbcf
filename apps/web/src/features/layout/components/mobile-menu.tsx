import { Msg } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { Sheet } from '@vastra/ui/sheet';
import { authPanel } from '@/entities/session';
import { useSession } from '@/lib/session';
import { CategoryList } from './category-list';

const links = [
  { to: '/trending', label: 'Trending' },
  { to: '/products?type=latest', label: 'New Arrivals' },
  { to: '/all-styles', label: 'Get the Look' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/contact', label: 'Contact Us' },
];

/** The phone menu: expandable categories, then the main links and the account. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { isLoggedIn, user } = useSession();
  return (
    <Sheet open={open} onClose={onClose} side="left" title="Menu">
      <p className="px-5 pt-4 text-xs font-semibold uppercase tracking-[0.2em] text-ink-muted">
        Shop by category
      </p>
      <CategoryList onNavigate={onClose} errorText={Msg.categoriesLoadFailed} />
      <ul className="mt-2 border-t border-line py-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              onClick={onClose}
              className="block px-5 py-3 text-sm font-medium hover:bg-surface-muted"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="border-t border-line p-5">
        <button
          type="button"
          onClick={() => {
            onClose();
            authPanel.open(isLoggedIn ? 'profile' : 'signin');
          }}
          className="w-full rounded-md bg-ink py-3 text-sm font-semibold uppercase tracking-wider text-surface"
        >
          {isLoggedIn ? `Hi, ${user?.name ?? 'there'}` : 'Sign In / Sign Up'}
        </button>
      </div>
    </Sheet>
  );
}
