import type { ReactNode } from 'react';
import { Button } from '@/components/ui';
import { authPanel } from '@/entities/session';
import { useAccountGuard } from '../hooks/use-account-guard';
import { AccountNav } from './account-nav';

/** Heading My Account, side nav, and the guard around the page. */
export function AccountShell({ children }: { children: ReactNode }) {
  const allowed = useAccountGuard();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="font-display text-3xl font-semibold">My Account</h1>
      {allowed ? (
        <div className="mt-6 grid grid-cols-1 gap-6 md:mt-8 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
          <aside className="min-w-0 md:sticky md:top-24 md:self-start">
            <AccountNav />
          </aside>
          <div className="min-w-0">{children}</div>
        </div>
      ) : (
        <div className="mt-10 max-w-md rounded-xl border border-line p-6">
          <p className="text-ink-muted">Please sign in to see your account.</p>
          <Button className="mt-4" onClick={() => authPanel.open('signin')}>
            Sign In
          </Button>
        </div>
      )}
    </section>
  );
}
