import { Msg } from '@vastra/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@vastra/ui/cx';
import { ChevronDownIcon } from '@vastra/ui/icons';
import { Skeleton } from '@vastra/ui/skeleton';
import { useCategories } from '@/entities/catalog/api/get-categories';
import { categoryPath, subcategoryPath } from '@/lib/format';

/**
 * Categories as an expandable list (mobile menu and the 'Choose Category' sheet): each category
 * expands to View All and its subcategories.
 */
export function CategoryList({
  onNavigate,
  errorText = Msg.categoriesSheetFailed,
}: {
  onNavigate: () => void;
  errorText?: string;
}) {
  const { data, isPending, isError } = useCategories();
  const [openId, setOpenId] = useState<string | null>(null);
  if (isPending)
    return (
      <div className="space-y-3 p-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  if (isError) return <p className="p-6 text-center text-sm text-danger-text">{errorText}</p>;
  if (data.length === 0)
    return <p className="p-6 text-center text-sm text-ink-muted">{Msg.noCategoriesFound}</p>;
  return (
    <ul className="divide-y divide-line">
      {data.map((c) => {
        const expanded = openId === c._id;
        return (
          <li key={c._id}>
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setOpenId(expanded ? null : c._id)}
              className="flex w-full items-center justify-between px-5 py-4 text-left text-sm font-semibold uppercase tracking-[0.12em]"
            >
              {c.name}
              <ChevronDownIcon
                className={cx('size-4 transition-transform', expanded && 'rotate-180')}
              />
            </button>
            {expanded && (
              <ul className="bg-surface-muted/60 pb-2">
                <li>
                  <Link
                    to={categoryPath(c)}
                    onClick={onNavigate}
                    className="block px-7 py-2.5 text-sm font-semibold"
                  >
                    View All
                  </Link>
                </li>
                {c.subcategories.map((s) => (
                  <li key={s._id}>
                    <Link
                      to={subcategoryPath(c, s)}
                      onClick={onNavigate}
                      className="block px-7 py-2.5 text-sm text-ink-muted"
                    >
                      {s.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
