import { useQueryClient } from '@tanstack/react-query';
import { cn } from '@vastra/ui/cn';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from '@vastra/ui/icons';
import { useTheme } from '@vastra/ui/use-theme';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { hasRole, ROLE_LABELS } from '@/lib/roles';
import { staffSession, useStaffSession } from '@/lib/session';
import { NAV } from './nav';

function ThemeButton() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      className="grid size-9 place-items-center rounded-full transition hover:bg-surface-muted"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { staff } = useStaffSession();
  return (
    <nav aria-label="Back office" className="flex flex-col gap-5 p-4 text-sm">
      {NAV.map((group) => {
        const items = group.items.filter((item) => hasRole(staff?.role, item.min));
        if (items.length === 0) return null;
        return (
          <div key={group.label}>
            <p className="mb-1.5 px-2 text-xs font-semibold uppercase tracking-wider text-ink-muted">
              {group.label}
            </p>
            <ul className="flex flex-col gap-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-2 py-1.5 transition-colors hover:bg-surface-muted',
                        isActive && 'bg-ink font-medium text-surface hover:bg-ink',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** The signed-in shell: top bar (who is signed in, theme, sign out), sidebar, the page. */
export function AdminLayout() {
  const { staff } = useStaffSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  const signOut = () => {
    staffSession.clear();
    client.clear();
    void navigate('/sign-in', { replace: true });
  };

  return (
    <div className="min-h-screen bg-surface-muted/40">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-md focus:bg-ink focus:px-3 focus:py-2 focus:text-surface"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-line bg-surface px-3 md:px-5">
        <button
          type="button"
          className="grid size-9 place-items-center rounded-md hover:bg-surface-muted md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <span className="font-display text-xl font-bold whitespace-nowrap tracking-[0.18em]">
          VASTRA
        </span>
        {/* Left out on a phone, so the bar keeps one row at 390 px (the page title says where). */}
        <span className="hidden rounded bg-surface-muted px-2 py-0.5 text-xs font-medium whitespace-nowrap text-ink-muted sm:inline">
          Back office
        </span>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {staff && (
            <p className="hidden text-right text-sm sm:block">
              <span className="font-medium">{staff.name}</span>{' '}
              <span className="text-ink-muted">({ROLE_LABELS[staff.role] ?? staff.role})</span>
            </p>
          )}
          <ThemeButton />
          <button
            type="button"
            onClick={signOut}
            className="rounded-md border border-line px-3 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-surface-muted"
          >
            Sign out
          </button>
        </div>
      </header>
      <div className="flex">
        <aside
          id="admin-sidebar"
          className={cn(
            'w-60 shrink-0 border-r border-line bg-surface',
            'max-md:fixed max-md:inset-y-0 max-md:top-14 max-md:z-30 max-md:overflow-y-auto',
            !menuOpen && 'max-md:hidden',
            'md:sticky md:top-14 md:h-[calc(100vh-3.5rem)] md:overflow-y-auto',
          )}
        >
          <Sidebar onNavigate={() => setMenuOpen(false)} />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
