import { Spinner } from '@vastra/ui/spinner';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

/** A page's heading row (its `<h1>`, the document title) with actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-2xl font-semibold md:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

/** A bordered block with an optional heading. */
export function Panel({
  title,
  children,
  className = '',
  actions,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section className={`rounded-xl border border-line bg-surface p-5 ${className}`}>
      {(title || actions) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title && <h2 className="text-base font-semibold">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** Loading and failure states of a query, else its content. */
export function QueryState({
  isPending,
  error,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (error)
    return (
      <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm">
        <p className="text-danger-text">
          {error instanceof Error ? error.message : 'Could not load this page.'}
        </p>
        {onRetry && (
          <button type="button" className="mt-2 underline" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    );
  if (isPending)
    return (
      <div className="py-12 text-center" aria-busy="true">
        <Spinner label="Loading" />
      </div>
    );
  return <>{children}</>;
}
