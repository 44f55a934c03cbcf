import { Msg } from '@vastra/contracts';
import { Link } from 'react-router-dom';
import { Button } from '@vastra/ui/button';
import { ChevronRightIcon, UserIcon } from '@vastra/ui/icons';
import { toast } from '@vastra/ui/toast';
import { authPanel } from '@/entities/session';
import { session, useSession } from '@/lib/session';

/** Signed-in user's panel: Your Orders and Logout. */
export function ProfilePanel() {
  const { user } = useSession();
  const logout = () => {
    session.clear();
    authPanel.close();
    toast.success(Msg.loggedOut);
  };
  return (
    <div className="flex flex-col gap-5 p-5">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-full bg-surface-muted">
          <UserIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{user?.name ?? 'Guest'}</p>
          <p className="truncate text-sm text-ink-muted">{user?.email}</p>
        </div>
      </div>
      <nav aria-label="Account" className="divide-y divide-line rounded-lg border border-line">
        {[
          { to: '/yourorder', label: 'Your Orders' },
          { to: '/account/profile', label: 'My Account' },
          { to: '/wishlist', label: 'My Wishlist' },
        ].map((l) => (
          <Link
            key={l.to}
            to={l.to}
            onClick={() => authPanel.close()}
            className="flex items-center justify-between px-4 py-3 text-sm font-medium hover:bg-surface-muted"
          >
            {l.label}
            <ChevronRightIcon className="size-4 text-ink-muted" />
          </Link>
        ))}
      </nav>
      <Button variant="outline" size="lg" onClick={logout} className="w-full uppercase">
        Logout
      </Button>
    </div>
  );
}
