import { NavLink } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { useAccountLogout } from '../hooks/use-account-logout';

const links = [
  { to: '/account/profile', label: 'My Profile' },
  { to: '/account/orders', label: 'My Orders' },
  { to: '/account/addresses', label: 'My Addresses' },
  { to: '/account/change-password', label: 'Change Password' },
] as const;

const item =
  'block shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-surface-muted';

/** Side nav (a scrolling row on phones): My Profile, My Orders, My Addresses, Change Password, Logout. */
export function AccountNav() {
  const { logout, pending } = useAccountLogout();
  return (
    <nav
      aria-label="Account"
      className="-mx-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0"
    >
      <ul className="flex gap-1 md:flex-col md:gap-0.5">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.to !== '/account/orders'}
              className={({ isActive }) =>
                cn(
                  item,
                  isActive ? 'bg-ink text-surface hover:bg-ink' : 'text-ink-muted hover:text-ink',
                )
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
        <li className="md:mt-2 md:border-t md:border-line md:pt-2">
          <button
            type="button"
            onClick={() => void logout()}
            disabled={pending}
            className={cn(
              item,
              'w-full text-left text-danger-text hover:bg-danger/5 disabled:opacity-50',
            )}
          >
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
