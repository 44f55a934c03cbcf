import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { BREADCRUMB_CURRENT, BREADCRUMB_ITEM, BREADCRUMBS } from '../lib/page-layout';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={BREADCRUMBS}>
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={`${c.label}-${i}`}>
              <li
                className={last ? BREADCRUMB_CURRENT : BREADCRUMB_ITEM}
                aria-current={last ? 'page' : undefined}
              >
                {c.to && !last ? (
                  <Link to={c.to} className="capitalize hover:text-ink hover:underline">
                    {c.label}
                  </Link>
                ) : (
                  <span className="capitalize">{c.label}</span>
                )}
              </li>
              {!last && (
                <li aria-hidden className={`${BREADCRUMB_ITEM} text-line`}>
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
