import { NavLink } from 'react-router-dom';
import { cx } from '@vastra/ui/cx';
import { useAccountLogout } from '../hooks/use-account-logout';
import * as L from '../lib/shell-layout';

const links = [
  { to: '/account/profile', label: 'My Profile' },
  { to: '/account/orders', label: 'My Orders' },
  { to: '/account/addresses', label: 'My Addresses' },
  { to: '/account/change-password', label: 'Change Password' },
] as const;

const item = L.ACCOUNT_NAV_ITEM;

/** Side nav (a scrolling row on phones): My Profile, My Orders, My Addresses, Change Password, Logout. */
export function AccountNav() {
  const { logout, pending } = useAccountLogout();
  return (
    <nav aria-label="Account" className={L.ACCOUNT_NAV}>
      <ul className={L.ACCOUNT_NAV_LIST}>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.to !== '/account/orders'}
              className={({ isActive }) =>
                cx(item, isActive ? L.ACCOUNT_NAV_ITEM_ACTIVE : L.ACCOUNT_NAV_ITEM_IDLE)
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
            className={cx(item, L.ACCOUNT_NAV_LOGOUT)}
          >
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
