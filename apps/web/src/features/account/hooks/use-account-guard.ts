import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authPanel } from '@/entities/session';
import { useSession } from '@/lib/session';
import { returnAfterSignIn } from '../lib/return-after-sign-in';

/**
 * The account area is for signed-in users: a visitor gets the sign-in panel and, once signed
 * in, comes back to the page they asked for. Returns whether the page may render.
 */
export function useAccountGuard(): boolean {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLoggedIn) return;
    returnAfterSignIn(pathname + search, (to) => void navigate(to, { replace: true }));
    authPanel.open('signin');
    // Only when the session state changes (sign-out while here, or arriving as a visitor).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoggedIn]);
  return isLoggedIn;
}
