import type { ReactNode } from 'react';
import { Button } from '@vastra/ui';
import { authPanel } from '@/entities/session';
import { useAccountGuard } from '../hooks/use-account-guard';
import * as L from '../lib/shell-layout';
import { AccountNav } from './account-nav';

/** Heading My Account, side nav, and the guard around the page. */
export function AccountShell({ children }: { children: ReactNode }) {
  const allowed = useAccountGuard();
  return (
    <section className={L.ACCOUNT_PAGE}>
      <h1 className={L.ACCOUNT_TITLE}>My Account</h1>
      {allowed ? (
        <div className={L.ACCOUNT_COLUMNS}>
          <aside className={L.ACCOUNT_ASIDE}>
            <AccountNav />
          </aside>
          <div className={L.ACCOUNT_MAIN}>{children}</div>
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
