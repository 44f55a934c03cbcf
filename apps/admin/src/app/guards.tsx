import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { fetchMe } from '@/features/auth/api';
import { staffSession, useStaffSession } from '@/lib/session';

/**
 * Signed-in staff only: without a session, the sign-in page (coming back here after). The session
 * is confirmed with the API once per visit; a refused token (401) ends it (see lib/api.ts) and an
 * answer with a changed role or name updates it.
 */
export function RequireStaff() {
  const { token, staff } = useStaffSession();
  const location = useLocation();
  useQuery({
    queryKey: ['admin', 'me', token],
    queryFn: async ({ signal }) => {
      const me = await fetchMe(signal);
      const current = staffSession.get();
      if (current.token && JSON.stringify(current.staff) !== JSON.stringify(me))
        staffSession.set(me, current.token);
      return me;
    },
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
  if (!token || !staff) {
    const next = `${location.pathname}${location.search}`;
    return (
      <Navigate to={`/sign-in${next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`} replace />
    );
  }
  return <Outlet />;
}
