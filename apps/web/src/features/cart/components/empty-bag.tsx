import { LifecycleMsg, Msg } from '@vastra/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@vastra/ui';

export function EmptyBag({ children }: { children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <div aria-hidden className="grid size-20 place-items-center rounded-full bg-surface-muted">
        <svg
          viewBox="0 0 24 24"
          className="size-9 text-ink-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M6 8h12l-1 12H7L6 8Z" strokeLinejoin="round" />
          <path d="M9 8a3 3 0 0 1 6 0" strokeLinecap="round" />
        </svg>
      </div>
      <h2 className="mt-6 font-display text-2xl font-semibold">{Msg.bagEmpty}</h2>
      <p className="mt-2 text-sm text-ink-muted">{LifecycleMsg.easyReturns}</p>
      {children}
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-6')}>
        Continue Shopping
      </Link>
    </div>
  );
}
