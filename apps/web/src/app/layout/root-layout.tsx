import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * Root layout. Placeholder shell: the 'Web: design system, app shell' issue replaces this with the
 * header, footer, mobile bottom bar, side panels, chat link and announcement.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
