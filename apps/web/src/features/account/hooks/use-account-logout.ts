import { Msg } from '@vastra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_TOAST_MS, toast } from '@vastra/ui/toast';
import { session } from '@/lib/session';

/** Account-area Logout: go home, clear the session and the user's cached data. */
export function useAccountLogout() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      // Leave the guarded area first, so the guard does not ask the departing user to sign in.
      await navigate('/');
      session.clear();
      for (const key of ['cart', 'wishlist', 'addresses', 'orders', 'profile', 'reviews'])
        qc.removeQueries({ queryKey: [key] });
      toast.success(Msg.accountLoggedOut, ACCOUNT_TOAST_MS);
    } catch {
      toast.error(Msg.logoutFailed, ACCOUNT_TOAST_MS);
    } finally {
      setPending(false);
    }
  };
  return { logout, pending };
}
