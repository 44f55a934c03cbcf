import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { BREADCRUMBS } from '../lib/page-layout';

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
                className={last ? 'max-w-[60vw] truncate font-medium text-ink' : undefined}
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
                <li aria-hidden className="text-line">
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
