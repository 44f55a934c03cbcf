import { POPULAR_SEARCHES, SearchCopy } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { useCategories } from '@/entities/catalog/api/get-categories';
import { searchPath } from '@/entities/catalog/search-path';
import { subcategoryPath } from '@/lib/format';
import { LISTING_COUNT, LISTING_HEADER, LISTING_PAGE, LISTING_TITLE } from '../lib/page-layout';
import { Breadcrumbs } from './breadcrumbs';

const CHIP =
  'inline-flex items-center rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium transition hover:border-ink';

/**
 * A search that found nothing at all: what to try next (popular searches and the shop's
 * subcategories) instead of a filter panel of zero counts.
 */
export function SearchNoResults({ text }: { text: string }) {
  const categories = useCategories();
  const subs = (categories.data ?? []).flatMap((c) =>
    c.subcategories.map((s) => ({
      key: s._id,
      label: `${c.name} · ${s.name}`,
      to: subcategoryPath(c, s),
    })),
  );
  return (
    <div className={LISTING_PAGE}>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <header className={LISTING_HEADER}>
        <div role="status">
          <h1 className={LISTING_TITLE}>{SearchCopy.noResultsTitle(text)}</h1>
          <p className={LISTING_COUNT}>{SearchCopy.noResultsDetail}</p>
        </div>
      </header>
      <section aria-labelledby="popular-searches-h" className="mt-8">
        <h2 id="popular-searches-h" className="text-sm font-semibold uppercase tracking-[0.14em]">
          {SearchCopy.popularSearches}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {POPULAR_SEARCHES.map((q) => (
            <li key={q}>
              <Link to={searchPath(q)} className={CHIP}>
                {q}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {subs.length > 0 && (
        <section aria-labelledby="popular-categories-h" className="mt-8">
          <h2
            id="popular-categories-h"
            className="text-sm font-semibold uppercase tracking-[0.14em]"
          >
            {SearchCopy.popularCategories}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {subs.map((s) => (
              <li key={s.key}>
                <Link to={s.to} className={CHIP}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
