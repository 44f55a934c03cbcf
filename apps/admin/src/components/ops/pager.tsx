/** Previous / Next and "Page 2 of 5 · 93 orders" under a server-paged table. */
export function Pager({
  label,
  noun,
  pagination: p,
  onPage,
}: {
  /** The navigation landmark's name, e.g. "Pages of orders". */
  label: string;
  /** Plural of what is counted, e.g. "orders". */
  noun: string;
  pagination: { page: number; pages: number; total: number };
  onPage: (page: number) => void;
}) {
  if (p.total === 0) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3 text-sm">
      <button
        type="button"
        disabled={p.page <= 1}
        onClick={() => onPage(p.page - 1)}
        className="rounded-md border border-slate-400 px-3 py-1.5 disabled:opacity-50"
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {p.page} of {p.pages} · {p.total} {noun}
      </span>
      <button
        type="button"
        disabled={p.page >= p.pages}
        onClick={() => onPage(p.page + 1)}
        className="rounded-md border border-slate-400 px-3 py-1.5 disabled:opacity-50"
      >
        Next
      </button>
    </nav>
  );
}
