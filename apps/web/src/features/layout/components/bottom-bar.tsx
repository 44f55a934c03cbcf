import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { CountBadge } from '@vastra/ui/badge';
import { cx } from '@vastra/ui/cx';
import { BagIcon, FlameIcon, GridIcon, HomeIcon, SearchIcon } from '@vastra/ui/icons';
import { useCartCount } from '@/entities/cart';
import { loadOnIntent } from '@/lib/load-on-intent';

const CategoryChooser = lazy(() =>
  import('./category-chooser').then((m) => ({ default: m.CategoryChooser })),
);

const item =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[0.65rem] font-medium uppercase tracking-wider';

/**
 * Phone bottom bar (≤ 768 px): Home, Category ('Choose Category' sheet), Trending, Search, Bag.
 * `loadSearch` starts loading the search's code when a tap on Search begins.
 */
export function BottomBar({
  onSearch,
  loadSearch,
}: {
  onSearch: () => void;
  loadSearch?: () => unknown;
}) {
  const [chooser, setChooser] = useState(false);
  const bag = useCartCount();
  const navClass = ({ isActive }: { isActive: boolean }) =>
    cx(item, isActive ? 'text-ink' : 'text-ink-muted');
  return (
    <>
      <nav
        aria-label="Quick navigation"
        className="fixed inset-x-0 bottom-0 z-40 flex h-16 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <NavLink to="/" end className={navClass}>
          <HomeIcon />
          Home
        </NavLink>
        <button
          type="button"
          onClick={() => setChooser(true)}
          className={cx(item, 'text-ink-muted')}
        >
          <GridIcon />
          Category
        </button>
        <NavLink to="/trending" className={navClass}>
          <FlameIcon />
          Trending
        </NavLink>
        <button
          type="button"
          onClick={onSearch}
          {...(loadSearch && loadOnIntent(loadSearch))}
          className={cx(item, 'text-ink-muted')}
        >
          <SearchIcon />
          Search
        </button>
        {/* Named by its text ('Bag, N items'), so the name contains what is visible; the bubble is hidden from AT. */}
        <NavLink to="/cart" className={navClass}>
          <span aria-hidden className="relative">
            <BagIcon />
            <CountBadge count={bag} />
          </span>
          {/* One text run: Chromium puts a space before an absolutely positioned sr-only span. */}
          <span aria-hidden>Bag</span>
          <span className="sr-only">Bag, {bag} items</span>
        </NavLink>
      </nav>
      {chooser && (
        <Suspense fallback={null}>
          <CategoryChooser onClose={() => setChooser(false)} />
        </Suspense>
      )}
    </>
  );
}
