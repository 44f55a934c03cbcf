import { Link, useSearchParams } from 'react-router-dom';
import { cx } from '@vastra/ui/cx';

const LINK =
  'inline-flex h-10 items-center rounded-md border border-line px-4 text-sm font-medium hover:border-ink';

/** Previous / "Page n of m" / Next, as links that keep the page's other URL parameters. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3 pt-4">
      {page > 1 ? (
        <Link to={to(page - 1)} className={LINK} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-hidden className={cx(LINK, 'invisible')}>
          Previous
        </span>
      )}
      <span className="text-sm text-ink-muted" aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={LINK} rel="next">
          Next
        </Link>
      ) : (
        <span aria-hidden className={cx(LINK, 'invisible')}>
          Next
        </span>
      )}
    </nav>
  );
}
