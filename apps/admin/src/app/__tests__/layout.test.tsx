import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireRole } from '@/components/role-gate';
import { staffSession } from '@/lib/session';
import { renderRoute, signInAs } from '@/test/render';
import { AdminLayout } from '../layout';

function renderShell(path = '/') {
  return renderRoute(<AdminLayout />, {
    path,
    routePath: '/',
    routes: [
      {
        path: '/staff',
        element: (
          <RequireRole min="owner">
            <h1>Staff</h1>
          </RequireRole>
        ),
      },
      { path: '/sign-in', element: <p>Sign-in page</p> },
    ],
  });
}

describe('the back-office shell', () => {
  it('lists every section to the owner, staff management and the audit log included', () => {
    signInAs('owner');
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    for (const name of [
      'Dashboard',
      'Products',
      'Bulk stock update',
      'Orders',
      'Reviews',
      'Coupons',
      'Staff',
      'Audit log',
    ])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByText('Meera Shah')).toBeInTheDocument();
    expect(screen.getByText('(Owner)')).toBeInTheDocument();
  });

  it('hides what a role may not open: read-only staff see no bulk stock, staff or audit log', () => {
    signInAs('readonly');
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toBeInTheDocument();
    for (const name of ['Bulk stock update', 'Staff', 'Audit log'])
      expect(within(nav).queryByRole('link', { name })).toBeNull();
  });

  it('tells staff an owner-only page is not theirs', () => {
    signInAs('staff');
    renderRoute(
      <RequireRole min="owner">
        <h1>Staff</h1>
      </RequireRole>,
      { path: '/staff' },
    );
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
  });

  it('signs out: the staff session ends and the sign-in page shows', async () => {
    signInAs('staff');
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(staffSession.get().token).toBeNull();
  });
});
