import { Outlet } from 'react-router-dom';
import { AccountShell } from '@/features/account';

/** My Account: heading, side nav and the sign-in guard around every account page. */
export function Component() {
  return (
    <AccountShell>
      <Outlet />
    </AccountShell>
  );
}
