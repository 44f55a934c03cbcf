import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoute, testStaff } from '@/test/render';
import { staffSession } from '@/lib/session';
import { SignInPage } from '../sign-in-page';

describe('the sign-in page', () => {
  it('signs staff in, keeps the staff session under its own key and goes where it was asked', async () => {
    const staff = testStaff('staff');
    const calls = mockFetch({
      'POST /api/admin/auth/login': () => ({ success: true, token: 'staff-jwt', staff }),
    });
    const { router } = renderRoute(<SignInPage />, {
      path: '/sign-in?next=%2Fproducts',
      routes: [{ path: '/products', element: <p>Products page</p> }],
    });
    await userEvent.type(screen.getByLabelText('E-mail'), ' Meera@Vastra.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Products page')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'meera@vastra.test', password: 'secret-pass' });
    expect(staffSession.get()).toEqual({ staff, token: 'staff-jwt' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/products');
  });

  it.each([
    ['a backslash after the slash', '/\\evil.example/x'],
    ['two slashes', '//evil.example/x'],
    ['a slash and a backslash', '/\\/evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['another site', 'https://evil.example/'],
    ['no leading slash', 'evil.example'],
  ])('lands on the dashboard when next= holds %s', async (_what, next) => {
    mockFetch({
      'POST /api/admin/auth/login': () => ({
        success: true,
        token: 'staff-jwt',
        staff: testStaff('staff'),
      }),
    });
    const { router } = renderRoute(<SignInPage />, {
      path: `/sign-in?next=${encodeURIComponent(next)}`,
      routePath: '/sign-in',
      routes: [{ path: '/', element: <p>Dashboard</p> }],
    });
    await userEvent.type(screen.getByLabelText('E-mail'), 'meera@vastra.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server’s refusal and clears the password', async () => {
    mockFetch({
      'POST /api/admin/auth/login': () => json(401, { message: 'Invalid email or password.' }),
    });
    renderRoute(<SignInPage />, { path: '/sign-in' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'meera@vastra.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(staffSession.get().token).toBeNull();
  });

  it('checks the fields before asking the server', async () => {
    const calls = mockFetch({});
    renderRoute(<SignInPage />, { path: '/sign-in' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
