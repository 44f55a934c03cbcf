import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '@vastra/ui/icons';
import { useCategories } from '@/entities/catalog/api/get-categories';
import { categoryPath, subcategoryPath } from '@/lib/format';

/**
 * Wide-screen category menu: each category opens a dropdown (hover or keyboard focus) with
 * View All and its subcategories. A failure here is only logged and the menu stays empty.
 */
export function CategoryMenu() {
  const { data, error } = useCategories();
  useEffect(() => {
    if (error) console.error('Failed to load categories for the menu:', error);
  }, [error]);
  const categories = data ?? [];
  return (
    <nav aria-label="Categories" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {categories.map((c) => (
          <li key={c._id} className="group relative">
            <Link
              to={categoryPath(c)}
              aria-haspopup="true"
              className="flex h-14 items-center gap-1 px-3 text-[0.8rem] font-semibold uppercase tracking-[0.14em] text-ink transition-colors hover:text-accent-text"
            >
              {c.name}
              <ChevronDownIcon className="size-3.5 transition-transform group-hover:rotate-180 group-focus-within:rotate-180" />
            </Link>
            <div className="invisible absolute left-0 top-full z-40 min-w-56 translate-y-1 rounded-b-lg border border-line bg-surface p-2 opacity-0 shadow-xl transition-all duration-200 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100 group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100">
              <Link
                to={categoryPath(c)}
                className="block rounded-md px-3 py-2 text-sm font-semibold hover:bg-surface-muted"
              >
                View All
              </Link>
              {c.subcategories.map((s) => (
                <Link
                  key={s._id}
                  to={subcategoryPath(c, s)}
                  className="block rounded-md px-3 py-2 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink"
                >
                  {s.name}
                </Link>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
